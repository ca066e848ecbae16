// Playwright cannot download its own browser here: the tests drive Debian's Chromium headless
// shell, the screenshots and the bench the full Chromium. Installs what is missing with apt-get
// when running as root; otherwise says exactly what to install.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { CHROMIUM_PACKAGES, CHROMIUM_PATH, TEST_CHROMIUM_PATH } from './chromium';

const missing = () => [CHROMIUM_PATH, TEST_CHROMIUM_PATH].filter((file) => !fs.existsSync(file));
if (missing().length === 0) process.exit(0);

const install = `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${CHROMIUM_PACKAGES.join(' ')}`;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Not found: ${missing().join(', ')}. Install with:\n  sudo ${install.replace('&& ', '&& sudo ')}\n` +
      'or point CHROMIUM_PATH (screenshots, bench) and TEST_CHROMIUM_PATH (browser tests) at an existing Chromium or Chrome binary.',
  );
  process.exit(1);
}
console.log(`Not found: ${missing().join(', ')}. Installing Debian's Chromium with apt-get…`);
execSync(install, { stdio: 'inherit' });
if (missing().length) {
  console.error(`apt-get finished but ${missing().join(', ')} is still missing.`);
  process.exit(1);
}
