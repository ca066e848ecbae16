// Dev aid: screenshots pages at 1440, 768 and 390 px. Usage:
//   npx tsx scripts/design/screenshot.ts http://localhost:3000 / /about ...   (PNGs go to /tmp/shots)
// SCHEME=dark shoots the dark theme (prefers-color-scheme), suffixing the files with -dark.
// TEXT=200 sets the root font size to 200% (a reader's text-size setting), suffixing -text200.
// WIDTHS=390,768 shoots only those widths; FULL=0 shoots the first screen only.
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium';

const [base, ...paths] = process.argv.slice(2);
const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
const scheme = process.env.SCHEME === 'dark' ? 'dark' : 'light';
const largeText = process.env.TEXT === '200';
const widths = (process.env.WIDTHS ?? '1440,768,390').split(',').map(Number);
const suffix = `${scheme === 'dark' ? '-dark' : ''}${largeText ? '-text200' : ''}`;
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width > 800 ? 900 : 844 } });
  for (const p of paths) {
    await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: scheme });
    await page.goto(base + p, { waitUntil: 'networkidle' });
    // Lazy images load only near the viewport: walk down the page once, so that a full-page
    // shot shows them instead of empty frames.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    if (largeText) {
      await page.evaluate(() => {
        document.documentElement.style.fontSize = '200%';
      });
    }
    const name = `${p.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}${suffix}.png`;
    if (process.env.FULL === '0') await page.screenshot({ path: `${outDir}/${name}` });
    else {
      // A viewport as tall as the page, not Playwright's fullPage capture: that capture path
      // painted a span inside a balanced heading (a compound kept whole) at a smaller size than
      // the layout gave it, which no browser window showed, resized or not.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width, height });
      await page.waitForTimeout(200);
      await page.screenshot({ path: `${outDir}/${name}` });
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    }
    console.log(`${outDir}/${name}`);
  }
  await page.close();
}
await browser.close();
