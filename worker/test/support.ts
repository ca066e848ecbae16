/**
 * The Worker's tests talk HTTP to the real local runtime: `wrangler dev` with the root
 * wrangler.jsonc on a fresh D1 database in a temp folder (scripts/preview/worker.ts), and read
 * rows back through wrangler's own local bindings on the same database. Nothing is mocked.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { MAIL_LIST_PATH } from '../../lib/leads/endpoint';
import { CONTACT_INQUIRY } from '../../testing/contact-fixtures';
import { startWorker } from '../../scripts/preview/worker';

/** Each test file gets its own port above E2E_PORT + 1000 (the API test ports of this run). */
export function testPort(offset: number) {
  return Number(process.env.E2E_PORT ?? 4173) + 1000 + offset;
}

export const ENDPOINT = MAIL_LIST_PATH;

/**
 * A reader of the run's D1 database (worker/test/d1-reader.ts in a child process, through
 * wrangler's own local bindings on the same SQLite file the Worker writes).
 */
async function startReader(persistTo: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'worker/test/d1-reader.ts', persistTo],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const waiting = new Map<number, (answer: { results?: unknown[]; error?: string }) => void>();
  let ready: () => void;
  const started = new Promise<void>((resolve) => (ready = resolve));
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    let answer;
    try {
      answer = JSON.parse(line);
    } catch {
      return; // wrangler's own log lines
    }
    if (answer.ready) ready();
    else waiting.get(answer.id)?.(answer);
  });
  await started;
  let next = 0;
  return {
    query<T>(sql: string, values: unknown[]): Promise<T[]> {
      const id = (next += 1);
      return new Promise((resolve, reject) => {
        waiting.set(id, ({ results, error }) => {
          waiting.delete(id);
          if (error) reject(new Error(error));
          else resolve(results as T[]);
        });
        child.stdin!.write(JSON.stringify({ id, sql, values }) + '\n');
      });
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.stdin!.end();
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }),
  };
}

export type TestWorker = Awaited<ReturnType<typeof startTestWorker>>;

/**
 * Starts the Worker with `vars` on `port` and an empty database; `rows()` queries that
 * database, `stop()` ends the runtime and removes its state.
 */
export async function startTestWorker(port: number, vars: Record<string, string> = {}) {
  const persistTo = fs.mkdtempSync(path.join(os.tmpdir(), 'arcforge-worker-test-'));
  // The API needs no pages, but wrangler needs the assets folder: jest runs before the build.
  fs.mkdirSync('out', { recursive: true });
  const worker = await startWorker({
    port,
    persistTo,
    vars: { LEADS_RATE_LIMIT: 'off', ...vars },
    stdio: process.env.WORKER_TEST_LOGS ? 'inherit' : 'ignore',
    timeoutMs: 180_000,
  });
  let reader: Awaited<ReturnType<typeof startReader>>;
  try {
    reader = await startReader(persistTo);
  } catch (error) {
    worker.stop();
    throw error;
  }
  return {
    ...worker,
    persistTo,
    rows: <T = Record<string, unknown>>(sql: string, ...values: unknown[]) =>
      reader.query<T>(sql, values),
    async stop() {
      await reader.stop();
      worker.stop();
      fs.rmSync(persistTo, { recursive: true, force: true });
    },
  };
}

/**
 * One Worker the tests of a file share: started before the file's first test, stopped
 * after its last; the returned function gives the running Worker. `vars` may be a function, for
 * settings known only once other servers of the file are up (their ports).
 */
export function sharedTestWorker(
  port: number,
  vars: Record<string, string> | (() => Record<string, string>) = {},
) {
  let worker: TestWorker | undefined;
  beforeAll(async () => {
    worker = await startTestWorker(port, typeof vars === 'function' ? vars() : vars);
  }, 240_000);
  afterAll(() => worker?.stop());
  return () => {
    if (!worker) throw new Error('the test Worker is not running (its beforeAll failed)');
    return worker;
  };
}

/** A JSON post as the islands send it, by default as a person who took their time. */
export function postJson(
  origin: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(origin + ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Form-Elapsed-Ms': '6000', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    redirect: 'manual',
  });
}

/** A native form post, as the browser sends it without the site's scripts. */
export function postForm(
  origin: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(origin + ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** Polls `check` until it returns a truthy value or `timeoutMs` passes. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

let counter = 0;
/** An address no other test uses. */
export const uniqueEmail = (label: string) =>
  `${label}.${process.pid}.${Date.now().toString(36)}.${(counter += 1)}@leads.example`;

/** A complete contact inquiry from `email` (the fixture the forms' tests send too). */
export const contactPayload = (email: string) => ({ ...CONTACT_INQUIRY, email });
