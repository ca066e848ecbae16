import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
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

// One visit per page of the export (and the not-found page) feeds every per-page browser check:
// accessibility (axe: WCAG 2.2 AA and what Lighthouse scores) as the page loads, in the light and the dark colour scheme;
// the Content-Security-Policy: the header the host sends and no violation while the visitor
// scrolls; every text drawn in a weight and with characters its font subset keeps; and the
// readers' settings (docs/reader-settings.md): forced colours keep an edge on every filled
// control, 200% text at 1440 and 390 px and a 320 px viewport never scroll sideways or push a
// header control off-screen. Emulated media and viewport changes re-render without a reload.

let csp = '';
let axeRules: string[] = [];
const characters = subsetCharacters();
test.beforeAll(async ({ playwright }) => {
  axeRules = await pageAxeRules();
  csp = await servedCsp(playwright, test.info().project.use.baseURL!);
  expect(csp, 'the host sends a Content-Security-Policy').not.toBe('');
});

/** axe's violations of WCAG 2.2 AA and Lighthouse's scored rules; `rules` narrows the run. */
async function axeViolations(page: Page, rules = axeRules): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(rules).analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

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

test.describe('every page: accessibility, the Content-Security-Policy and readers settings', () => {
  // Two axe runs (light, and the contrast of dark) and three layouts per visit.
  test.describe.configure({ timeout: 90_000 });
  for (const route of [...builtPagePaths(), '/this-page-does-not-exist']) {
    test(`${route}: axe in both schemes, CSP, fonts, forced colours, reflow and 200% text`, async ({
      page,
    }) => {
      const violations = await watchCsp(page);
      await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
      const response = await page.goto(route, { waitUntil: 'networkidle' });
      expect(response?.headers()['content-security-policy']).toBe(csp);

      expect(await axeViolations(page), 'axe, light scheme').toEqual([]);
      expect(await fontMismatches(page, characters)).toEqual([]);
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
