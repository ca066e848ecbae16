import fs from 'node:fs';
import path from 'node:path';
import { axe } from './helpers/axe';
import { expect, test, type Page } from '@playwright/test';
import {
  getAllPosts,
  getFeaturedPost,
  getListedPosts,
  getRelatedPosts,
  postOgImagePath,
} from '../lib/content/blog';
import { getBlogCopy } from '../lib/content/pages';
import { fillTemplate } from '../lib/utils/fill-template';
import { ALL_CATEGORIES, BLOG_CATEGORIES } from '../lib/content/blog-categories';
import {
  blogAuthors,
  blogCategories,
  blogListPages,
  blogPageSize,
} from '../lib/content/blog-pages';
import { PHOTO_EXTENSION, RASTER_SOURCES } from '../lib/images/raster';
import { site } from '../lib/site';
import { slugify } from '../lib/utils/slugify';
import { holdRuntime, hydrateIslands, isHydrated } from './helpers/hydration';
import { expectExternalLink, expectLinkTargets } from './helpers/links';
import { OUT_DIR } from './helpers/out-files';

const posts = getAllPosts();
const listed = getListedPosts(posts);
const featured = getFeaturedPost(posts)!;
/** The cards /blog shows unfiltered: its first page. */
const firstPage = blogListPages(posts)[0]!.items;

const latest = (page: Page) => page.locator('#articles');
const cardTitles = (page: Page) => latest(page).getByRole('listitem').getByRole('heading');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search articles' });
const categoryButton = (page: Page, name: string) =>
  page
    .getByRole('group', { name: 'Filter by category' })
    .getByRole('button', { name, exact: true });

/** Opens /blog (with an optional query) and waits until the filter island has hydrated. */
async function openBlog(page: Page, query = '') {
  await page.goto(`/blog${query}`);
  await hydrateIslands(page);
}

/** Titles the filter shows for a search and a category: the first page of the matches. */
const matching = (query: string, category?: string) =>
  listed
    .filter((p) => !category || p.category === category)
    .filter((p) => `${p.title} ${p.excerpt}`.toLowerCase().includes(query.toLowerCase()))
    .map((p) => p.title)
    .slice(0, blogPageSize());
const titlesOf = (category: string) => matching('', category);

