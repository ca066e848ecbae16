import { expect, test, type Page } from '@playwright/test';
import { getAllPosts } from '../lib/content/blog';
import { axExpanded } from './helpers/ax';
import { expectLinkTargets } from './helpers/links';

const servicesPanel = (page: Page) => page.locator('#menu-services');
const technologiesPanel = (page: Page) => page.locator('#menu-technologies');
const trigger = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name });

test.describe('desktop header', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('is sticky and lists the main navigation in order', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const labels = await nav
      .locator(':scope > ul > li > a, :scope > ul > li > button')
      .allInnerTexts();
    expect(labels.map((l) => l.trim())).toEqual([
      'Home',
      'About',
      'Services',
      'Technologies',
      'Products',
      'Blog',
      'Case Studies',
      'Careers',
      'Contact',
    ]);
    await expect(page.getByRole('link', { name: 'Get a Proposal' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await page.mouse.wheel(0, 1500);
    await expect(page.locator('header').first()).toBeInViewport();
  });

  test('a mega-menu opens on hover, and only one is visible at a time', async ({ page }) => {
    await expect(servicesPanel(page)).toBeHidden();
    await trigger(page, 'Services').hover();
    await expect(servicesPanel(page)).toBeVisible();
    await expect(
      servicesPanel(page).getByRole('link', { name: /Staff Augmentation/ }),
    ).toBeVisible();
    await trigger(page, 'Technologies').hover();
    await expect(technologiesPanel(page)).toBeVisible();
    await expect(servicesPanel(page)).toBeHidden();
    await page.mouse.move(700, 700);
    await expect(technologiesPanel(page)).toBeHidden();
  });

  test('click opens a menu, a second click elsewhere opens only that one, Escape closes', async ({
    page,
  }) => {
    await trigger(page, 'Services').click();
    await page.mouse.move(700, 800);
    await expect(servicesPanel(page)).toBeVisible();
    await trigger(page, 'Technologies').click();
    await page.mouse.move(700, 800);
    await expect(technologiesPanel(page)).toBeVisible();
    await expect(servicesPanel(page)).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(technologiesPanel(page)).toBeHidden();
  });

  test('outside click closes an open menu', async ({ page }) => {
    await trigger(page, 'Products').click();
    await page.mouse.move(700, 800);
    await expect(page.locator('#menu-products')).toBeVisible();
    await page.mouse.click(700, 800);
    await expect(page.locator('#menu-products')).toBeHidden();
  });

  test('keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus', async ({
    page,
  }) => {
    await trigger(page, 'Services').focus();
    await page.keyboard.press('Enter');
    await expect(servicesPanel(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(servicesPanel(page).getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(servicesPanel(page)).toBeHidden();
    await expect(trigger(page, 'Services')).toBeFocused();
  });

  test('menu links resolve redirect sources to their targets', async ({ page }) => {
    await trigger(page, 'Services').click();
    await expectLinkTargets(servicesPanel(page), [
      [/Blockchain/, '/services/blockchain-development'],
      [/Cloud Engineering/, '/services/cloud-engineering'],
      ['All services', '/services'],
    ]);
  });
});

test.describe('the current section', () => {
  const entries = (page: Page) =>
    page.getByRole('navigation', { name: 'Main' }).locator(':scope > ul > li > :is(a, button)');
  /** The header entries whose background is tinted, by their visible text. */
  async function marked(page: Page): Promise<string[]> {
    const all = await entries(page).evaluateAll((elements) =>
      elements.map((element) => ({
        text: (element as HTMLElement).innerText.trim(),
        background: getComputedStyle(element).backgroundColor,
      })),
    );
    return all
      .filter(({ background }) => background !== 'rgba(0, 0, 0, 0)')
      .map(({ text }) => text);
  }

  const article = getAllPosts()[0]!;
  for (const [path, entry] of [
    ['/about', 'About'],
    ['/blog', 'Blog'],
    [`/blog/${article.slug}`, 'Blog'],
    ['/services/devops', 'Services'],
    ['/technologies/react', 'Technologies'],
    ['/products/geofleet', 'Products'],
    ['/case-studies/ev-transport-platform', 'Case Studies'],
  ] as const) {
    test(`${path} marks ${entry}, and only it`, async ({ page }) => {
      await page.goto(path);
      expect(await marked(page)).toEqual([entry]);
    });
  }

  test('the home page marks nothing (the logo is its link)', async ({ page }) => {
    await page.goto('/');
    expect(await marked(page)).toEqual([]);
  });
});

test.describe('header without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('mega-menus still open on hover and on click', async ({ page }) => {
    await page.goto('/');
    await trigger(page, 'Technologies').hover();
    await expect(technologiesPanel(page).getByRole('link', { name: 'Next.js' })).toBeVisible();
    await trigger(page, 'Services').click();
    await page.mouse.move(700, 800);
    await expect(servicesPanel(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(servicesPanel(page)).toBeHidden();
  });
});

test.describe('mobile header (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the toggle opens and closes the menu; Products goes to the first product', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect.poll(() => axExpanded(page, 'Menu')).toBe(false);
    await toggle.click();
    await expect.poll(() => axExpanded(page, 'Menu')).toBe(true);
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Products' })).toHaveAttribute(
      'href',
      '/products/chargiq',
    );
    // On the home page the mobile menu omits Home.
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).toBeHidden();
    await menu.getByText('Services', { exact: true }).click();
    await expect(menu.getByRole('link', { name: 'Staff Augmentation' })).toBeVisible();
    await toggle.click();
    await expect(menu).toBeHidden();
    await expect.poll(() => axExpanded(page, 'Menu')).toBe(false);
  });

  test('works without JavaScript and shows Home on other pages', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/this-page-does-not-exist');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await context.close();
  });
});
