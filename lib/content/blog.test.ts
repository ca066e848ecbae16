import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getRoutes } from '@/lib/routes';
import { formatDate } from '@/lib/utils/format-date';
import { slugify } from '@/lib/utils/slugify';
import { blogRoutes } from './blog-pages';
import { freeTitle } from '@/testing/fixture-articles';
import {
  BLOG_DIR,
  buildDay,
  getAllPosts,
  getFeaturedPost,
  getListedPosts,
  getRelatedPosts,
  postOgImagePath,
} from './blog';
import { getBlogCopy } from './pages';
import { toSummary } from './blog-cards';
import { buildRssFeed } from './blog-feed';
import { BLOG_CATEGORIES, categoryTone } from './blog-categories';
// The launch slugs live with the route table the e2e suite checks the built site against.
import { SPEC_BLOG_SLUGS } from '@/e2e/spec-routes';

/** The known articles: category, date and read time of nine of them, as published. */
const KNOWN: [slug: string, category: string, date: string, readTime: string][] = [
  ['staff-augmentation-vs-traditional-hiring', 'Staff Augmentation', '2024-01-15', '12 min read'],
  ['product-discovery-to-delivery', 'Product Development', '2024-01-20', '15 min read'],
  ['flutter-vs-react-native-2025', 'Mobile Development', '2024-01-18', '18 min read'],
  ['modern-web-stacks-scalable-platforms', 'Web Development', '2024-01-16', '14 min read'],
  ['mvp-development-strategies', 'MVP Development', '2024-01-22', '16 min read'],
  ['tech-trends-2025-product-development', 'Technology Insights', '2024-01-25', '20 min read'],
  ['when-to-scale-up-staff-augmentation', 'Staff Augmentation', '2024-01-28', '14 min read'],
  ['in-house-vs-staff-augmentation', 'Staff Augmentation', '2024-01-30', '16 min read'],
  ['building-high-impact-remote-teams', 'Staff Augmentation', '2024-02-01', '18 min read'],
];

const VALID = {
  title: 'Fixture Article',
  slug: 'fixture-article',
  excerpt: 'A fixture article that proves a new file needs no other change to be published.',
  category: 'Web Development',
  author: 'priya-nair',
  date: '2030-03-01',
  heroImage: '/uploads/blog/fixture-art.svg',
  featured: false,
  keyTakeaways: ['One.', 'Two.', 'Three.', 'Four.', 'Five.', 'Six.'],
};

