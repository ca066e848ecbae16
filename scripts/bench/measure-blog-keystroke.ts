// Dev aid (issue 18, item 7): time from the first keystroke in the blog search to the filtered
// card list on screen, at 4x CPU slowdown (CDP Emulation.setCPUThrottlingRate), 390 px, three
// runs. Serve out/ on E2E_PORT first.
//   npx tsx scripts/bench/measure-blog-keystroke.ts warm|cold [net]
// warm: the island has hydrated (as when the runtime loads on idle) but the index is not
//       fetched yet; cold: the keystroke's focus is what loads the runtime (hydration on
//       intent). net adds Lighthouse's mobile network (150 ms RTT, 1.6 Mbit/s).
// Timing: performance.now() at the keydown (capture) to the requestAnimationFrame after the
// mutation that changes the number of cards; KEY (default q) must narrow the first page.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium';
import { slowToPhone } from '../test/phone';
import { acceptFunctionsFromTsx } from './in-page';

/** Where the page leaves the measured time for Playwright to await. */
type TimedWindow = Window & { __t?: Promise<number> };

const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 4340}`;
const mode = process.argv[2]; // 'warm' | 'cold'
const net = process.argv[3] === 'net';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const results: number[] = [];
for (let run = 0; run < 3; run++) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await acceptFunctionsFromTsx(context);
  const page = await context.newPage();
  await slowToPhone(page, { network: net });
  await page.goto(`${base}/blog`, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  const box = page.locator('#blog-search');
  if (mode === 'warm') {
    // The runtime is loaded (engineer 19 loads it on idle); hydrated island, index not fetched.
    await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
    await page.locator('[data-island="blog-filter"][data-hydrated]').waitFor({ timeout: 60000 });
  }
  await page.evaluate(() => {
    const grid = document.querySelector('[data-island="blog-filter"]');
    if (!grid) throw new Error('no blog filter on /blog');
    const timed: TimedWindow = window;
    timed.__t = new Promise((resolve) => {
      let start = 0;
      addEventListener('keydown', () => (start = performance.now()), { capture: true, once: true });
      const first = grid.querySelectorAll('li h3').length;
      new MutationObserver((_, obs) => {
        const now = grid.querySelectorAll('li h3').length;
        if (start && now !== first) {
          obs.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - start));
        }
      }).observe(grid, { childList: true, subtree: true });
    });
  });
  await box.focus();
  await page.keyboard.type(process.env.KEY ?? 'q');
  const ms = await page.evaluate(() => {
    const timed: TimedWindow = window;
    return Promise.race([
      timed.__t ?? -1,
      new Promise<number>((r) => setTimeout(() => r(-1), 20000)),
    ]);
  });
  results.push(Math.round(ms));
  await context.close();
}
console.log(mode, net ? 'net' : 'nonet', results.join(', '), 'ms');
await browser.close();
