import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/test/chromium.mjs';
import { previewCommand, previewEnv } from './scripts/preview/wrangler.mjs';
import {
  E2E_SITE_PORT as PORT,
  MAIL_LIST_E2E_DB,
  MAIL_LIST_E2E_PORT,
} from './e2e/helpers/mail-list';

/** Debian's Chromium: Playwright cannot download its own browser on this network. */
export const chromiumLaunch = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

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
  webServer: [
    // The built out/ on the static host's own local runtime (wrangler pages dev): clean URLs,
    // 404 status, _redirects and _headers as in production (docs/host-runtime.md).
    {
      command: previewCommand({ dir: 'out', port: PORT }),
      env: previewEnv() as Record<string, string>,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 90_000,
    },
    // The local mail-list service on a fresh temp database, allowing the site's origin, so the
    // lead-capture specs can submit for real and read the stored row back.
    {
      command: 'node server/mail-list/main.mjs --reset',
      url: `http://127.0.0.1:${MAIL_LIST_E2E_PORT}/healthz`,
      env: {
        MAIL_LIST_PORT: String(MAIL_LIST_E2E_PORT),
        MAIL_LIST_DB: MAIL_LIST_E2E_DB,
        MAIL_LIST_ALLOWED_ORIGINS: `http://localhost:${PORT},http://127.0.0.1:${PORT}`,
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
