import { expect, type Page } from '@playwright/test';
import { site } from '../../lib/site';

/**
 * What every page states once about itself: the tab title (the content's seo.title plus
 * " | " and the site name) and a single h1.
 */
export async function expectPageHead(page: Page, seoTitle: string): Promise<void> {
  await expect(page).toHaveTitle(`${seoTitle} | ${site.name}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

/** The @type of every top-level JSON-LD node on the page. */
export async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((b) => [JSON.parse(b)].flat().map((node) => node['@type'] as string));
}
