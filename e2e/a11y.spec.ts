import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { builtPagePaths } from './helpers/out-files';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const pages = [...builtPagePaths(), '/this-page-does-not-exist'];

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const pathname of pages) {
    test(`${pathname} has no axe violations`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(pathname);
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      const summary = results.violations.map(
        (v) => `${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
      expect(summary).toEqual([]);
    });
  }
});
