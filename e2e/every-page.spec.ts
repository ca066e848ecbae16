import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './helpers/axe';
import { servedCsp, watchCsp } from './helpers/csp';
import { animationsSettled } from './helpers/animations';
import { pageAxeRules } from './helpers/axe-rules';
import { fontMismatches, subsetCharacters } from './helpers/fonts';
import { builtPagePaths } from './helpers/out-files';
import {
  controlsWithoutEdge,
  headerControlsOutside,
  markFilledControls,
  setRootFontSize,
  sidewaysOverflow,
} from './helpers/reader-settings';

// One visit per page of the export (and the not-found page) feeds the per-page browser checks
// (docs/accessibility.md#wcag-22-aa-on-every-page). Every page: the Content-Security-Policy the
// host sends, every text drawn in a weight and with characters its font subset keeps, and 200%
// text on a 390 px phone without sideways scroll. Every article, every page of a small template
// and the first and last page of a large one: axe (WCAG 2.2 AA and what Lighthouse scores) in
// the light scheme. Those representatives also get the dark scheme's contrast, forced colours
// keeping an edge on every filled control, no CSP violation while the visitor scrolls, and 200%
// text at 1440 px and a 320 px viewport. Emulated media and viewport changes re-render without
// a reload.

let csp = '';
let axeRules: string[] = [];
const characters = subsetCharacters();
test.beforeAll(async ({ playwright }) => {
  axeRules = await pageAxeRules();
  csp = await servedCsp(playwright, test.info().project.use.baseURL!);
  expect(csp, 'the host sends a Content-Security-Policy').not.toBe('');
});

/** Sideways overflow and header controls off-screen at this width and text size. */
async function expectReflow(page: Page, width: number, text: '200%' | '') {
  await page.setViewportSize({ width, height: 800 });
  await setRootFontSize(page, text);
  const setting = `${width} px${text ? ', text at 200%' : ''}`;
  // Polled: an island hydrating or a stylesheet swapped in by the router can pass through a
  // transient layout; what a reader keeps seeing is what counts.
  await expect.poll(() => sidewaysOverflow(page), `sideways scroll at ${setting}`).toBe(0);
  await expect
    .poll(() => headerControlsOutside(page), `header controls off-screen at ${setting}`)
    .toEqual([]);
}

/** The path segments that name a kind of page rather than one page. */
const KIND_SEGMENTS = new Set(['author', 'category', 'page']);

/**
 * A page's template: its path with each page's own segment replaced by a star, so /blog/a and
 * /blog/b share one, as do /blog/author/a/page/1 and /blog/author/b/page/1; a top-level page
 * is its own.
 */
const templateOf = (route: string) =>
  route
    .split('/')
    .map((segment, index) => (index >= 2 && !KIND_SEGMENTS.has(segment) ? '*' : segment))
    .join('/');

/** A template with at most this many pages gets every check on each of them. */
const SMALL_TEMPLATE = 4;

/**
 * The pages that get every check: every page of a small template (the case studies, the
 * products), and the first and the last page (in path order) of a template that many pages
 * share. Those pages differ only in the words and numbers content gives them, which every
 * page's own axe run checks.
 */
function fullyCheckedPages(routes: string[]): Set<string> {
  const byTemplate = new Map<string, string[]>();
  for (const route of [...routes].sort()) {
    const group = byTemplate.get(templateOf(route)) ?? [];
    byTemplate.set(templateOf(route), [...group, route]);
  }
  return new Set(
    [...byTemplate.values()].flatMap((group) =>
      group.length <= SMALL_TEMPLATE ? group : [group[0]!, group.at(-1)!],
    ),
  );
}

/**
 * Articles: their body is MDX an editor writes (tables, links, images, raw markup), so each one
 * can break a rule its template keeps. Every other page of a shared template renders content
 * fields through the same components, and its representatives carry the axe runs for it.
 */
const writtenByEditors = (route: string) => templateOf(route) === '/blog/*';

test.describe('every page: accessibility, the Content-Security-Policy and readers settings', () => {
  test.describe.configure({ timeout: 90_000 });
  const routes = [...builtPagePaths(), '/this-page-does-not-exist'];
  const full = fullyCheckedPages(routes);
  for (const route of routes) {
    const everyCheck = full.has(route);
    const withAxe = everyCheck || writtenByEditors(route);
    const checks = everyCheck
      ? 'axe in both schemes, CSP, fonts, forced colours, reflow and 200% text'
      : `${withAxe ? 'axe, ' : ''}CSP, fonts and 200% text on a phone`;
    test(`${route}: ${checks}`, async ({ page }) => {
      const violations = await watchCsp(page);
      await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
      // The full visit waits for the islands' code too (its CSP is watched while it runs); the
      // light one checks the document as loaded, which hydration does not change.
      const response = await page.goto(route, { waitUntil: everyCheck ? 'networkidle' : 'load' });
      expect(response?.headers()['content-security-policy']).toBe(csp);

      if (withAxe) expect(await axeViolations(page, axeRules), 'axe, light scheme').toEqual([]);
      expect(await fontMismatches(page, characters)).toEqual([]);
      expect(await violations()).toEqual([]);
      if (!everyCheck) {
        await expectReflow(page, 390, '200%');
        return;
      }

      // The dark scheme changes colours and nothing else: its run checks their contrast.
      await page.emulateMedia({ colorScheme: 'dark' });
      // Checked once the colours have settled: cards ease their colours (CSS transitions), and
      // a reader who loads the page in dark never sees that switch.
      await animationsSettled(page);
      expect(await axeViolations(page, ['color-contrast']), 'axe, dark scheme').toEqual([]);

      await markFilledControls(page);
      await page.emulateMedia({ forcedColors: 'active' });
      await expect
        .poll(() => controlsWithoutEdge(page), 'controls without an edge in forced colours')
        .toEqual([]);
      await page.emulateMedia({ forcedColors: 'none', colorScheme: 'light' });

      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(300);
      expect(await violations()).toEqual([]);

      await expectReflow(page, 1440, '200%');
      await expectReflow(page, 390, '200%');
      await expectReflow(page, 320, '');
    });
  }
});
