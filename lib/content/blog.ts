import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  CONTENT_DIR,
  ContentError,
  isoDay,
  listContentFiles,
  readMdxFile,
} from '@/lib/content/parse';
import type { BlogCardData } from '@/lib/content/blog-card';
import { heroArtSchema } from '@/lib/content/hero-art';
import { ctaSchema, pageLoader } from '@/lib/content/pages';
import { authorRole, getPeople, type Person } from '@/lib/content/people';
import { readingTime } from '@/lib/content/reading-time';
import { site } from '@/lib/site';
import { slugify } from '@/lib/utils/slugify';

export const BLOG_DIR = path.join(CONTENT_DIR, 'blog');
const PUBLIC_DIR = path.join(process.cwd(), 'public');

/** The longest article title whose page title "<title> | Arcforge" stays under 60 characters. */
const MAX_TITLE = 59 - ` | ${site.name}`.length;

/** A real calendar day, not just the shape (2024-02-30 fails). */
const calendarDay = isoDay.refine((day) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}, 'not a real calendar day');

export const blogFrontmatterSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1)
      .max(MAX_TITLE, `at most ${MAX_TITLE} characters, so the page title stays under 60`),
    /** Must equal slugify(title) and the file name: canonical URLs are /blog/{slug}. */
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a kebab-case slug'),
    /** Shown on cards, under the title and as the meta description. */
    excerpt: z.string().trim().min(40).max(159, 'at most 159 characters (meta description)'),
    /** One of the six categories normally; any other name renders with a neutral badge. */
    category: z.string().trim().min(1),
    /** A person id from content/people.json. */
    author: z.string().min(1),
    date: calendarDay,
    /** Last substantial revision; the sitemap and feed use it when present. */
    updated: calendarDay.optional(),
    heroImage: z
      .string()
      .regex(
        /^\/uploads\/[a-z0-9/_-]+\.(svg|png|jpg|jpeg|webp)$/,
        'expected a path under /uploads/, e.g. /uploads/blog/my-article.svg',
      ),
    featured: z.boolean().default(false),
    keyTakeaways: z.array(z.string().trim().min(1)).min(6).max(8),
  })
  .superRefine((data, ctx) => {
    const expected = slugify(data.title);
    if (data.slug !== expected) {
      ctx.addIssue({
        code: 'custom',
        path: ['slug'],
        message: `must equal slugify(title) = "${expected}" (got "${data.slug}")`,
      });
    }
  });

export type BlogFrontmatter = z.output<typeof blogFrontmatterSchema>;

export interface BlogAuthor {
  id: string;
  name: string;
  initials: string;
  /** 'Co-Founder' or 'Senior Developer', derived from people.json. */
  role: string;
  bio: string;
}

/** A card's data plus what the featured article shows (its flag, the author's role). */
export interface BlogPostSummary extends Omit<BlogCardData, 'author'> {
  featured: boolean;
  author: Omit<BlogAuthor, 'bio'>;
}

export interface BlogPost extends Omit<BlogPostSummary, 'author'> {
  /** Repository-relative source file, for error messages. */
  file: string;
  updated?: string;
  keyTakeaways: string[];
  author: BlogAuthor;
  readMinutes: number;
  wordCount: number;
  /** MDX source after the frontmatter. */
  body: string;
}

export interface LoadOptions {
  /** Folder of the .mdx files; tests point it at a fixture copy. */
  dir?: string;
  people?: Person[];
  publicDir?: string;
}

function toAuthor(person: Person): BlogAuthor {
  return {
    id: person.id,
    name: person.name,
    initials: person.initials,
    role: authorRole(person),
    bio: person.bio,
  };
}

function loadPost(file: string, people: Person[], publicDir: string): BlogPost {
  const { data, body, file: rel } = readMdxFile(file, blogFrontmatterSchema);
  const problems: string[] = [];
  if (path.basename(file, '.mdx') !== data.slug)
    problems.push(`slug: must match the file name ("${path.basename(file)}")`);
  const person = people.find((p) => p.id === data.author);
  if (!person) problems.push(`author: unknown person id "${data.author}" (content/people.json)`);
  if (!fs.existsSync(path.join(publicDir, data.heroImage)))
    problems.push(`heroImage: no file public${data.heroImage}`);
  if (problems.length || !person) throw new ContentError(rel, problems);
  const time = readingTime(body);
  return {
    file: rel,
    slug: data.slug,
    title: data.title,
    excerpt: data.excerpt,
    category: data.category,
    date: data.date,
    ...(data.updated ? { updated: data.updated } : {}),
    heroImage: data.heroImage,
    featured: data.featured,
    keyTakeaways: data.keyTakeaways,
    author: toAuthor(person),
    readMinutes: time.minutes,
    readTime: time.text,
    wordCount: time.words,
    body,
  };
}

const byNewest = (a: BlogPost, b: BlogPost) =>
  b.date.localeCompare(a.date) || a.title.localeCompare(b.title);

const cache = new Map<string, BlogPost[]>();

/**
 * Every article in content/blog, validated, newest first. A malformed file fails the build with
 * a message naming the file and field; so do two featured articles.
 */
export function getAllPosts(options: LoadOptions = {}): BlogPost[] {
  const dir = options.dir ?? BLOG_DIR;
  const cached = !options.people && !options.publicDir ? cache.get(dir) : undefined;
  if (cached) return cached;
  const people = options.people ?? getPeople();
  const publicDir = options.publicDir ?? PUBLIC_DIR;
  const posts = listContentFiles(dir, ['.mdx'])
    .map((file) => loadPost(file, people, publicDir))
    .sort(byNewest);
  const featured = posts.filter((p) => p.featured);
  if (featured.length > 1)
    throw new ContentError(path.relative(process.cwd(), dir), [
      `featured: only one article may be featured (${featured.map((p) => p.file).join(', ')})`,
    ]);
  if (!options.people && !options.publicDir) cache.set(dir, posts);
  return posts;
}

