import { axeViolations } from './helpers/axe';
import { pageAxeRules } from './helpers/axe-rules';
import { expect, test } from '@playwright/test';
import { getAllPosts } from '../lib/content/blog';
import { blogCategories } from '../lib/content/blog-pages';
import { getServices } from '../lib/content/services';

const posts = getAllPosts();
const post = posts.find((p) => !p.featured) ?? posts[0]!;
const searchbox = (page: import('@playwright/test').Page) =>
  page.getByRole('searchbox', { name: 'Search the site' });

for (const width of [390, 1440]) {
  test.describe(`site search at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the header links to /search on every page', async ({ page }) => {
      await page.goto('/about');
      // Narrow screens reach it through the menu, wider ones from the header bar.
      if (width < 640) await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('link', { name: 'Search the site' }).click();
      await expect(page).toHaveURL(/\/search$/);
      await expect(searchbox(page)).toBeVisible();
    });

    test('finds an article by its title, with its type, an excerpt and a counted live status', async ({
      page,
    }) => {
      await page.goto('/search');
      await searchbox(page).fill(post.title);
      const result = page.getByRole('link', { name: post.title }).first();
      await expect(result).toHaveAttribute('href', `/blog/${post.slug}`);
      await expect(page.getByRole('status')).toContainText(/\d+ results? for/);
      await expect(page.locator('li').filter({ has: result }).getByText('Article')).toBeVisible();
      await expect(page).toHaveURL(/\?q=/);
    });

    test('finds a service, and a query from the URL runs at once', async ({ page }) => {
      const service = getServices()[0]!;
      await page.goto(`/search?q=${encodeURIComponent(service.name)}`);
      // In the results (the header's menu links every service too, out of sight until opened).
      await expect(
        page.getByRole('main').locator(`a[href="${service.path}"]`).first(),
      ).toBeVisible();
      await expect(page.locator('mark').first()).toBeVisible();
    });

    test('hostile input stays text, and a word no page has says so', async ({ page }) => {
      await page.goto('/search');
      await searchbox(page).fill('<img src=x onerror=alert(1)>');
      // The first answer waits for the runtime (started by this typing), then Pagefind's engine
      // and index: on a loaded 2-core host that passed 5 s once.
      await expect(page.getByRole('status')).toContainText('“<img src=x onerror=alert(1)>”', {
        timeout: 15_000,
      });
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      await searchbox(page).fill('zzqxvvj');
      await expect(page.getByRole('status')).toContainText('No pages match “zzqxvvj”');
    });

    // The results state is this spec's own; at 1440 px the two lists are every-page.spec.ts's
    // representatives already (both schemes), so only the phone repeats them.
    const axePaths = [
      '/search?q=augmentation',
      ...(width < 640 ? [blogCategories(posts)[0]!.path, '/blog/page/1'] : []),
    ];
    test(`${axePaths.join(', ')}: no axe violations`, async ({ page }) => {
      test.setTimeout(90_000);
      const rules = await pageAxeRules();
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const path of axePaths) {
        await page.goto(path);
        if (path.startsWith('/search'))
          await expect(page.getByRole('status')).toContainText(/result|No pages/);
        expect(await axeViolations(page, rules), path).toEqual([]);
      }
    });
  });
}

test.describe('site search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('says search needs JavaScript and links the pages that list everything', async ({
    page,
  }) => {
    await page.goto('/search?q=flutter');
    await expect(page.getByText('Site search needs JavaScript')).toBeVisible();
    for (const path of ['/blog', '/services', '/technologies'])
      await expect(page.locator(`main a[href="${path}"]`).first()).toBeVisible();
  });
});
