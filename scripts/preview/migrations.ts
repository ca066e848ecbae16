// The local D1 database's schema: worker/migrations applied by wrangler, once per set of
// migrations rather than on every start (docs/mail-list-service.md#running-it-locally).
// No import.meta here: Playwright loads this module through its CommonJS transform.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { WRANGLER_BIN } from './wrangler';

const MIGRATIONS_DIR = 'worker/migrations';
/** Where wrangler keeps local D1 databases inside a persist folder. */
const D1_SUBDIR = path.join('v3', 'd1');
/** Beside the databases: the digest of the migrations they were brought up to. */
const MIGRATED_MARK = '.migrated';
/** Freshly migrated, still empty databases, one per digest, with the installed packages' caches. */
const TEMPLATES_DIR = path.join('node_modules', '.cache', 'local-d1');

/** A digest of every migration file's name and text: it changes when a migration is added or edited. */
export function migrationsDigest(root = process.cwd()): string {
  const hash = createHash('sha256');
  const dir = path.join(root, MIGRATIONS_DIR);
  for (const name of fs.readdirSync(dir).sort()) {
    hash
      .update(name)
      .update('\0')
      .update(fs.readFileSync(path.join(dir, name)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** True when `dir` holds a D1 database file (wrangler names each by a hash; metadata aside). */
function holdsDatabase(dir: string): boolean {
  const objects = path.join(dir, 'miniflare-D1DatabaseObject');
  return (
    fs.existsSync(objects) &&
    fs.readdirSync(objects).some((name) => name.endsWith('.sqlite') && !name.startsWith('metadata'))
  );
}

/** Runs `wrangler d1 migrations apply --local`; throws with wrangler's output when it fails. */
function runWranglerApply(persistTo: string, env: NodeJS.ProcessEnv) {
  const result = spawnSync(
    process.execPath,
    [WRANGLER_BIN, 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo],
    { env, encoding: 'utf8' },
  );
  if (result.status !== 0)
    throw new Error(`applying the D1 migrations failed:\n${result.stdout}\n${result.stderr}`);
}

/**
 * Brings the local D1 database in `persistTo` up to worker/migrations. wrangler's apply costs a
 * process of its own and a runtime start (4-5 s of CPU) even when nothing is left to apply, and
 * every local start of the Worker (npm start, each Worker test, the browser tests) needs one:
 * - a database already brought up to these migrations (its mark says so) is left as it is;
 * - a folder with no database gets a copy of the template: an empty database wrangler migrated
 *   earlier to the same migrations;
 * - anything else is migrated by wrangler, and a database that was new keeps a template.
 */
export function applyMigrations(persistTo: string, env: NodeJS.ProcessEnv = process.env) {
  const digest = migrationsDigest();
  const d1 = path.join(persistTo, D1_SUBDIR);
  const mark = path.join(d1, MIGRATED_MARK);
  const markedCurrent = () => fs.existsSync(mark) && fs.readFileSync(mark, 'utf8') === digest;
  if (holdsDatabase(d1) && markedCurrent()) return;

  const template = path.join(TEMPLATES_DIR, digest);
  const fresh = !holdsDatabase(d1);
  if (fresh && holdsDatabase(template)) {
    fs.cpSync(template, d1, { recursive: true });
  } else {
    runWranglerApply(persistTo, env);
    if (fresh && !holdsDatabase(template)) keepTemplate(d1, template);
  }
  fs.writeFileSync(mark, digest);
}

/** Copies a just-migrated, untouched database as the template; another process may race it. */
function keepTemplate(d1: string, template: string) {
  const staging = `${template}.${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.cpSync(d1, staging, {
    recursive: true,
    filter: (source) => path.basename(source) !== MIGRATED_MARK,
  });
  try {
    fs.renameSync(staging, template);
  } catch {
    // Another start kept the same template first.
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
