import os from 'node:os';
import path from 'node:path';

/**
 * The local mail-list service that the Playwright run starts beside the static site (see
 * playwright.config.ts). Its port follows E2E_PORT (+1000) so parallel runs on one machine do
 * not collide, and it writes to a temp database that the specs read rows back from. The site
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
