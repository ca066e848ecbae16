import { expect, test } from '@playwright/test';
import { CONTROLS, coveredBy } from './helpers/covered-by';

/**
 * Two phone cues that are CSS only (docs/floating-chat.md#a-smaller-launcher-on-the-first-screen,
 * docs/reader-settings.md#where-a-row-of-cards-stands): the chat launcher is small on the first
 * screen and covers nothing there, and a sideways row of cards shows how many cards it has and
 * which one is showing, without taking a tab stop.
 */

/** On the first screen the launcher must not hide a client's logo either, drawn or pictured. */
const CONTROLS_AND_LOGOS = `${CONTROLS}, img, svg`;

const launcher = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: 'Chat with us', exact: true });

for (const [width, height] of [
  [390, 844],
  [393, 852],
  [360, 780],
  [412, 915],
] as const) {
  test(`at ${width} x ${height} the launcher covers nothing on the home page's first screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    const button = launcher(page);
    await expect(button).toBeVisible();
    expect(await coveredBy(button, CONTROLS_AND_LOGOS)).toEqual([]);
    // Still a target a thumb can hit (WCAG 2.5.8 asks for 24 px).
    expect((await button.boundingBox())!.width).toBeGreaterThanOrEqual(32);
  });
}

test('on a phone the launcher is back to its usual size once the visitor scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(async () => (await launcher(page).boundingBox())!.width).toBe(56);
});

test('a phone row of cards says how many cards it has, and its cue takes no tab stop', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The home page's technology cards: the one sideways row left since /technologies stacks its
  // cards on a phone.
  await page.goto('/');
  const row = page.locator('[data-scroller]').first();
  const cards = await row.locator(':scope > li').count();
  // The count line (shown where the browser draws no dots) names the row's own number.
  await expect(row.locator('xpath=following-sibling::p[1]')).toHaveText(new RegExp(`^${cards}\\D`));
  // The row loads at its first card, and Tab goes from the row into its first card's link:
  // the dots are not in the way.
  expect(await row.evaluate((el) => el.scrollLeft)).toBe(0);
  await row.focus();
  await page.keyboard.press('Tab');
  expect(
    await row.evaluate((el) => {
      const first = el.querySelector(':scope > li');
      return !!first && first.contains(document.activeElement);
    }),
  ).toBe(true);
});
