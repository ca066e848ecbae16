import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTACT_INQUIRY } from '../../lib/mail-list/contact-fixtures';
import { listLeads, openDatabase } from './db.mjs';

/** Support for the service's reliability tests: the real server as a child process. */

export const MAIN = path.join(__dirname, 'main.mjs');
export const ENDPOINT = '/v1/iam/mail-list';

export function tempDbPath(name = 'mail-list'): string {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mail-list-test-')), `${name}.sqlite`);
}

export interface RunningService {
  url: string;
  child: ChildProcess;
  /** SIGTERM and wait for a clean exit. */
  stop(): Promise<void>;
  /** SIGKILL: the process dies wherever it is, as in a crash. */
  kill9(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** What the service under test exposes to a file that shares one instance. */
export interface SharedService {
  /** Its base URL; known once the file's `beforeAll` has started it. */
  readonly url: string;
  /** Its SQLite file. */
  readonly dbPath: string;
}

/**
 * One service on a fresh database for a whole test file: started before the file's tests and
 * stopped after them, so each file pays for one start only.
 */
export function shareService(name: string, env: Record<string, string> = {}): SharedService {
  const dbPath = tempDbPath(name);
  let running: RunningService | undefined;
  beforeAll(async () => {
    running = await startService(dbPath, env);
  });
  afterAll(() => running?.stop());
  return {
    get url() {
      if (!running) throw new Error('the shared service starts in beforeAll: read url in a test');
      return running.url;
    },
    dbPath,
  };
}

type Database = ReturnType<typeof openDatabase>;

/** Runs `query` on its own connection to the service's file, beside the service's writer. */
export function readDatabase<T>(dbPath: string, query: (db: Database) => T): T {
  const db = openDatabase(dbPath);
  try {
    return query(db);
  } finally {
    db.close();
  }
}

/** Every lead stored in the file, oldest first. */
export const storedLeads = (dbPath: string) => readDatabase(dbPath, listLeads);

/** Starts `node server/mail-list/main.mjs` on a free loopback port and waits until it listens. */
export function startService(
  dbPath: string,
  env: Record<string, string> = {},
): Promise<RunningService> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      MAIL_LIST_PORT: '0',
      MAIL_LIST_HOST: '127.0.0.1',
      MAIL_LIST_DB: dbPath,
      MAIL_LIST_RATE_LIMIT: '0',
      // Every test client shares one address: the per-client cap has its own test.
      MAIL_LIST_MAX_CONNECTIONS_PER_CLIENT: '256',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(() => reject(new Error(`service did not start: ${stderr}`)), 10_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`service exited with ${code}: ${stderr}`));
    });
    let started = false;
    child.stdout?.on('data', (chunk: Buffer) => {
      // Once started, later lines must not touch the exit listeners stop() relies on.
      if (started) return;
      stdout += chunk.toString();
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(stdout);
      if (!match?.[1]) return;
      started = true;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({
        url: match[1],
        child,
        async stop() {
          child.kill('SIGTERM');
          await exited(child);
        },
        async kill9() {
          child.kill('SIGKILL');
          await exited(child);
        },
      });
    });
  });
}

/** POSTs a JSON value (or a raw string) to the endpoint. */
export function post(
  base: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${base}${ENDPOINT}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

let seq = 0;
/** An address no other test (or earlier run on the same file) has used. */
export const unique = (label: string) => `${label}-${Date.now()}-${seq++}@leads.example`;

/**
 * What a client can observe of an answer, minus the Date header (the clock, not the lead): two
 * answers that must not differ are compared with this.
 */
export async function observable(res: Response) {
  const headers = [...res.headers].filter(([name]) => name !== 'date');
  return { status: res.status, headers, body: await res.text() };
}

/** The shared contact inquiry under another address, so each submission is a new lead. */
export function contactPayload(email: string) {
  return { ...CONTACT_INQUIRY, email };
}

/** Runs `tasks` with at most `limit` in flight. */
export async function pool<T>(count: number, limit: number, task: (i: number) => Promise<T>) {
  const results: T[] = new Array(count);
  let next = 0;
  async function worker() {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  return results;
}
