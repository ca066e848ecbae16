import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './scripts/test/chromium';
import { E2E_SITE_PORT as PORT } from './e2e/helpers/mail-list';
import {
  E2E_SERVER_ARGS,
  E2E_SERVER_STARTED,
  E2E_SERVER_URL,
  e2eServerEnv,
} from './scripts/test/e2e-server';

/** Debian's Chromium headless shell: Playwright cannot download its own browser on this network. */
export const chromiumLaunch = { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'off',
    launchOptions: chromiumLaunch,
  },
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: chromiumLaunch,
      },
    },
  ],
  // ONE Worker on the host's own local runtime (wrangler dev): out/ with clean URLs, 404 status,
  // _redirects and _headers as in production (docs/host-runtime.md), and the lead API on the same
  // origin with a fresh local D1 database, so the lead specs submit for real and read the row back.
  // No delivery channel: the specs check what is stored, the Worker's own tests what is delivered.
  webServer: {
    command: ['node', ...E2E_SERVER_ARGS].map((arg) => JSON.stringify(arg)).join(' '),
    env: e2eServerEnv(),
    url: E2E_SERVER_URL,
    // In CI a server already on the port is an error, unless `npm test` started it for two runs.
    reuseExistingServer: !process.env.CI || process.env[E2E_SERVER_STARTED] === '1',
    timeout: 180_000,
    // SIGTERM first: serve.ts then stops wrangler's own process group (workerd included), which
    // a bare SIGKILL of serve.ts's group would leave running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
