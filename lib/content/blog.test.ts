import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getRoutes } from '@/lib/routes';
import { formatDate } from '@/lib/utils/format-date';
import { slugify } from '@/lib/utils/slugify';
import {
  BLOG_DIR,
  blogRoutes,
  getAllPosts,
  getBlogCopy,
  getFeaturedPost,
  getListedPosts,
  getRelatedPosts,
  toSummary,
} from './blog';
import { buildRssFeed } from './blog-feed';
import { BLOG_CATEGORIES, categoryTone } from './blog-categories';

const SLUGS = [
  'staff-augmentation-vs-traditional-hiring',
  'product-discovery-to-delivery',
  'flutter-vs-react-native-2025',
  'modern-web-stacks-scalable-platforms',
  'mvp-development-strategies',
  'tech-trends-2025-product-development',
  'when-to-scale-up-staff-augmentation',
  'in-house-vs-staff-augmentation',
  'building-high-impact-remote-teams',
  'native-vs-cross-platform-roi',
  'scalable-ecommerce-platforms',
];

const VALID = {
  title: 'Fixture Article',
  slug: 'fixture-article',
  excerpt: 'A fixture article that proves a new file needs no other change to be published.',
  category: 'Web Development',
  author: 'priya-nair',
  date: '2030-03-01',
  heroImage: '/uploads/blog/scalable-ecommerce-platforms.svg',
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

function loadError(data: Record<string, unknown>, fileName = `${String(data.slug)}.mdx`): string {
  const dir = tempBlog({ [fileName]: mdx(data) });
  try {
    getAllPosts({ dir });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the loader to fail');
}

describe('blog content', () => {
  const posts = getAllPosts();

  it('holds the 11 articles of the spec, each at /blog/{slugify(title)}', () => {
    expect(posts.map((p) => p.slug).sort()).toEqual([...SLUGS].sort());
    for (const post of posts) expect(slugify(post.title)).toBe(post.slug);
  });

  it('keeps one featured article apart from the ten listed, newest first', () => {
    expect(getFeaturedPost(posts)?.slug).toBe('building-high-impact-remote-teams');
    const listed = getListedPosts(posts);
    expect(listed).toHaveLength(10);
    const dates = listed.map((p) => p.date);
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

  it('relates two or three other articles, same category first', () => {
    const post = posts.find((p) => p.slug === 'flutter-vs-react-native-2025')!;
    const related = getRelatedPosts(post, posts);
    expect(related).toHaveLength(3);
    expect(related[0]!.slug).toBe('native-vs-cross-platform-roi');
    expect(related.map((p) => p.slug)).not.toContain(post.slug);
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
    expect(() => getAllPosts({ dir })).toThrow(/featured: only one article may be featured/);
  });

  it('accepts an unknown category (rendered with a slate badge)', () => {
    const dir = tempBlog({ 'fixture-article.mdx': mdx({ ...VALID, category: 'Design Systems' }) });
    expect(getAllPosts({ dir })[0]!.category).toBe('Design Systems');
  });
});

describe('a new article file needs no other change', () => {
  const dir = tempBlog({ 'fixture-article.mdx': mdx(VALID) }, true);
  const posts = getAllPosts({ dir });

  it('appears in the list data', () => {
    expect(posts).toHaveLength(12);
    expect(getListedPosts(posts)[0]!.slug).toBe('fixture-article');
    expect(posts[0]!.readTime).toBe('1 min read');
  });

  it('appears in the sitemap data with its lastmod, and the blog list moves with it', () => {
    const routes = blogRoutes(posts);
    expect(routes).toContainEqual({ path: '/blog/fixture-article', lastModified: '2030-03-01' });
    expect(routes[0]).toEqual({ path: '/blog', lastModified: '2030-03-01' });
  });

  it('appears in the RSS feed', () => {
    const feed = buildRssFeed(posts);
    expect(feed).toContain('<link>https://www.arcforge.example/blog/fixture-article</link>');
    expect(feed).toContain('<pubDate>Fri, 01 Mar 2030 00:00:00 GMT</pubDate>');
    expect(feed.match(/<item>/g)).toHaveLength(12);
  });

  it('the real site map lists the blog and every article', () => {
    const paths = getRoutes().map((r) => r.path);
    expect(paths).toContain('/blog');
    for (const slug of SLUGS) expect(paths).toContain(`/blog/${slug}`);
  });
});

describe('RSS feed', () => {
  it('is RSS 2.0 with every article and escaped text', () => {
    const feed = buildRssFeed(getAllPosts());
    expect(feed).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(feed.match(/<item>/g)).toHaveLength(11);
    expect(feed).toContain('<title>Modern Web Stacks &amp; Scalable Platforms</title>');
    expect(feed).toContain('rel="self" type="application/rss+xml"');
  });
});
