/**
 * The leads CLI's access to D1, through wrangler (`wrangler d1 execute --json`): the local
 * database of `npm start` by default, the production one with `remote: true` (which needs
 * CLOUDFLARE_API_TOKEN with D1 edit rights and CLOUDFLARE_ACCOUNT_ID: docs/mail-list-service.md#leads-cli).
 * `wrangler d1 execute` takes no bound parameters, so every value is written as an SQL string
 * literal by `sqlString`.
 */
import { spawnSync } from 'node:child_process';
import { WRANGLER_BIN } from '../preview/wrangler';
import { DEFAULT_PERSIST_DIR, workerEnv } from '../preview/worker';

/**
 * A value as an SQL string literal: quotes doubled; NUL, which could end the statement early
 * in some clients, refused.
 */
export function sqlString(value: string) {
  if (value.includes('\u0000')) throw new Error('a value with a NUL character');
  return `'${value.replace(/'/g, "''")}'`;
}

export type Target = { remote?: boolean; persistTo?: string };
export type Row = Record<string, string | number | null>;

/** Runs SQL (one or more statements) and returns each statement's rows. */
export function execute(
  sql: string,
  { remote = false, persistTo = DEFAULT_PERSIST_DIR }: Target = {},
): Row[][] {
  // Locally the running Worker and this CLI share one SQLite file: a read that meets the
  // Worker's write fails with SQLITE_BUSY. Every statement the CLI runs is safe to repeat
  // (reads, deletes by address, re-queueing dead rows), so a busy database is tried again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return executeOnce(sql, remote, persistTo);
    } catch (error) {
      const busy = /SQLITE_BUSY|database is locked/.test(String(error));
      if (remote || !busy || attempt === 5) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250 * attempt);
    }
  }
}

function executeOnce(sql: string, remote: boolean, persistTo: string): Row[][] {
  const where = remote ? ['--remote'] : ['--local', '--persist-to', persistTo];
  const result = spawnSync(
    process.execPath,
    [WRANGLER_BIN, 'd1', 'execute', 'DB', ...where, '--json', '--command', sql],
    { env: workerEnv(), encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 },
  );
  let parsed: unknown;
  try {
    parsed = JSON.parse(result.stdout);
  } catch {
    parsed = null;
  }
  if (result.status !== 0 || !Array.isArray(parsed)) {
    const detail = [result.stdout, result.stderr]
      .join('\n')
      .trim()
      .split('\n')
      .slice(-6)
      .join('\n');
    throw new Error(`wrangler d1 execute failed:\n${detail}`);
  }
  return (parsed as { results?: Row[] }[]).map((entry) => entry.results ?? []);
}
