import { expect, test, type Page } from '@playwright/test';
import { getContactIntents } from '../lib/content/contact-intents';
import { getContactPage } from '../lib/content/pages';
import { getProducts } from '../lib/content/products';
import { getServices } from '../lib/content/services';
import { intentOfHref } from '../lib/contact/intent';
import { SERVICE_OPTIONS } from '../lib/leads/payload-schemas';
import { hydrateIslands } from './helpers/hydration';

/**
 * The contact path carries what the visitor asked for (docs/contact-path.md): a product's or
 * a service's call to action lands on /contact with its intent, the form preselects the
 * matching service and says what was asked; the form itself is near the top of the page.
 */
const intents = getContactIntents();
const serviceSelect = (page: Page) => page.getByLabel(/^Service you need/);
const intentLine = (page: Page) => page.locator('[data-contact-intent]');
const firstField = (page: Page) => page.getByLabel(/^First name/);

for (const product of getProducts()) {
  for (const [where, action] of [
    ['hero', product.hero.demo],
    ['closing', product.cta.primary],
  ] as const) {
    test(`${product.name}: the ${where} "${action.label}" preselects its service on /contact`, async ({
      page,
    }) => {
      const intent = intents[intentOfHref(action.href)!]!;
      await page.goto(product.path);
      const link = page.locator('main').getByRole('link', { name: action.label, exact: true });
      await link.last().click();
      await expect(page).toHaveURL((url) => url.pathname === '/contact');
      // The form reads the intent once its island runs (slow on a busy machine).
      await hydrateIslands(page);
      await expect(serviceSelect(page)).toHaveValue(intent.service);
      await expect(intentLine(page)).toHaveText(intent.line);
      await expect(intentLine(page)).toBeVisible();
    });
  }
}

test("a service page's call to action preselects that service", async ({ page }) => {
  const service = getServices().find((s) => intents[s.slug]!.service !== SERVICE_OPTIONS[0])!;
  await page.goto(service.path);
  await page
    .locator('main > section')
    .first()
    .getByRole('link', { name: service.hero.primary.label })
    .click();
  await expect(page).toHaveURL(`/contact?intent=${service.slug}`);
  await hydrateIslands(page);
  await expect(serviceSelect(page)).toHaveValue(intents[service.slug]!.service);
  await expect(intentLine(page)).toHaveText(intents[service.slug]!.line);
});

test('an unknown intent leaves the form as it is', async ({ page }) => {
  await page.goto('/contact?intent=free-pizza');
  await expect(firstField(page)).toBeVisible();
  await hydrateIslands(page);
  await expect(serviceSelect(page)).toHaveValue(SERVICE_OPTIONS[0]);
  await expect(intentLine(page)).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the form is as always: the first service, no line', async ({ page }) => {
    await page.goto('/contact?intent=geofleet-trial');
    await expect(serviceSelect(page)).toHaveValue(SERVICE_OPTIONS[0]);
    await expect(intentLine(page)).toHaveCount(0);
  });
});

test.describe('where the form sits', () => {
  test('at 1440 px its first field is in the first screen, beside the contact details', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/contact');
    await expect(firstField(page)).toBeInViewport({ ratio: 1 });
    const field = (await firstField(page).boundingBox())!;
    const details = (await page
      .getByRole('region', { name: getContactPage().details.title })
      .boundingBox())!;
    expect(details.x).toBeGreaterThan(field.x + field.width);
    expect(details.y).toBeLessThan(900);
  });

  test('at 390 px its first field is within one and a half screens', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contact');
    const field = (await firstField(page).boundingBox())!;
    expect(field.y + field.height).toBeLessThanOrEqual(844 * 1.5);
  });
});
