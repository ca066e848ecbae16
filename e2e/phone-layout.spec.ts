import { expect, test, type Page } from '@playwright/test';
import { getCaseStudies } from '../lib/content/case-studies';

/**
 * The design issue's phone budget: at 390 px the long pages stay scannable (compact grids,
 * sideways rows, collapsed lists) without cutting content, and nothing scrolls sideways.
 */
const studies = getCaseStudies();
const featured = studies.find((study) => study.featured) ?? studies[0];
const BUDGETS: [string, number][] = [
  ['/', 8000],
  ['/technologies', 9000],
  ...(featured ? ([[featured.path, 15000]] as [string, number][]) : []),
];

test.use({ viewport: { width: 390, height: 844 } });

async function pageHeight(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollHeight);
}

for (const [path, budget] of BUDGETS) {
  test(`${path} is at most ${budget} px tall on a 390 px phone, with no sideways scroll`, async ({
    page,
  }) => {
    await page.goto(path);
    expect(await pageHeight(page)).toBeLessThanOrEqual(budget);
    // What a visitor can do, not scrollWidth (rows that scroll inside themselves inflate it).
    const scrolledSideways = await page.evaluate(() => {
      window.scrollTo(10_000, 0);
      return window.scrollX;
    });
    expect(scrolledSideways).toBe(0);
  });
}

test('a sideways row of cards can be scrolled by keyboard and shows that it scrolls', async ({
  page,
}) => {
  await page.goto('/technologies');
  const row = page.locator('[data-scroller]').first();
  const { scrollWidth, clientWidth } = await row.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  await row.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});

for (const width of [390, 1440]) {
  test(`at ${width} px the floating buttons dock above the footer instead of covering it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = page.getByRole('contentinfo');
    const launcher = page
      .getByRole('link', { name: 'Chat with us' })
      .or(page.getByRole('button', { name: 'Chat with us' }));
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toBeVisible();
    const footerTop = (await footer.boundingBox())?.y ?? 0;
    for (const button of [launcher.first(), backToTop]) {
      const box = await button.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(footerTop);
    }
  });
}
