import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadBlogModules } from '@/testing/blog-modules';
import { freeTitle, shiftDay } from '@/testing/fixture-articles';
import { slugify } from '@/lib/utils/slugify';
import { CONTENT_DIR } from './parse';

const { blog: realBlog } = loadBlogModules(CONTENT_DIR);
// The build's day (CONTENT_TODAY in tests), not the wall clock: the loaders use the same.
const today = realBlog.buildDay();
const tomorrow = shiftDay(today, 1);

const real = realBlog.getAllPosts();
const model = real.find((p) => !p.featured)!;

/** A copy of a real article under a title no real article has, with front-matter changes. */
function variant(base: string, extra: string, date: string): [string, string] {
  const title = freeTitle(
    base,
    real.map((p) => p.slug),
  );
  const slug = slugify(title);
  const source = fs.readFileSync(path.join(CONTENT_DIR, 'blog', `${model.slug}.mdx`), 'utf8');
  const text = source
    .replace(/^title: .*$/m, `title: "${title}"`)
    .replace(/^slug: .*$/m, `slug: ${slug}`)
    .replace(/^date: .*$/m, `date: "${date}"${extra ? `\n${extra}` : ''}`);
  return [slug, text];
}

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'content-publishing-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));
fs.cpSync(CONTENT_DIR, temp, { recursive: true });
// Dated today, so both would be the newest articles if they were published.
const [draftSlug, draftText] = variant('An Unfinished Draft Article', 'draft: true', today);
const [futureSlug, futureText] = variant('An Article Dated Tomorrow', '', tomorrow);
fs.writeFileSync(path.join(temp, 'blog', `${draftSlug}.mdx`), draftText);
fs.writeFileSync(path.join(temp, 'blog', `${futureSlug}.mdx`), futureText);
const hidden = [draftSlug, futureSlug];

describe('a build (production) leaves drafts and future-dated articles out of everything', () => {
  const { blog, pages, index, feed, routes } = loadBlogModules(temp);
  const posts = blog.getAllPosts();

  it('still validates them, but shows only the published articles', () => {
    expect(blog.loadAllPosts().map((p) => p.slug)).toEqual(expect.arrayContaining(hidden));
    expect(posts.map((p) => p.slug).sort()).toEqual(real.map((p) => p.slug).sort());
  });

  it('no page, list, category or author page, feed item, sitemap entry, index entry or OG image', () => {
    const everywhere = JSON.stringify({
      pages: posts.map((p) => blog.postPath(p.slug)),
      lists: pages.blogListPages(posts).map((p) => p.items.map((i) => i.slug)),
      categories: pages.blogCategories(posts).map((c) => c.posts.map((p) => p.slug)),
      authors: pages.blogAuthors(posts).map((a) => a.posts.map((p) => p.slug)),
      sitemap: routes.getRoutes().map((r) => r.path),
      unlisted: routes.unlistedRoutes,
      ogImages: posts.map((p) => blog.postOgImagePath(p)),
      related: posts.map((p) => blog.getRelatedPosts(p, posts).map((r) => r.slug)),
    });
    const rss = feed.buildRssFeed(posts);
    const searchIndex = JSON.stringify(index.buildBlogIndex());
    for (const slug of hidden) {
      expect(everywhere).not.toContain(slug);
      expect(rss).not.toContain(slug);
      expect(searchIndex).not.toContain(slug);
    }
    expect(() => blog.getPost(draftSlug)).toThrow(/No article/);
  });

  it('publishes the future article with the first build on or after its date', () => {
    const onTheDay = loadBlogModules(temp, { CONTENT_TODAY: tomorrow }).blog.getAllPosts();
    expect(onTheDay.find((p) => p.slug === futureSlug)?.status).toBe('published');
    expect(onTheDay[0]!.date).toBe(tomorrow);
    expect(onTheDay.map((p) => p.slug)).not.toContain(draftSlug);
    const dayBefore = loadBlogModules(temp, { CONTENT_TODAY: today }).blog.getAllPosts();
    expect(dayBefore.map((p) => p.slug)).not.toContain(futureSlug);
  });
});

describe('the development server shows them, marked', () => {
  const { blog, cards, copy, index } = loadBlogModules(temp);
  let posts: ReturnType<typeof blog.getAllPosts> = [];
  const mode = process.env.NODE_ENV;
  const env = process.env as Record<string, string | undefined>;
  // `next dev` runs with NODE_ENV=development; the loader reads it on every call.
  beforeAll(() => {
    env.NODE_ENV = 'development';
    posts = blog.getAllPosts();
  });
  afterAll(() => {
    env.NODE_ENV = mode;
  });

  it('lists the draft and the scheduled article with their status and label', () => {
    const draft = posts.find((p) => p.slug === draftSlug)!;
    const future = posts.find((p) => p.slug === futureSlug)!;
    expect(draft.status).toBe('draft');
    expect(future.status).toBe('scheduled');
    expect(cards.toCard(draft).preview).toBe(copy.getBlogCopy().preview.draft);
    expect(cards.toCard(future).preview).toMatch(/^Scheduled for /);
    expect(cards.toCard(posts.find((p) => p.status === 'published')!).preview).toBeUndefined();
    expect(index.buildBlogIndex(posts).map((c) => c.slug)).toEqual(expect.arrayContaining(hidden));
  });

  it('re-reads a saved article on the next call (no stale cache)', () => {
    const file = path.join(temp, 'blog', `${draftSlug}.mdx`);
    const before = blog.getPost(draftSlug).excerpt;
    const edited = 'An excerpt the editor has just saved, which the next reload must show.';
    fs.writeFileSync(file, draftText.replace(/^excerpt: .*$/m, `excerpt: "${edited}"`));
    try {
      expect(blog.getPost(draftSlug).excerpt).toBe(edited);
    } finally {
      fs.writeFileSync(file, draftText);
    }
    expect(blog.getPost(draftSlug).excerpt).toBe(before);
  });
});

describe('author pages', () => {
  const { blog, pages, routes } = loadBlogModules(temp);
  const posts = blog.getAllPosts();
  const authors = pages.blogAuthors(posts);

  it('exist for everyone who has written, with their articles newest first', () => {
    const writers = new Set(posts.map((p) => p.author.id));
    expect(authors.map((a) => a.person.id).sort()).toEqual([...writers].sort());
    for (const author of authors) {
      expect(author.path).toBe(`/blog/author/${author.person.id}`);
      const dates = author.posts.map((p) => p.date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(author.posts.every((p) => p.author.id === author.person.id)).toBe(true);
    }
  });

  it('are paginated like the lists, in the sitemap, their page-1 twins unlisted', () => {
    const sitemap = routes.getRoutes().map((r) => r.path);
    for (const author of authors) {
      const list = pages.authorPages(author);
      expect(list.flatMap((p) => p.items)).toEqual(author.posts);
      for (const page of list) expect(sitemap).toContain(page.path);
      expect(routes.unlistedRoutes).toContain(`${author.path}/page/1`);
      const listing = pages.authorListing(author.person.id);
      expect(listing.title).toContain(author.person.name);
      expect(listing.description.length).toBeLessThanOrEqual(159);
    }
  });

  it("link from every article's author", () => {
    for (const post of posts) expect(post.author.path).toBe(`/blog/author/${post.author.id}`);
  });
});
