import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { servedCsp, watchCsp } from './helpers/csp';
import { fontMismatches, subsetCharacters } from './helpers/fonts';
import { builtPagePaths } from './helpers/out-files';

// One visit per page of the export (and the not-found page) feeds every per-page browser check:
// accessibility (axe, WCAG 2.2 AA) as the page loads, then the Content-Security-Policy: the
// header the host sends and no violation while the visitor scrolls. (These were two crawls of
// every page; one saves a page load and a network-idle wait per page.) The same visit checks
// that every text is drawn in a weight and with characters its font subset keeps.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let csp = '';
const characters = subsetCharacters();
test.beforeAll(async ({ playwright }) => {
  csp = await servedCsp(playwright, test.info().project.use.baseURL!);
  expect(csp, 'the host sends a Content-Security-Policy').not.toBe('');
});

test.describe('every page: accessibility and the Content-Security-Policy', () => {
  for (const route of [...builtPagePaths(), '/this-page-does-not-exist']) {
    test(`${route} has no axe violations, runs without a CSP violation, keeps to its fonts`, async ({
      page,
    }) => {
      const violations = await watchCsp(page);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const response = await page.goto(route, { waitUntil: 'networkidle' });
      expect(response?.headers()['content-security-policy']).toBe(csp);

      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      const summary = results.violations.map(
        (v) => `${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
      expect(summary).toEqual([]);
      expect(await fontMismatches(page, characters)).toEqual([]);

      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(300);
      expect(await violations()).toEqual([]);
    });
  }
});
