import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { MIN_FILL_MS } from '../../lib/leads/native-post';

/**
 * The Worker that the Playwright run starts (playwright.config.ts) serves out/ and the lead API
 * on one origin, E2E_PORT, with a fresh local D1 database in a temp folder that the specs read
 * rows back from. The site is built without NEXT_PUBLIC_MAIL_LIST_API_BASE, so its forms post to
 * that same origin (scripts/test/test-all.sh).
 */
export const E2E_SITE_PORT = Number(process.env.E2E_PORT ?? 4173);
export const MAIL_LIST_E2E_BASE = `http://localhost:${E2E_SITE_PORT}`;
/** The Worker's local state (`wrangler dev --persist-to`), emptied at each run's start. */
export const E2E_STATE_DIR = path.join(os.tmpdir(), `arcforge-e2e-worker-${E2E_SITE_PORT}`);

/**
 * The service keeps a submit sooner than MIN_FILL_MS after the page loaded apart, in quarantine
 * (the forms still send it: docs/lead-capture.md#no-silent-drops). A test that wants an ordinary
 * lead and submits straight after `goto` waits that long first, as any person would.
 */
export async function waitOutMinFill(page: Page) {
  await page.waitForFunction((min) => performance.now() >= min, MIN_FILL_MS, { polling: 100 });
}

interface LocalD1 {
  prepare(sql: string): {
    bind(...values: unknown[]): { all(): Promise<{ results: Record<string, unknown>[] }> };
  };
}

/**
 * The run's D1 database, opened once per test process through wrangler's own local bindings
 * (the same SQLite file the running Worker writes), so reading a row back costs milliseconds.
 */
let database: Promise<LocalD1> | undefined;
function localDatabase() {
  // Imported here, not at the top: playwright.config.ts reads this module's constants.
  database ??= import('wrangler')
    .then(({ getPlatformProxy }) =>
      getPlatformProxy<{ DB: LocalD1 }>({
        configPath: 'wrangler.jsonc',
        persist: { path: path.join(E2E_STATE_DIR, 'v3') },
      }),
    )
    .then((proxy) => proxy.env.DB);
  return database;
}

/**
 * Opens the database before a spec's first read. The first open starts a local runtime of its
 * own, which takes seconds on a busy 2-core host: longer than an `expect.poll` waits, so a spec
 * that reads rows back calls this in `test.beforeAll` (once per test process).
 */
export async function openStoredRows() {
  await localDatabase();
}

/** The rows the Worker stored for an address. */
export async function storedRows(email: string) {
  const db = await localDatabase();
  // Two runtimes share the SQLite file: a read can meet the Worker's write lock for a moment.
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { results } = await db.prepare('SELECT * FROM leads WHERE email = ?').bind(email).all();
      return results;
    } catch (error) {
      if (attempt >= 50 || !/locked|SQLITE_BUSY|internal error/i.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
