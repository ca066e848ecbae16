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

/** The costliest axe rule: about 60% of a whole-page run on this 2-core host. */
const CONTRAST = 'color-contrast';
/** The page whose contrast is checked whole, footer and floating chat included. */
const CHROME_PAGE = '/';

/**
 * axe's `rules` on a representative. The footer and the floating chat are the same on every
 * page (the root layout renders them with no state of their own), so their contrast is checked
 * on CHROME_PAGE in both schemes, and elsewhere within the header (it marks the current section)
 * and <main>; every other rule sees the whole document (docs/accessibility.md#wcag-22-aa-on-every-page).
 */
async function representativeViolations(page: Page, route: string, rules: string[]) {
  if (route === CHROME_PAGE || !rules.includes(CONTRAST)) return axeViolations(page, rules);
  const others = rules.filter((rule) => rule !== CONTRAST);
  return [
    ...(others.length ? await axeViolations(page, others) : []),
    ...(await axeViolations(page, [CONTRAST], 'body > header, main')),
  ];
}

/** Checks that let the test go on to the next page, and name the page that failed. */
const softly = expect.configure({ soft: true });

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
 * products), the first and the last article (in path order), and the first page of every other
 * template that many pages share. A list's /page/1 is a copy of its first page, never one of them.
 */
function fullyCheckedPages(routes: string[]): Set<string> {
  const byTemplate = new Map<string, string[]>();
  for (const route of [...routes].sort()) {
    const group = byTemplate.get(templateOf(route)) ?? [];
    byTemplate.set(templateOf(route), [...group, route]);
  }
  return new Set(
    [...byTemplate.entries()].flatMap(([template, unique]) => {
      // A list's /page/1 repeats its first page (noindex, canonical to it): the page it copies
      // stands for it, and the copy gets the per-page checks.
      const group = unique.filter((route) => !route.endsWith('/page/1'));
      if (group.length === 0) return [];
      if (group.length <= SMALL_TEMPLATE) return group;
      // Articles differ most (tables, code, figures): both ends. Pages built from content
      // fields (technologies, services, authors, categories): the first stands for the rest.
      return writtenByEditors(template) ? [group[0]!, group.at(-1)!] : [group[0]!];
    }),
  );
}

/**
 * Articles: their body is MDX an editor writes (tables, links, images, raw markup), so each one
 * can break a rule its template keeps, and gets axe on its <main>. Every other page of a shared
 * template renders content fields through the same components, and its representatives carry
 * the axe runs for it.
 */
const writtenByEditors = (routeOrTemplate: string) => templateOf(routeOrTemplate) === '/blog/*';

test.describe('every page: accessibility, the Content-Security-Policy and readers settings', () => {
  test.describe.configure({ timeout: 90_000 });
  const routes = [...builtPagePaths(), '/this-page-does-not-exist'];
  const full = fullyCheckedPages(routes);
  // The representatives: one visit each, every check.
  for (const route of routes.filter((r) => full.has(r))) {
    test(`${route}: axe in both schemes, CSP, fonts, forced colours, reflow and 200% text`, async ({
      page,
    }) => {
      const violations = await watchCsp(page);
      await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
      const response = await page.goto(route, { waitUntil: 'networkidle' });
      expect(response?.headers()['content-security-policy']).toBe(csp);

      expect(await representativeViolations(page, route, axeRules), 'axe, light scheme').toEqual(
        [],
      );
      expect(await fontMismatches(page, characters)).toEqual([]);
      expect(await violations()).toEqual([]);

      // The dark scheme changes colours and nothing else: its run checks their contrast.
      await page.emulateMedia({ colorScheme: 'dark' });
      // Checked once the colours have settled: cards ease their colours (CSS transitions), and
      // a reader who loads the page in dark never sees that switch.
      await animationsSettled(page);
      expect(await representativeViolations(page, route, [CONTRAST]), 'axe, dark scheme').toEqual(
        [],
      );

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

  // The other pages, one test per template, in one browser page at 390 px (the pages of a
  // template share their styles, fonts and images, so each visit after the first is served
  // from the cache): what each page's own content can break.
  const others = new Map<string, string[]>();
  for (const route of routes.filter((r) => !full.has(r)))
    others.set(templateOf(route), [...(others.get(templateOf(route)) ?? []), route]);
  for (const [template, group] of others) {
    const withAxe = writtenByEditors(group[0]!);
    test(`${template} (${group.length} more page${group.length === 1 ? '' : 's'}): ${withAxe ? 'axe, ' : ''}CSP, fonts and 200% text on a phone`, async ({
      page,
    }) => {
      test.setTimeout(30_000 + group.length * 15_000);
      const violations = await watchCsp(page);
      await page.setViewportSize({ width: 390, height: 800 });
      await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
      for (const route of group) {
        await test.step(route, async () => {
          // The document as loaded: hydration changes none of what is checked here.
          const response = await page.goto(route, { waitUntil: 'load' });
          expect.soft(response?.headers()['content-security-policy'], route).toBe(csp);
          // The article itself (<main>): the header, footer and floating chat around it are the
          // template's, checked whole on its representatives.
          if (withAxe)
            expect.soft(await axeViolations(page, axeRules, 'main'), `${route}: axe`).toEqual([]);
          expect.soft(await fontMismatches(page, characters), `${route}: fonts`).toEqual([]);
          expect.soft(await violations(), `${route}: CSP violations`).toEqual([]);
          await setRootFontSize(page, '200%');
          await softly
            .poll(() => sidewaysOverflow(page), `${route}: sideways scroll at 390 px, text at 200%`)
            .toBe(0);
          await softly
            .poll(
              () => headerControlsOutside(page),
              `${route}: header controls off-screen at 390 px, text at 200%`,
            )
            .toEqual([]);
        });
      }
    });
  }
});
