// Playwright cannot download its own browser here: it drives Debian's Chromium. Installs it
// with apt-get when missing and running as root; otherwise says exactly what to install.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { CHROMIUM_PATH as CHROMIUM } from './chromium.mjs';

if (fs.existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Chromium not found at ${CHROMIUM}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n` +
      'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
  );
  process.exit(1);
}
console.log('Chromium not found: installing Debian chromium with apt-get…');
execSync(
  'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation',
  {
    stdio: 'inherit',
  },
);
if (!fs.existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
  process.exit(1);
}
