import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { MIN_FILL_MS } from '../../lib/mail-list/native-post.mjs';

/**
 * The local mail-list service that the Playwright run starts beside the static site (see
 * playwright.config.ts). Its port follows E2E_PORT (+1000) so parallel runs on one machine do
 * not collide, and it writes to a temp database that the e2e specs read rows back from. The site
 * under test must be built to post to it: `npm test` builds with
 * NEXT_PUBLIC_MAIL_LIST_API_BASE=mailListE2eBase (scripts/test/test-all.sh).
 */
export const E2E_SITE_PORT = Number(process.env.E2E_PORT ?? 4173);
export const MAIL_LIST_E2E_PORT = Number(process.env.MAIL_LIST_E2E_PORT ?? E2E_SITE_PORT + 1000);
export const MAIL_LIST_E2E_BASE = `http://localhost:${MAIL_LIST_E2E_PORT}`;
export const MAIL_LIST_E2E_DB = path.join(
  os.tmpdir(),
  `arcforge-e2e-mail-list-${MAIL_LIST_E2E_PORT}.sqlite`,
);

/**
 * The service keeps a submit sooner than MIN_FILL_MS after the page loaded apart, in quarantine
 * (the forms still send it: docs/lead-capture.md#no-silent-drops). A test that wants an ordinary
 * lead and submits straight after `goto` waits that long first, as any person would.
 */
export async function waitOutMinFill(page: Page) {
  await page.waitForFunction((min) => performance.now() >= min, MIN_FILL_MS, { polling: 100 });
}

/** The rows the e2e service stored for an address (read straight from its database). */
export function storedRows(email: string) {
  const db = new Database(MAIL_LIST_E2E_DB);
  try {
    return db.prepare('SELECT * FROM submissions WHERE email = ?').all(email) as Record<
      string,
      unknown
    >[];
  } finally {
    db.close();
  }
}
