// Runs the whole product locally on Cloudflare's own runtime: `wrangler dev` with the root
// wrangler.jsonc serves out/ and the lead API on one origin, with D1, the delivery queue and the
// rate limiter in the same process (docs/mail-list-service.md#running-it-locally). Used by
// `npm start`, `npm run serve`, the Playwright run and the Worker's jest tests.
// No import.meta here: Playwright loads this module through its CommonJS transform.
import { spawn, type StdioOptions } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAIL_LIST_PATH } from '../../lib/leads/endpoint';
import { applyMigrations } from './migrations';
import { previewEnv } from './wrangler';

/** Where `wrangler dev` keeps the local D1 database by default (git-ignored). */
export const DEFAULT_PERSIST_DIR = '.wrangler/state';

/**
 * The path that runs the Worker's scheduled handler (the cron sweep) under
 * `wrangler dev --test-scheduled`. wrangler's own `/cdn-cgi/handler/scheduled` reaches the
 * assets router, not the Worker, so it fails whenever the Worker has static assets.
 */
export const SCHEDULED_PATH = '/__scheduled';

/** The settings a local run may pass to the Worker from the environment. */
export const WORKER_ENV_NAMES = [
  'LEADS_SMTP_URL',
  'LEADS_NOTIFY_TO',
  'LEADS_NOTIFY_FROM',
  'LEADS_WEBHOOK_URL',
  'LEADS_WEBHOOK_SECRET',
  'LEADS_ALLOWED_ORIGINS',
  'LEADS_SITE_URL',
  'LEADS_MAX_DB_BYTES',
  'LEADS_RETENTION_DAYS',
  'LEADS_MAX_ATTEMPTS',
  'LEADS_RETRY_BASE_SECONDS',
  'LEADS_SWEEP_GRACE_SECONDS',
  'LEADS_RATE_LIMIT',
] as const;

/** Environment for wrangler offline: no metrics, no update check, no Request.cf download. */
export function workerEnv(env = process.env) {
  return { ...previewEnv(env), CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
}

/**
 * Writes the Worker's settings to a private env file (0600, in a fresh temp folder) for
 * `wrangler dev --env-file`: secrets never appear on a command line or in the repository.
 */
export function writeEnvFile(vars: Record<string, string | undefined>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcforge-worker-'));
  const file = path.join(dir, 'worker.env');
  const lines = Object.entries(vars)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `${name}=${JSON.stringify(value)}`);
  fs.writeFileSync(file, lines.join('\n') + '\n', { mode: 0o600 });
  return { file, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The runner: wrangler's dev server for wrangler.jsonc, without the CLI's devtools bridge. */
const RUNNER = 'scripts/preview/run-worker.ts';

/** argv for node to run the runner on 127.0.0.1:port. */
export function devArgs({
  port,
  persistTo,
  envFile,
  assets,
}: {
  port: number;
  persistTo: string;
  envFile?: string;
  assets?: string;
}) {
  return [
    '--import',
    'tsx',
    RUNNER,
    '--port',
    String(port),
    '--persist-to',
    persistTo,
    ...(envFile ? ['--env-file', envFile] : []),
    ...(assets ? ['--assets', assets] : []),
  ];
}

/**
 * Starts the Worker (migrations first) and resolves once it answers. `stop()` ends the whole
 * process group: wrangler runs workerd as children that outlive a killed CLI.
 */
export async function startWorker({
  port,
  persistTo = DEFAULT_PERSIST_DIR,
  vars = {},
  stdio = 'inherit',
  timeoutMs = 90_000,
  assets,
}: {
  port: number;
  persistTo?: string;
  vars?: Record<string, string | undefined>;
  stdio?: StdioOptions;
  timeoutMs?: number;
  assets?: string;
}) {
  applyMigrations(persistTo, workerEnv());
  const envFile = writeEnvFile(vars);
  const child = spawn(
    process.execPath,
    devArgs({ port, persistTo, envFile: envFile.file, assets }),
    {
      stdio,
      env: workerEnv(),
      detached: true,
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    envFile.remove();
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      stop();
      throw new Error(`wrangler dev exited (${child.exitCode}) before answering on ${origin}`);
    }
    try {
      await fetch(`${origin}${MAIL_LIST_PATH}`, { method: 'OPTIONS' });
      break;
    } catch {
      if (Date.now() > deadline) {
        stop();
        throw new Error(`wrangler dev did not answer on ${origin} within ${timeoutMs / 1000} s`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  /**
   * Runs the scheduled handler once (the sweep); resolves with the HTTP status. Tried twice:
   * wrangler's dev proxy may close an idle kept-alive connection just as fetch reuses it
   * ("other side closed"), and a sweep is safe to run again.
   */
  const scheduled = async () => {
    const run = async () => (await fetch(`${origin}${SCHEDULED_PATH}`)).status;
    try {
      return await run();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
      return run();
    }
  };
  return { origin, child, stop, scheduled };
}

/**
 * Serves an exported folder (`out/` or another build) with the Worker, as production serves it,
 * on a throwaway database and with delivery off: what the benches measure. `stop()` ends the
 * runtime and removes the database.
 */
export async function startPreview({
  dir = 'out',
  port,
  stdio = 'inherit',
}: {
  dir?: string;
  port: number;
  stdio?: StdioOptions;
}) {
  const persistTo = fs.mkdtempSync(path.join(os.tmpdir(), 'arcforge-preview-'));
  const worker = await startWorker({
    port,
    persistTo,
    stdio,
    assets: path.resolve(dir),
    vars: { LEADS_RATE_LIMIT: 'off' },
  });
  return {
    origin: worker.origin,
    child: worker.child,
    stop: () => {
      worker.stop();
      fs.rmSync(persistTo, { recursive: true, force: true });
    },
  };
}
