// Dev aid: screenshots pages at 1440, 768 and 390 px. Usage:
//   npx tsx scripts/design/screenshot.ts http://localhost:3000 / /about ...   (PNGs go to /tmp/shots)
// SCHEME=dark shoots the dark theme (prefers-color-scheme), suffixing the files with -dark.
// TEXT=200 sets the root font size to 200% (a reader's text-size setting), suffixing -text200.
// WIDTHS=390,768 shoots only those widths; FULL=0 shoots the first screen only.
// A page that did not load fails the run (exit 1, naming its URL) instead of leaving a PNG of
// an error that looks like a shot: a status other than 200 (/404 may also answer 404),
// or a body showing a runtime error. Every page is still tried, so one run lists them all.
import fs from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium';

const [base, ...paths] = process.argv.slice(2);
const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
const scheme = process.env.SCHEME === 'dark' ? 'dark' : 'light';
const largeText = process.env.TEXT === '200';
const widths = (process.env.WIDTHS ?? '1440,768,390').split(',').map(Number);
const suffix = `${scheme === 'dark' ? '-dark' : ''}${largeText ? '-text200' : ''}`;
fs.mkdirSync(outDir, { recursive: true });
/**
 * What a page shows when the server or the worker behind it failed, not the site: the preview's
 * and Cloudflare's error pages, Node's and V8's stack frames, Next's error overlay.
 */
const RUNTIME_ERRORS = [
  /Network connection lost/i,
  /Internal Server Error/i,
  /Application error: a (?:client|server)-side exception/i,
  /Worker threw exception/i,
  /Error \d{4}\b.*(?:Ray ID|Cloudflare)/is,
  /Unhandled Runtime Error/i,
  /^\s*at \S.*\(?(?:file:|node:|\/|webpack|https?:).*:\d+:\d+\)?$/m,
  /\b(?:TypeError|ReferenceError|SyntaxError|RangeError): /,
];

const NOT_FOUND_TITLE: string = JSON.parse(
  fs.readFileSync('content/pages/not-found.json', 'utf8'),
).title;

/** Why the page at `path` is not worth a shot, or null when it loaded as it should. */
function failure(path: string, status: number | undefined, body: string) {
  // The not-found page, asked for by name, is served as a file (200) or as the site's 404; any
  // other missing path is worth a shot when it answers with the site's own not-found page.
  const notFound = path.replace(/\/$/, '') === '/404' || body.includes(NOT_FOUND_TITLE);
  const expected = notFound ? [200, 404] : [200];
  if (!expected.includes(status ?? 0))
    return `HTTP ${status ?? 'no response'} (expected ${expected.join(' or ')})`;
  const error = RUNTIME_ERRORS.find((pattern) => pattern.test(body));
  return error ? `the page shows a runtime error (${error})` : null;
}

/**
 * The page's text without its code samples: an article about debugging may quote a stack trace
 * on purpose.
 */
function visibleText(page: Page) {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    body.querySelectorAll('pre, code, script, style, template').forEach((el) => el.remove());
    return body.textContent ?? '';
  });
}

const failed: string[] = [];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width > 800 ? 900 : 844 } });
  for (const p of paths) {
    await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: scheme });
    const url = base + p;
    const response = await page.goto(url, { waitUntil: 'networkidle' }).catch((error: Error) => {
      console.error(error.message.split('\n')[0]);
      return null;
    });
    const problem = failure(p, response?.status(), response ? await visibleText(page) : '');
    if (problem) {
      console.error(`FAILED ${url} at ${width} px: ${problem}; no PNG saved`);
      failed.push(url);
      continue;
    }
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
      // Sections below the fold are laid out at an estimated size until they are on screen
      // (content-visibility), and at 200% text the estimate is far too small: grow the window
      // until the page stops growing, or the shot ends part-way down (six rounds ended a long
      // article at 200% text two-thirds down on a busy machine).
      let height = 0;
      for (let round = 0; round < 12; round++) {
        const measured = await page.evaluate(() => document.documentElement.scrollHeight);
        if (measured <= height) break;
        height = measured;
        await page.setViewportSize({ width, height });
        await page.waitForTimeout(200);
      }
      await page.screenshot({ path: `${outDir}/${name}` });
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    }
    console.log(`${outDir}/${name}`);
  }
  await page.close();
}
await browser.close();
if (failed.length) {
  console.error(`${failed.length} page load(s) failed: ${[...new Set(failed)].join(', ')}`);
  process.exit(1);
}
