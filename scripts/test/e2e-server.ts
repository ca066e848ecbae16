// The site and lead API the browser tests run against: ONE Worker on the host's own local
// runtime (wrangler dev) serving out/ as production serves it, with a fresh local D1 database.
// playwright.config.ts starts it as its webServer; scripts/test/browser-tests.ts starts it once
// for the two Playwright runs of `npm test` (docs/testing.md#timed-alone).
import { E2E_SITE_PORT, E2E_STATE_DIR } from '../../e2e/helpers/mail-list';
import { workerEnv } from '../preview/worker';

/** node's arguments: the preview server, with no delivery channel (the specs read what is stored). */
export const E2E_SERVER_ARGS = [
  '--import',
  'tsx',
  'scripts/preview/serve.ts',
  '--port',
  String(E2E_SITE_PORT),
  '--persist-to',
  E2E_STATE_DIR,
  '--fresh',
  '--no-delivery',
];

/** Its environment: the preview's settings, with the rate limit off for a suite of submissions. */
export const e2eServerEnv = () =>
  ({ ...workerEnv(), LEADS_RATE_LIMIT: 'off' }) as Record<string, string>;

/** The address Playwright (and the runner) wait on before the first test. */
export const E2E_SERVER_URL = `http://127.0.0.1:${E2E_SITE_PORT}/`;

/** Set by the runner when the server is already up, so Playwright reuses it, in CI too. */
export const E2E_SERVER_STARTED = 'E2E_SERVER_STARTED';