test.describe('blog list', () => {
  test('shows the featured article apart and the newest others in the grid', async ({ page }) => {
    await openBlog(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const featuredLink = page.locator('#featured-heading').locator('..').getByRole('link');
    await expect(featuredLink).toHaveAttribute('href', `/blog/${featured.slug}`);
    await expect(cardTitles(page)).toHaveText(firstPage.map((p) => p.title));
    await expect(latest(page).getByRole('link', { name: featured.title })).toHaveCount(0);
    for (const post of firstPage)
      await expect(latest(page).getByRole('link', { name: post.title })).toHaveAttribute(
        'href',
        `/blog/${post.slug}`,
      );
    await expect(categoryButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('group', { name: 'Filter by category' }).getByRole('button'),
    ).toHaveText([ALL_CATEGORIES, ...BLOG_CATEGORIES]);
  });

  test('search matches title or excerpt, case-insensitively, and the featured article is not searchable', async ({
    page,
  }) => {
    await openBlog(page);
    await search(page).fill('FLUTTER');
    const expected = matching('flutter');
    expect(expected.length).toBeGreaterThan(0);
    await expect(cardTitles(page)).toHaveText(expected);
    await expect(page).toHaveURL(/\/blog\?q=FLUTTER$/);

    // The featured article's own title finds the listed articles that share its words, never it.
    await search(page).fill(featured.title);
    await expect(cardTitles(page)).toHaveText(matching(featured.title));
    await expect(latest(page).getByRole('heading', { name: featured.title })).toHaveCount(0);
  });

  test('a category button filters the grid', async ({ page }) => {
    await openBlog(page);
    await categoryButton(page, 'Web Development').click();
    await expect(categoryButton(page, 'Web Development')).toHaveAttribute('aria-pressed', 'true');
    await expect(categoryButton(page, 'All')).toHaveAttribute('aria-pressed', 'false');
    await expect(cardTitles(page)).toHaveText(titlesOf('Web Development'));
    await expect(page).toHaveURL(/\/blog\?category=web-development$/);
  });

  test('search and category combine', async ({ page }) => {
    await openBlog(page);
    await categoryButton(page, 'Mobile Development').click();
    await expect(cardTitles(page)).toHaveText(titlesOf('Mobile Development'));
    await search(page).fill('cost');
    expect(matching('cost', 'Mobile Development')).toContain('Native vs cross-platform ROI');
    await expect(cardTitles(page)).toHaveText(matching('cost', 'Mobile Development'));
    await expect(page).toHaveURL(/\/blog\?q=cost&category=mobile-development$/);
  });

  test('no match shows the message, and Clear Filters resets search and category', async ({
    page,
  }) => {
    await openBlog(page);
    await categoryButton(page, 'MVP Development').click();
    await search(page).fill('kubernetes');
    await expect(page.getByText('No articles found matching your criteria.')).toBeVisible();
    await expect(cardTitles(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(search(page)).toHaveValue('');
    await expect(categoryButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(cardTitles(page)).toHaveCount(firstPage.length);
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('filter state comes from the URL, and Back returns to the previous filter', async ({
    page,
  }) => {
    await openBlog(page, '?q=mvp&category=mvp-development');
    await expect(search(page)).toHaveValue('mvp');
    await expect(categoryButton(page, 'MVP Development')).toHaveAttribute('aria-pressed', 'true');
    expect(matching('mvp', 'MVP Development')).toContain('MVP development strategies');
    await expect(cardTitles(page)).toHaveText(matching('mvp', 'MVP Development'));

    await openBlog(page);
    await categoryButton(page, 'Web Development').click();
    await expect(page).toHaveURL(/category=web-development/);
    await categoryButton(page, 'Mobile Development').click();
    await expect(page).toHaveURL(/category=mobile-development/);

    await page.goBack();
    await expect(page).toHaveURL(/\/blog\?category=web-development$/);
    await expect(categoryButton(page, 'Web Development')).toHaveAttribute('aria-pressed', 'true');
    await expect(cardTitles(page)).toHaveText(titlesOf('Web Development'));

    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(categoryButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(cardTitles(page)).toHaveCount(firstPage.length);
  });

  for (const query of ['?q=platform&category=web-development', '?q=kubernetes']) {
    test(`the state ${query} has no axe violations`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openBlog(page, query);
      const { violations } = await axe(page)
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(violations.map((v) => v.id)).toEqual([]);
    });
  }

  // docs/islands.md#the-blog-filter: the first category or keystroke needs no round trip.
  test('has the whole search index once the filter is live, before any input', async ({ page }) => {
    const index = page.waitForResponse((response) =>
      response.url().endsWith('/blog/search-index.json'),
    );
    await page.goto('/blog');
    expect((await index).ok()).toBe(true);
  });

  test('links the RSS feed from the head and places the newsletter form', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      `${site.url}/blog/feed.xml`,
    );
    await expect(
      page.getByRole('heading', { name: 'One email a month, worth opening' }),
    ).toBeVisible();
    await expect(page.locator('form[data-variant="blog"]')).toBeVisible();
  });
});

test.describe('blog filter before React is live (plain HTML answers the first tap)', () => {
  const sample = firstPage.at(-1)!;
  const sampleCategory = blogCategories(posts).find((c) => c.name === sample.category)!;
  const categoryLink = (page: Page, name: string) =>
    latest(page).getByRole('link', { name, exact: true });

  test('a category tap follows the link to the category page, which lists that category', async ({
    page,
  }) => {
    await holdRuntime(page);
    await page.goto('/blog', { waitUntil: 'load' });
    expect(await isHydrated(page)).toBe(false);
    await categoryLink(page, sample.category).click();
    await expect(page).toHaveURL((url) => url.pathname === sampleCategory.path);
    await expect(cardTitles(page)).toHaveText(
      sampleCategory.posts.slice(0, blogPageSize()).map((p) => p.title),
    );
  });

  test('the same controls become the filter once React is live: one element, no swap', async ({
    page,
  }) => {
    const release = await holdRuntime(page);
    await page.goto('/blog', { waitUntil: 'load' });
    const link = categoryLink(page, sample.category);
    await link.evaluate(
      (element) => ((element as { markedBeforeHydration?: boolean }).markedBeforeHydration = true),
    );
    release();
    await hydrateIslands(page);
    const button = categoryButton(page, sample.category);
    expect(
      await button.evaluate(
        (element) => (element as { markedBeforeHydration?: boolean }).markedBeforeHydration,
      ),
    ).toBe(true);
    await button.click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/blog' && url.searchParams.get('category') === slugify(sample.category),
    );
    await expect(cardTitles(page)).toHaveText(titlesOf(sample.category));
  });

  test('with the runtime blocked, the category tap leads to the category page', async ({
    page,
  }) => {
    await page.route('**/islands/*.js', (route) => route.abort());
    await page.goto('/blog', { waitUntil: 'load' });
    await categoryLink(page, sample.category).click();
    await expect(page).toHaveURL((url) => url.pathname === sampleCategory.path);
  });
});

test.describe('blog without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('lists the newest articles, links the categories and searches through /search', async ({
    page,
  }) => {
    await page.goto('/blog');
    for (const post of [featured, ...firstPage])
      await expect(page.getByRole('link', { name: post.title }).first()).toHaveAttribute(
        'href',
        `/blog/${post.slug}`,
      );
    await expect(cardTitles(page)).toHaveCount(firstPage.length);
    // A named group of links (it becomes the group of filter buttons when scripts run).
    const categoryLinks = page.getByRole('group', { name: getBlogCopy().categories.heading });
    for (const category of blogCategories(posts))
      await expect(
        categoryLinks.getByRole('link', { name: category.name, exact: true }),
      ).toHaveAttribute('href', category.path);
    const [first] = blogCategories(posts);
    await categoryLinks.getByRole('link', { name: first!.name, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === first!.path);
    await page.goBack();
    await search(page).fill('flutter');
    await search(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=flutter$/);
    await expect(page.getByText('Site search needs JavaScript')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Blog: every article' })).toHaveAttribute(
      'href',
      '/blog',
    );
  });

  test('every category page lists its articles, newest first, with pagination links', async ({
    page,
  }) => {
    for (const category of blogCategories(posts)) {
      await page.goto(category.path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(category.name);
      const expected = category.posts.slice(0, firstPage.length || 1);
      await expect(page.locator('#articles').getByRole('listitem').getByRole('heading')).toHaveText(
        expected.slice(0, Math.max(expected.length, 1)).map((p) => p.title),
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${site.url}${category.path}`,
      );
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.join()).toContain('"CollectionPage"');
      expect(jsonLd.join()).toContain('"BreadcrumbList"');
    }
  });

  test('older articles are on /blog/page/N, linked from page to page', async ({ page }) => {
    const pages = blogListPages(posts);
    for (const listPage of pages.slice(1)) {
      await page.goto(listPage.path);
      await expect(page.locator('#articles').getByRole('listitem').getByRole('heading')).toHaveText(
        listPage.items.map((p) => p.title),
      );
      await expect(page.locator('link[rel="prev"]')).toHaveAttribute(
        'href',
        pages[listPage.page - 2]!.path,
      );
    }
    // /blog/page/1 exists only for the static export: noindex, canonical /blog.
    await page.goto('/blog/page/1');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}/blog`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('an article page works, share links included', async ({ page }) => {
    await page.goto(`/blog/${listed[0]!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(listed[0]!.title);
    await expect(page.getByRole('link', { name: /Share on LinkedIn/ }).first()).toBeVisible();
  });
});

test.describe('article page', () => {
  const slug = 'flutter-vs-react-native-2025';
  const post = posts.find((p) => p.slug === slug)!;
  const canonical = `${site.url}/blog/${slug}`;

  test('shows its title, meta line, hero image, takeaways and related articles', async ({
    page,
  }) => {
    await page.goto(`/blog/${slug}`);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveText(post.title);
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    const hero = page.locator('main > section').first();
    await expect(hero.getByText('Mobile Development', { exact: true })).toBeVisible();
    await expect(hero.getByText('January 18, 2024')).toBeVisible();
    await expect(hero.getByText('18 min read')).toBeVisible();
    await expect(hero.getByText(post.excerpt)).toBeVisible();
    await expect(hero.getByText('Rohan Verma')).toBeVisible();
    await expect(hero.getByText('Senior Developer')).toBeVisible();
    // The author's drawn portrait (decorative: the name beside it is the text).
    await expect(hero.locator('svg[data-portrait]').first()).toBeVisible();

    // The article's SVG artwork, shipped as AVIF with a WebP fallback (lib/images/raster.ts):
    // Chromium decodes AVIF, so that is the file it shows.
    const heroImage = page.locator(`main img[src^="/generated/uploads/blog/${slug}-"]`).first();
    await expect(heroImage).toHaveAttribute('width', '1600');
    await expect(heroImage).toHaveAttribute('height', '900');
    await expect(heroImage).toHaveAttribute('srcset', /480w.*1600w/);
    await expect
      .poll(() => heroImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await heroImage.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      new RegExp(`/generated/uploads/blog/${slug}-\\d+w\\.avif$`),
    );

    const takeaways = page.getByRole('region', { name: 'Key Takeaways' }).getByRole('listitem');
    await expect(takeaways).toHaveText(post.keyTakeaways);
    await expect(page.getByRole('region', { name: 'About the author' })).toContainText(
      'Rohan Verma',
    );
    // The service the article is tagged with, linked from under the takeaways (server-rendered).
    const serviceCopy = getBlogCopy().article.service;
    await expect(
      page.getByRole('complementary', { name: serviceCopy.eyebrow }).getByRole('link'),
    ).toHaveAttribute('href', `/services/${post.service}`);
    const related = page.getByRole('region', { name: 'Related articles' }).getByRole('article');
    await expect(related).toHaveCount(3);
    const suggested = getRelatedPosts(post, posts);
    for (const [i, other] of suggested.entries())
      await expect(related.nth(i).getByRole('link')).toHaveAttribute('href', `/blog/${other.slug}`);
    await expectLinkTargets(page, [
      ['Start Your Project', '/contact'],
      ['View Our Work', '/case-studies'],
    ]);
  });

  test('share links work without scripts', async ({ page }) => {
    await page.goto(`/blog/${slug}`);
    const encoded = encodeURIComponent(canonical);
    const linkedIn = page.getByRole('link', { name: /Share on LinkedIn/ }).first();
    await expectExternalLink(
      linkedIn,
      `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
    );
    await expect(page.getByRole('link', { name: /Share on X/ }).first()).toHaveAttribute(
      'href',
      `https://x.com/intent/tweet?url=${encoded}&text=Flutter%20vs%20React%20Native%202025`,
    );
    await expect(page.getByRole('link', { name: 'Share by email' }).first()).toHaveAttribute(
      'href',
      /^mailto:\?subject=Flutter%20vs%20React%20Native%202025&body=/,
    );
  });

  test('the table of contents links to the headings', async ({ page }) => {
    await page.goto(`/blog/${slug}`);
    const toc = page.getByRole('navigation', { name: 'In this article' });
    const links = toc.getByRole('link');
    expect(await links.count()).toBeGreaterThan(5);
    const target = links.nth(2);
    const href = (await target.getAttribute('href'))!;
    await target.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator(href)).toBeInViewport();
    await expect(page.locator(href)).toHaveText(new RegExp((await target.innerText()).trim()));
  });

  test('carries metadata for crawlers', async ({ page }) => {
    await page.goto(`/blog/${slug}`);
    await expect(page).toHaveTitle('Flutter vs React Native 2025 | Arcforge');
    const meta = (selector: string) => page.locator(`head ${selector}`);
    const ogImage = `${site.url}${postOgImagePath(post)}`;
    for (const [selector, content] of [
      ['meta[name="description"]', post.excerpt],
      ['meta[name="keywords"]', post.keyTakeaways.slice(0, 3).join(',')],
      ['meta[name="robots"]', 'index, follow'],
      ['meta[property="og:type"]', 'article'],
      ['meta[property="og:url"]', canonical],
      ['meta[property="article:published_time"]', '2024-01-18'],
      ['meta[property="og:image"]', ogImage],
      ['meta[name="twitter:card"]', 'summary_large_image'],
      ['meta[name="twitter:image"]', ogImage],
    ] as const) {
      await expect(meta(selector), selector).toHaveAttribute('content', content);
    }
    await expect(meta('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    await expect(meta('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(1);

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const nodes = blocks.flatMap((b) => [JSON.parse(b)].flat()) as Array<Record<string, unknown>>;
    const article = nodes.find((n) => n['@type'] === 'BlogPosting');
    expect(article).toMatchObject({
      headline: post.title,
      datePublished: '2024-01-18',
      mainEntityOfPage: canonical,
      author: { '@type': 'Person', name: 'Rohan Verma', jobTitle: 'Senior Developer' },
    });
    const crumbs = nodes.find((n) => n['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement).toHaveLength(3);
  });

  test('every article has canonical {site}/blog/{slugify(title)}', async ({ request }) => {
    for (const item of posts) {
      const html = await (await request.get(`/blog/${item.slug}`)).text();
      expect(html).toContain(
        `<link rel="canonical" href="${site.url}/blog/${slugify(item.title)}"/>`,
      );
    }
  });

  test('on a phone a table shows every column: rows stacked, labelled by their headers', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/blog/staff-augmentation-vs-traditional-hiring');
    const region = page.getByRole('region', { name: /Table/ }).first();
    await expect(region).toBeVisible();
    const widths = await region.evaluate((el) => ({
      inner: el.scrollWidth,
      outer: el.clientWidth,
    }));
    expect(widths.inner).toBeLessThanOrEqual(widths.outer);
    // The last (deciding) column of the first row is on screen, with its header as its label.
    const headers = await region.locator('thead th').allInnerTexts();
    const last = region.locator('tbody tr').first().locator('td').last();
    await expect(last).toHaveAttribute('data-label', headers.at(-1)!);
    const box = (await last.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const page_ = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(page_.scroll).toBeLessThanOrEqual(page_.client);
  });
});

test.describe('feed, sitemap and Open Graph images', () => {
  test('the RSS feed lists every article', async ({ request }) => {
    const response = await request.get('/blog/feed.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    for (const post of posts) expect(xml).toContain(`<link>${site.url}/blog/${post.slug}</link>`);
  });

  test('the sitemap lists the blog and every article with lastmod', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toMatch(new RegExp(`<loc>${site.url}/blog</loc>\\s*<lastmod>\\d{4}-\\d{2}-\\d{2}`));
    for (const post of posts)
      expect(xml).toMatch(
        new RegExp(`<loc>${site.url}/blog/${post.slug}</loc>\\s*<lastmod>${post.date}</lastmod>`),
      );
  });

  for (const path of ['/og/blog/mvp-development-strategies.png', '/og/default.png']) {
    test(`${path} is a 1200x630 PNG served as image/png`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      const body = await response.body();
      expect(body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630]);
    });
  }
});

test.describe('author pages', () => {
  const authors = blogAuthors(posts);

  test('exist for everyone who has written: portrait, role, bio, their articles newest first, Person JSON-LD', async ({
    page,
  }) => {
    expect(authors.length).toBeGreaterThan(0);
    for (const { person, path: authorPath, posts: theirs } of authors) {
      await page.goto(authorPath);
      const hero = page.locator('main section').first();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(person.name);
      await expect(hero.locator('[data-portrait]')).toBeVisible();
      await expect(hero.getByText(person.title, { exact: true })).toBeVisible();
      await expect(hero.getByText(person.bio)).toBeVisible();
      const titles = theirs.slice(0, blogPageSize()).map((p) => p.title);
      await expect(latest(page).getByRole('listitem').getByRole('heading')).toHaveText(titles);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const nodes = blocks.flatMap((b) => [JSON.parse(b)].flat()) as Array<Record<string, unknown>>;
      expect(nodes.find((n) => n['@type'] === 'ProfilePage')?.mainEntity).toMatchObject({
        '@type': 'Person',
        name: person.name,
        jobTitle: person.title,
        url: `${site.url}${authorPath}`,
      });
    }
  });

  test("are linked from an article's byline and its author card", async ({ page }) => {
    const post = listed[0]!;
    await page.goto(`/blog/${post.slug}`);
    const byline = page
      .locator('main section')
      .first()
      .getByRole('link', { name: post.author.name });
    await expect(byline).toHaveAttribute('href', post.author.path);
    const card = page.getByRole('region', { name: 'About the author' });
    const label = fillTemplate(getBlogCopy().authors.profileLink, { name: post.author.name });
    const more = card.getByRole('link', { name: label });
    await expect(more).toHaveAttribute('href', post.author.path);
    await more.click();
    await expect(page).toHaveURL(new RegExp(`${post.author.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.author.name);
  });

  // Their axe run is every-page.spec.ts's: an author page stands for the template there.
  test('are in the sitemap', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const { path: authorPath } of authors)
      expect(xml).toContain(`<loc>${site.url}${authorPath}</loc>`);
  });
});

test.describe('photos', () => {
  test('out/ holds the heroes published articles show, and no other art nor its renditions', () => {
    const stem = (file: string) => file.replace(/(-\d+w)?\.\w+$/, '');
    const shown = new Set(posts.map((post) => stem(path.basename(post.heroImage))));
    const published = (dir: string) =>
      fs.existsSync(path.join(OUT_DIR, dir))
        ? [...new Set(fs.readdirSync(path.join(OUT_DIR, dir)).map(stem))].sort()
        : [];
    expect(published('generated/uploads/blog')).toEqual([...shown].sort());
    for (const name of published('uploads/blog')) expect(shown).toContain(name);
  });

  test('no original photo is published: out/ holds their renditions only', () => {
    const originals = RASTER_SOURCES.flatMap((dir) =>
      fs.existsSync(path.join(OUT_DIR, dir))
        ? fs
            .readdirSync(path.join(OUT_DIR, dir), { recursive: true, encoding: 'utf8' })
            .filter((file) => PHOTO_EXTENSION.test(file))
            .map((file) => `/${dir}/${file}`)
        : [],
    );
    expect(originals).toEqual([]);
  });

  test("the search index and an article's JSON-LD name images that are published", async ({
    request,
  }) => {
    const index = (await (await request.get('/blog/search-index.json')).json()) as Array<{
      heroImage: string;
    }>;
    const post = listed[0]!;
    const html = await (await request.get(`/blog/${post.slug}`)).text();
    const jsonLd = [...html.matchAll(/"image":\[([^\]]*)\]/g)].flatMap((m) =>
      JSON.parse(`[${m[1]}]`),
    ) as string[];
    const named = [
      ...index.map((entry) => entry.heroImage),
      ...jsonLd.map((url) => url.replace(site.url, '')),
    ];
    expect(named.length).toBeGreaterThan(index.length);
    for (const image of named) expect((await request.get(image)).status(), image).toBe(200);
  });
});
