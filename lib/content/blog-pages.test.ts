import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadBlogModules } from '@/testing/blog-modules';
import { freeTitle, shiftDay } from '@/testing/fixture-articles';
import { slugify } from '@/lib/utils/slugify';
import { CONTENT_DIR } from './parse';

const original = loadBlogModules(CONTENT_DIR);
const existing = original.blog.getAllPosts();
const pageSize = original.pages.blogPageSize();
const people = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, 'people.json'), 'utf8'));
const author: string = (Array.isArray(people) ? people : people.people)[0].id;

const taken = existing.map((p) => p.slug);
const today = original.blog.buildDay();

/** An article an editor might write: a known category, a real article's art (any kind). */
function article(n: number, date: string): [string, string] {
  const title = freeTitle(`Generated Article Number ${n}`, taken);
  const slug = slugify(title);
  const body = Array.from({ length: 30 }, () => 'Words an editor wrote about delivery.').join(' ');
  return [
    `${slug}.mdx`,
    `---
title: "${title}"
slug: "${slug}"
excerpt: "A generated article that proves one new file reaches every list, feed and index."
category: "${existing[n % existing.length]!.category}"
author: "${author}"
date: "${date}"
heroImage: "${existing[0]!.heroImage}"
keyTakeaways: ["One.", "Two.", "Three.", "Four.", "Five.", "Six."]
---

## A heading

${body}
`,
  ];
}

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));
fs.cpSync(CONTENT_DIR, temp, { recursive: true });
// Enough new articles to need one more list page than today, one a day up to the build's day
// (CONTENT_TODAY in tests), so every one is published whatever the real articles' dates are.
const added = pageSize + 1;
const addedSlugs: string[] = [];
for (let n = 1; n <= added; n += 1) {
  const [name, text] = article(n, shiftDay(today, n - added));
  fs.writeFileSync(path.join(temp, 'blog', name), text);
  addedSlugs.push(name.replace(/\.mdx$/, ''));
}
const { blog, pages, index, feed, routes } = loadBlogModules(temp);
const posts = blog.getAllPosts();

describe('articles added to a copy of content/ (and nothing else)', () => {
  it('are loaded, newest first, with at most one featured article', () => {
    expect(posts).toHaveLength(existing.length + added);
    expect(posts.map((p) => p.slug)).toEqual(expect.arrayContaining(addedSlugs));
    expect(posts[0]!.date).toBe(today);
    const dates = posts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(posts.filter((p) => p.featured).length).toBeLessThanOrEqual(1);
  });

  it('fill list pages of the configured size, newest on /blog, the older ones on /blog/page/N', () => {
    const list = pages.blogListPages(posts);
    const before = original.pages.blogListPages(existing);
    expect(list.length).toBeGreaterThan(before.length);
    expect(list).toHaveLength(Math.ceil(blog.getListedPosts(posts).length / pageSize));
    expect(list.map((p) => p.path)).toEqual(
      list.map((_, i) => (i === 0 ? '/blog' : `/blog/page/${i + 1}`)),
    );
    for (const page of list) expect(page.items.length).toBeLessThanOrEqual(pageSize);
    expect(list.flatMap((p) => p.items)).toEqual(blog.getListedPosts(posts));
  });

  it('give every article a page, a card on its list and category pages, a feed item, a sitemap entry, an index entry and an OG image', () => {
    const sitemap = routes.getRoutes().map((r) => r.path);
    const rss = feed.buildRssFeed(posts);
    const searchIndex = index.buildBlogIndex(posts).map((entry) => entry.slug);
    const listed = pages.blogListPages(posts).flatMap((p) => p.items.map((i) => i.slug));
    for (const post of posts) {
      expect(sitemap).toContain(`/blog/${post.slug}`);
      expect(rss).toContain(`/blog/${post.slug}</link>`);
      // A PNG of drawn art or a JPEG of a photo (blog.test.ts holds which is which).
      expect(blog.postOgImagePath(post)).toMatch(new RegExp(`^/og/blog/${post.slug}\\.(png|jpg)$`));
      const category = pages.blogCategories(posts).find((c) => c.name === post.category)!;
      const onCategory = pages.categoryPages(category).flatMap((p) => p.items.map((i) => i.slug));
      expect(onCategory).toContain(post.slug);
      // The featured article is shown apart and is not searchable.
      expect(listed.includes(post.slug)).toBe(!post.featured);
      expect(searchIndex.includes(post.slug)).toBe(!post.featured);
    }
  });

  it('put every list and category page in the sitemap, and nothing twice', () => {
    const sitemap = routes.getRoutes().map((r) => r.path);
    expect(new Set(sitemap).size).toBe(sitemap.length);
    for (const page of pages.blogListPages(posts)) expect(sitemap).toContain(page.path);
    for (const category of pages.blogCategories(posts))
      for (const page of pages.categoryPages(category)) expect(sitemap).toContain(page.path);
    expect(sitemap).not.toContain('/blog/page/1');
  });

  it('describe each list page from the content copy', () => {
    const second = pages.blogListing('2', posts);
    expect(second.canonical).toBe('/blog/page/2');
    expect(second.title).toContain('2');
    for (const category of pages.blogCategories(posts)) {
      const listing = pages.categoryListing(category.slug, undefined, posts);
      expect(listing.title).toContain(category.name);
      expect(listing.description.length).toBeGreaterThanOrEqual(50);
      expect(listing.canonical).toBe(category.path);
    }
  });
});

describe('paginate', () => {
  it('keeps an empty first page and puts page N at <base>/page/N', () => {
    expect(pages.paginate([], 12, '/x')).toEqual([
      { page: 1, pageCount: 1, items: [], path: '/x' },
    ]);
    const split = pages.paginate([1, 2, 3, 4, 5], 2, '/x');
    expect(split.map((p) => [p.path, p.items])).toEqual([
      ['/x', [1, 2]],
      ['/x/page/2', [3, 4]],
      ['/x/page/3', [5]],
    ]);
  });

  it('refuses a page size below 1', () => {
    expect(() => pages.paginate([1], 0, '/x')).toThrow(/page size/);
  });
});
