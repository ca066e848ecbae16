/**
 * The Worker's tests talk HTTP to the real local runtime: `wrangler dev` with the root
 * wrangler.jsonc on a fresh D1 database in a temp folder (scripts/preview/worker.mjs), and read
 * rows back through wrangler's own local bindings on the same database. Nothing is mocked.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTACT_INQUIRY } from '../../lib/mail-list/contact-fixtures';
import { startWorker } from '../../scripts/preview/worker.mjs';

/** Each test file gets its own port above E2E_PORT + 1000 (the API test ports of this run). */
export function testPort(offset: number) {
  return Number(process.env.E2E_PORT ?? 4173) + 1000 + offset;
}

export const ENDPOINT = '/v1/iam/mail-list';

interface LocalD1 {
  prepare(sql: string): {
    bind(...values: unknown[]): {
      all<T = Record<string, unknown>>(): Promise<{ results: T[] }>;
    };
  };
}

/**
 * wrangler's local bindings on the database in `persistTo`. An empty env file is named so that
 * wrangler does not probe for .dev.vars: under jest, its "file missing" check fails (jest's
 * sandbox gives Node's errors another Error class).
 */
export async function localBindings<Env>(persistTo: string) {
  const envFile = path.join(persistTo, 'empty.env');
  fs.writeFileSync(envFile, '');
  const { getPlatformProxy } = await import('wrangler');
  return getPlatformProxy<Env>({
    configPath: 'wrangler.jsonc',
    envFiles: [envFile],
    persist: { path: path.join(persistTo, 'v3') },
  });
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
  let proxy;
  try {
    proxy = await localBindings<{ DB: LocalD1 }>(persistTo);
  } catch (error) {
    worker.stop();
    throw error;
  }
  const { env } = proxy;
  return {
    ...worker,
    persistTo,
    async rows<T = Record<string, unknown>>(sql: string, ...values: unknown[]) {
      const { results } = await env.DB.prepare(sql)
        .bind(...values)
        .all<T>();
      return results;
    },
    async stop() {
      await proxy.dispose();
      worker.stop();
      fs.rmSync(persistTo, { recursive: true, force: true });
    },
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