function yamlValue(value: unknown): string {
  if (Array.isArray(value)) return '\n' + value.map((v) => `  - ${JSON.stringify(v)}`).join('\n');
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

function mdx(data: Record<string, unknown>, body = '## A heading\n\nSome words here.\n'): string {
  const lines = Object.entries(data).map(([key, value]) => `${key}: ${yamlValue(value)}`);
  return `---\n${lines.join('\n')}\n---\n\n${body}`;
}

const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function tempBlog(files: Record<string, string>, withRealArticles = false): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-'));
  tempDirs.push(dir);
  if (withRealArticles)
    for (const name of fs.readdirSync(BLOG_DIR))
      fs.copyFileSync(path.join(BLOG_DIR, name), path.join(dir, name));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

/** A public/ of the fixture's own art, so no test leans on a real article's image. */
const fixturePublic = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-public-'));
tempDirs.push(fixturePublic);
fs.mkdirSync(path.join(fixturePublic, 'uploads/blog'), { recursive: true });
fs.writeFileSync(
  path.join(fixturePublic, VALID.heroImage),
  '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"/>',
);

function loadError(data: Record<string, unknown>, fileName = `${String(data.slug)}.mdx`): string {
  const dir = tempBlog({ [fileName]: mdx(data) });
  try {
    getAllPosts({ dir, publicDir: fixturePublic });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the loader to fail');
}

describe('blog content', () => {
  const posts = getAllPosts();

  it('holds the 11 launch articles; every article lives at /blog/{slugify(title)}', () => {
    const slugs = posts.map((p) => p.slug);
    for (const slug of SPEC_BLOG_SLUGS) expect(slugs).toContain(slug);
    for (const post of posts) expect(slugify(post.title)).toBe(post.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it.each(KNOWN)(
    '%s keeps its published category, date and read time',
    (slug, category, date, read) => {
      const post = posts.find((p) => p.slug === slug)!;
      expect({ category: post.category, date: post.date, readTime: post.readTime }).toEqual({
        category,
        date,
        readTime: read,
      });
    },
  );

  it('keeps at most one featured article apart from the list, newest first', () => {
    const featured = posts.filter((p) => p.featured);
    expect(featured.length).toBeLessThanOrEqual(1);
    expect(getFeaturedPost(posts)).toBe(featured[0]);
    const listed = getListedPosts(posts);
    expect(listed).toEqual(posts.filter((p) => !p.featured));
    const dates = posts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('uses known categories, 6-8 takeaways and ISO days formatted en-US', () => {
    for (const post of posts) {
      expect(BLOG_CATEGORIES).toContain(post.category);
      expect(post.keyTakeaways.length).toBeGreaterThanOrEqual(6);
      expect(post.keyTakeaways.length).toBeLessThanOrEqual(8);
      expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const first = posts.find((p) => p.slug === 'staff-augmentation-vs-traditional-hiring')!;
    expect(formatDate(first.date)).toBe('January 15, 2024');
  });

  it('derives the author role from people.json', () => {
    const role = (slug: string) => posts.find((p) => p.slug === slug)?.author.role;
    expect(role('staff-augmentation-vs-traditional-hiring')).toBe('Co-Founder');
    expect(role('tech-trends-2025-product-development')).toBe('Co-Founder');
    expect(role('flutter-vs-react-native-2025')).toBe('Senior Developer');
  });

  it('gives the filter island summaries without bodies or takeaways', () => {
    const summary = toSummary(posts[0]!);
    expect(summary).not.toHaveProperty('body');
    expect(summary).not.toHaveProperty('keyTakeaways');
    expect(summary.author).not.toHaveProperty('bio');
  });

  it.each(posts.map((p) => [p.slug, p] as const))(
    'suggests three other articles under %s',
    (_slug, post) => {
      const related = getRelatedPosts(post, posts);
      expect(related).toHaveLength(Math.min(3, posts.length - 1));
      expect(new Set(related.map((p) => p.slug)).size).toBe(related.length);
      expect(related.map((p) => p.slug)).not.toContain(post.slug);
    },
  );

  it('gives drawn art a PNG Open Graph image and a photo a JPEG', () => {
    expect(postOgImagePath({ slug: 'a', heroImage: '/uploads/blog/a.svg' })).toBe('/og/blog/a.png');
    expect(postOgImagePath({ slug: 'a', heroImage: '/uploads/blog/a.jpg' })).toBe('/og/blog/a.jpg');
    expect(postOgImagePath({ slug: 'a', heroImage: '/uploads/blog/b.PNG' })).toBe('/og/blog/a.jpg');
  });

  it('gives an unknown category a neutral slate badge', () => {
    expect(categoryTone('Mobile Development')).not.toBe('slate');
    expect(categoryTone('Design Systems')).toBe('slate');
  });

  it('loads the page copy', () => {
    expect(getBlogCopy().article.cta.primary).toEqual({
      label: 'Start Your Project',
      href: '/contact',
    });
    expect(getBlogCopy().article.cta.secondary).toEqual({
      label: 'View Our Work',
      href: '/case-studies',
    });
  });
});

describe('blog schema failures name the file and the field', () => {
  it.each([
    ['a missing excerpt', { excerpt: undefined }, 'excerpt'],
    ['five takeaways', { keyTakeaways: ['1', '2', '3', '4', '5'] }, 'keyTakeaways'],
    ['a date that is not an ISO day', { date: '15/01/2024' }, 'date'],
    ['a date that does not exist', { date: '2024-02-30' }, 'date'],
    ['a hero image outside /uploads/', { heroImage: 'https://images.example/x.jpg' }, 'heroImage'],
    ['a hero image that is missing', { heroImage: '/uploads/blog/nothing-here.svg' }, 'heroImage'],
    ['an unknown author', { author: 'nobody' }, 'author'],
    [
      'a title too long for the page title',
      { title: 'A'.repeat(50), slug: 'a'.repeat(50) },
      'title',
    ],
  ])('%s', (_label, change, field) => {
    const data = { ...VALID, ...change } as Record<string, unknown>;
    for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
    const message = loadError(data);
    expect(message).toContain(`${String(data.slug)}.mdx`);
    expect(message).toMatch(new RegExp(`\\b${field}\\b`));
  });

  it('fails when the slug differs from slugify(title)', () => {
    const message = loadError({ ...VALID, slug: 'fixture-post' });
    expect(message).toContain('fixture-post.mdx');
    expect(message).toContain('slug: must equal slugify(title) = "fixture-article"');
  });

  it('fails when the file name differs from the slug', () => {
    expect(loadError(VALID, 'other-name.mdx')).toMatch(
      /other-name\.mdx[\s\S]*slug: must match the file name/,
    );
  });

  it('fails when two articles are featured', () => {
    const dir = tempBlog({
      'fixture-article.mdx': mdx({ ...VALID, featured: true }),
      'second-fixture.mdx': mdx({
        ...VALID,
        title: 'Second Fixture',
        slug: 'second-fixture',
        featured: true,
      }),
    });
    expect(() => getAllPosts({ dir, publicDir: fixturePublic })).toThrow(
      /featured: only one article may be featured/,
    );
  });

  it('refuses an undeclared category, naming the allowed ones', () => {
    const message = loadError({ ...VALID, category: 'Web Developmnt' });
    expect(message).toContain('fixture-article.mdx');
    expect(message).toContain('category: "Web Developmnt" is not declared');
    for (const name of BLOG_CATEGORIES) expect(message).toContain(`"${name}"`);
  });
});

describe('a new article file needs no other change', () => {
  const real = getAllPosts();
  // Dated the build's day (CONTENT_TODAY in tests), so it is published and no real article is
  // newer; its title is one no real article has.
  const date = buildDay();
  const title = freeTitle(
    'Fixture Article',
    real.map((p) => p.slug),
  );
  const slug = slugify(title);
  const added = { ...VALID, title, slug, date, heroImage: real[0]!.heroImage };
  const dir = tempBlog({ [`${slug}.mdx`]: mdx(added) }, true);
  const posts = getAllPosts({ dir });

  it('appears in the list data, in its place by date', () => {
    expect(posts).toHaveLength(real.length + 1);
    expect(posts.map((p) => p.slug).sort()).toEqual([...real.map((p) => p.slug), slug].sort());
    const dates = posts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(posts[0]!.date).toBe(date);
    expect(posts.find((p) => p.slug === slug)!.readTime).toBe('1 min read');
  });

  it('appears in the sitemap data with its lastmod, and the blog list moves with it', () => {
    const routes = blogRoutes(posts);
    expect(routes).toContainEqual({ path: `/blog/${slug}`, lastModified: date });
    expect(routes[0]).toEqual({ path: '/blog', lastModified: date });
  });

  it('appears in the RSS feed', () => {
    const feed = buildRssFeed(posts);
    expect(feed).toContain(`<link>https://www.arcforge.example/blog/${slug}</link>`);
    expect(feed).toContain(`<pubDate>${new Date(`${date}T00:00:00Z`).toUTCString()}</pubDate>`);
    expect(feed.match(/<item>/g)).toHaveLength(posts.length);
  });

  it('the real site map lists the blog and every article', () => {
    const paths = getRoutes().map((r) => r.path);
    expect(paths).toContain('/blog');
    for (const slug of SPEC_BLOG_SLUGS) expect(paths).toContain(`/blog/${slug}`);
  });
});

describe('RSS feed', () => {
  it('is RSS 2.0 with every article and escaped text', () => {
    const feed = buildRssFeed(getAllPosts());
    expect(feed).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    const posts = getAllPosts();
    expect(feed.match(/<item>/g)).toHaveLength(posts.length);
    for (const post of posts) expect(feed).toContain(`/blog/${post.slug}</link>`);
    expect(feed).toContain('<title>Modern web stacks &amp; scalable platforms</title>');
    expect(feed).toContain('rel="self" type="application/rss+xml"');
  });
});
