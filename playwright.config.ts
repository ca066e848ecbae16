import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './scripts/test/chromium';
import { workerEnv } from './scripts/preview/worker';
import { E2E_SITE_PORT as PORT, E2E_STATE_DIR } from './e2e/helpers/mail-list';

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
    command: `node --import tsx scripts/preview/serve.ts --port ${PORT} --persist-to ${JSON.stringify(E2E_STATE_DIR)} --fresh --no-delivery`,
    env: { ...(workerEnv() as Record<string, string>), LEADS_RATE_LIMIT: 'off' },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    // SIGTERM first: serve.ts then stops wrangler's own process group (workerd included), which
    // a bare SIGKILL of serve.ts's group would leave running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
