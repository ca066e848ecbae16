// Dev aid: lists every word that a page breaks inside the word at 390 px with the text at 200%
// (a phone whose reader enlarged the text; docs/reader-settings.md#a-narrow-column). Usage:
//   npx tsx scripts/design/find-splits.ts http://localhost:3000 [/path ...]
// Without paths it checks every route of the sitemap (lib/routes.ts) and the not-found page.
// WIDTH=320 checks another viewport width; TEXT=100 checks the default text size.
// Prints each split word with the path of the element that holds it, then a total; exits 1 when
// any word is split, so a run can gate a change.
import { chromium } from '@playwright/test';
import { getRoutes } from '@/lib/routes';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium';

/** A path the export serves with the site's not-found page. */
const NOT_FOUND_ROUTE = '/404';

const [origin, ...given] = process.argv.slice(2);
if (!origin) {
  console.error('Usage: find-splits.ts <origin> [/path ...]');
  process.exit(2);
}
const paths = given.length ? given : [...getRoutes().map((route) => route.path), NOT_FOUND_ROUTE];
const width = Number(process.env.WIDTH ?? 390);
const rootSize = `${Number(process.env.TEXT ?? 200)}%`;

/**
 * Run in the page: each word of three letters or more whose glyphs stand on more than one line.
 * Hyphens, dashes, slashes and soft hyphens are break points a reader expects, so they end a word; code,
 * drawings, visually hidden text and text set off the screen's left edge (a form's trap field
 * for bots) are not read.
 */
function splitWords(): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('svg, script, style, template, [hidden], .sr-only, pre, code'))
      continue;
    const text = node.textContent ?? '';
    for (const match of text.matchAll(/[^\s\-–—/\u00ad]{3,}/g)) {
      const range = document.createRange();
      // Chromium gives a word that follows a soft hyphen the hyphen's box, on the line
      // above: measure from its second letter.
      const afterShy = text[match.index - 1] === '\u00ad' ? 1 : 0;
      range.setStart(node, match.index + afterShy);
      range.setEnd(node, match.index + match[0].length);
      // Lines, not boxes: a word set in one line may still be several boxes (kerning, a <wbr>).
      const boxes = [...range.getClientRects()].filter((box) => box.width > 0 && box.right > 0);
      const lines = new Set(boxes.map((box) => Math.round(box.top / 4)));
      if (lines.size < 2) continue;
      const trail: string[] = [];
      for (let el: Element | null = parent; el && trail.length < 3; el = el.parentElement) {
        const classes = typeof el.className === 'string' ? el.className.split(/\s+/) : [];
        trail.push([el.tagName.toLowerCase(), ...classes.filter(Boolean).slice(0, 3)].join('.'));
      }
      found.push(`${match[0]}  <- ${trail.join(' < ')}`);
    }
  }
  return found;
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width, height: 844 } });
let total = 0;
for (const path of paths) {
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  await page.evaluate(async (size) => {
    document.documentElement.style.fontSize = size;
    await document.fonts.ready;
  }, rootSize);
  // Two frames: the new root size reaches container queries on the next layout.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const split = await page.evaluate(splitWords);
  total += split.length;
  console.log(`${path}: ${split.length}`);
  for (const line of split) console.log(`  ${line}`);
}
await browser.close();
console.log(`${total} split word(s) on ${paths.length} page(s) at ${width} px, text ${rootSize}`);
process.exit(total ? 1 : 0);
