import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/test/chromium.mjs';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const width of [1440, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.route('**/_next/static/**/*.js', (r) => r.abort());
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(base + '/blog');
  await page.getByRole('navigation', { name: 'Browse by category' }).getByRole('link', { name: 'Web Development', exact: true }).click();
  await page.locator('#articles').screenshot({ path: `/tmp/tapshots/category-${width}.png` });
  await page.getByRole('searchbox').fill('zzqx');
  await page.locator('#articles').screenshot({ path: `/tmp/tapshots/nomatch-${width}.png` });
  await page.close();
}
await browser.close();