export function getPost(slug: string, options?: LoadOptions): BlogPost {
  const post = getAllPosts(options).find((p) => p.slug === slug);
  if (!post) throw new Error(`No article with slug "${slug}" in content/blog`);
  return post;
}

/** The featured article, shown apart from the list and left out of search. */
export function getFeaturedPost(posts: BlogPost[] = getAllPosts()): BlogPost | undefined {
  return posts.find((p) => p.featured);
}

/** The articles of the searchable list: everything but the featured one, newest first. */
export function getListedPosts(posts: BlogPost[] = getAllPosts()): BlogPost[] {
  return posts.filter((p) => !p.featured);
}

/** What a card shows (BlogCardData): no body, safe for the filter island and the index. */
export function toCard(post: BlogPost): BlogCardData {
  const { slug, title, excerpt, category, date, heroImage, readTime } = post;
  const { name, initials } = post.author;
  return { slug, title, excerpt, category, date, heroImage, readTime, author: { name, initials } };
}

export function toSummary(post: BlogPost): BlogPostSummary {
  const { id, name, initials, role } = post.author;
  return { ...toCard(post), featured: post.featured, author: { id, name, initials, role } };
}

/** Two or three other articles: same category first, then the closest in date. */
export function getRelatedPosts(post: BlogPost, posts: BlogPost[] = getAllPosts(), count = 3) {
  const time = (p: BlogPost) => Date.parse(p.date);
  return posts
    .filter((p) => p.slug !== post.slug)
    .sort(
      (a, b) =>
        Number(b.category === post.category) - Number(a.category === post.category) ||
        Math.abs(time(a) - time(post)) - Math.abs(time(b) - time(post)) ||
        a.title.localeCompare(b.title),
    )
    .slice(0, count);
}

export const postPath = (slug: string) => `/blog/${slug}`;

/** Open Graph image generated at build by app/og/blog/[image]/route.tsx. */
export const postOgImagePath = (slug: string) => `/og/blog/${slug}.png`;

export const lastModified = (post: BlogPost) => post.updated ?? post.date;

export const blogCopySchema = z.object({
  list: z.object({
    title: z.string().min(1),
    description: z.string().min(50).max(159),
    hero: z.object({
      eyebrow: z.string().min(1),
      title: z.string().min(1),
      intro: z.string(),
      art: heroArtSchema,
    }),
    /** Articles per list page (/blog, /blog/page/N and every category page). */
    pageSize: z.number().int().min(3).max(60),
    pagination: z.object({
      label: z.string().min(1),
      previous: z.string().min(1),
      next: z.string().min(1),
      /** Title of /blog/page/N, e.g. "{title}, page {page}". */
      pageTitle: z.string().includes('{page}'),
      /** Meta description of /blog/page/N; "{page}" and "{pages}" are filled in. */
      pageDescription: z.string().includes('{page}').max(150),
    }),
    search: z.object({
      label: z.string().min(1),
      placeholder: z.string().min(1),
      submit: z.string().min(1),
    }),
    /** The filter's button that shows the next page of matches. */
    showMore: z.string().min(1),
    /** The name of the filter's group of category buttons. */
    categoryGroupLabel: z.string().min(1),
    /** Under the filter's no-match message: a hint, and the button that clears the filters. */
    noMatch: z.object({ hint: z.string().min(1), clear: z.string().min(1) }),
    featuredHeading: z.string().min(1),
    /** The featured card's call to read it (the card's link is its title). */
    featuredAction: z.string().min(1),
    latestHeading: z.string().min(1),
    latestIntro: z.string().min(1),
    newsletter: z.object({
      eyebrow: z.string().min(1),
      title: z.string().min(1),
      text: z.string().min(1),
      points: z.array(z.string().min(1)).min(1),
    }),
  }),
  /** The category pages; "{category}" is replaced by the category's name. */
  categories: z.object({
    heading: z.string().min(1),
    title: z.string().includes('{category}'),
    intro: z.string().min(1),
    /** Meta description per category; others use fallbackDescription. */
    descriptions: z.record(z.string(), z.string().min(50).max(159)),
    fallbackDescription: z.string().min(50).max(140),
  }),
  article: z.object({
    /** The link above the article's image, back to the list. */
    backLabel: z.string().min(1),
    /** The word before the share icons. */
    shareLabel: z.string().min(1),
    /** The table of contents: its visible title and its landmark's name. */
    contents: z.object({ title: z.string().min(1), label: z.string().min(1) }),
    takeawaysTitle: z.string().min(1),
    authorTitle: z.string().min(1),
    /** The band of related articles under the article. */
    related: z.object({ eyebrow: z.string().min(1), title: z.string().min(1) }),
    /** The closing card of every article ('Start Your Project', 'View Our Work'). */
    cta: ctaSchema,
  }),
});

export type BlogCopy = z.output<typeof blogCopySchema>;

/** What the blog's filter island says (its `copy` prop), picked from the list and category copy. */
export function blogFilterCopy({ list, categories }: BlogCopy) {
  const { search, showMore, categoryGroupLabel, noMatch } = list;
  return { search, categoriesLabel: categories.heading, showMore, categoryGroupLabel, noMatch };
}

/** Editorial copy of the blog pages (hero, newsletter, closing card), content/pages/blog.json. */
export const getBlogCopy = pageLoader('blog', blogCopySchema);
