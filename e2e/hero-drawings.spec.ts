import { expect, test, type Page } from '@playwright/test';

/**
 * Hero drawings below 1024 px (docs/reader-settings.md#hero-drawings-on-tablets-and-phones): on a
 * tablet the drawing stands under the text at close to its drawn size; on a phone its compact
 * version does (a diagram across the screen, a cover's band, a table, a row), inside the screen.
 */
const PAGES = [
  // A service whose diagram has words in it, and one whose composition is icons alone.
  { path: '/services/devops', phone: '[data-hero-drawing="release-contrast"]' },
  { path: '/services/mobile-development', phone: '[data-hero-drawing="orbit"]' },
  // The cover is drawn 640 px wide and stands at that size on a tablet.
  {
    path: '/case-studies/ev-transport-platform',
    phone: '[data-hero-compact="cover"]',
    tablet: 640,
  },
  { path: '/technologies', phone: '[data-hero-compact="study-stacks"]' },
  { path: '/case-studies', phone: '[data-hero-compact="studies"]' },
];

/** The box of the first visible element matching `selector` inside the page's hero. */
async function visibleBox(page: Page, selector: string) {
  const hero = page.locator('main > section').first();
  const shown = hero.locator(selector).locator('visible=true');
  await expect(shown.first()).toBeVisible();
  return shown.first().boundingBox();
}

test.describe('at 768 px', () => {
  test.use({ viewport: { width: 768, height: 1024 } });
  for (const { path, tablet = 440 } of PAGES) {
    test(`${path} shows its hero drawing under the text, near its drawn size`, async ({ page }) => {
      await page.goto(path);
      const box = await visibleBox(page, '.hero-drawing');
      expect(box!.width).toBeGreaterThanOrEqual(tablet - 40);
      expect(box!.width).toBeLessThanOrEqual(tablet);
      const h1 = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect(box!.y).toBeGreaterThan(h1!.y + h1!.height);
    });
  }
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const { path, phone } of PAGES) {
    test(`${path} shows its hero drawing's phone version, inside the screen`, async ({ page }) => {
      await page.goto(path);
      const box = await visibleBox(page, phone);
      expect(box!.height).toBeGreaterThan(20);
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    });
  }

  test('a case study cover band shows its image loaded, at 11 px labels or more', async ({
    page,
  }) => {
    await page.goto('/case-studies/ev-transport-platform');
    const img = page.locator('[data-hero-compact="cover"] img');
    await expect(img).toBeVisible();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
      .toBeGreaterThan(0);
    // The cover is drawn 640 units wide with 12-unit labels: 11 px needs 587 px or more.
    const { width } = (await img.boundingBox())!;
    expect(width).toBeGreaterThanOrEqual(587);
  });

  test('a labelled service diagram spans the screen, so its 13-unit labels are 11 px or more', async ({
    page,
  }) => {
    await page.goto('/services/devops');
    const svg = page.locator('main > section').first().locator('[data-hero-drawing] svg').first();
    const { width } = (await svg.boundingBox())!;
    expect((width / 440) * 13).toBeGreaterThanOrEqual(11);
  });
});
