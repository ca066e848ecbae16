// Debian's Chromium and the flags it needs here (no sandbox as root, no background
// networking on a closed network). Shared by Playwright, the screenshot tool and the bench.

/** The full browser: screenshots and Lighthouse, where what a visitor's Chrome draws counts. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser tests' Chromium: Debian's build of the headless shell, the same Blink without the
 * desktop browser around it, which Playwright itself uses for headless runs. The browser tests
 * ran 25-30% faster with it than with the full browser on a 2-core host (docs/testing.md).
 */
export const TEST_CHROMIUM_PATH =
  process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** The Debian packages that provide both, for apt-get. */
export const CHROMIUM_PACKAGES = ['chromium', 'chromium-headless-shell', 'fonts-liberation'];

export const CHROMIUM_ARGS: string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
