// Dev aid: screenshots pages at 1440 and 390 px. Usage:
//   node scripts/design/screenshot.mjs http://localhost:3000 / /about ...   (PNGs go to /tmp/shots)
// SCHEME=dark shoots the dark theme (prefers-color-scheme), suffixing the files with -dark.
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium.mjs';

const [base, ...paths] = process.argv.slice(2);
const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
const scheme = process.env.SCHEME === 'dark' ? 'dark' : 'light';
const suffix = scheme === 'dark' ? '-dark' : '';
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const width of [1440, 390]) {
  const page = await browser.newPage({ viewport: { width, height: width > 800 ? 900 : 844 } });
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: scheme });
    const name = `${p.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}${suffix}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: process.env.FULL !== '0' });
    console.log(`${outDir}/${name}`);
  }
  await page.close();
}
await browser.close();
