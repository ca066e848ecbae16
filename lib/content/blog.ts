import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PHOTO_EXTENSION, publishedImage } from '@/lib/images/raster';
import { BADGE_TONES } from '@/lib/content/badge-tone';
import {
  BLOG_CATEGORIES,
  CATEGORY_DECLARATIONS,
  isKnownCategory,
} from '@/lib/content/blog-categories';
import {
  checkSchema,
  CONTENT_DIR,
  ContentError,
  listContentFiles,
  PUBLIC_DIR,
  readFrontMatter,
  schemaProblems,
} from '@/lib/content/parse';
import type { BlogCardData } from '@/lib/content/blog-card';
import { heroArtSchema } from '@/lib/content/hero-art';
import { ctaSchema, pageLoader } from '@/lib/content/pages';
import { authorRole, getPeople, type Person } from '@/lib/content/people';
import { readingTime } from '@/lib/content/reading-time';
import { site } from '@/lib/site';
import { fillTemplate } from '@/lib/utils/fill-template';
import { formatDate } from '@/lib/utils/format-date';
import { slugify } from '@/lib/utils/slugify';

export const BLOG_DIR = path.join(CONTENT_DIR, 'blog');

/** The longest article title whose page title "<title> | Arcforge" stays under 60 characters. */
const MAX_TITLE = 59 - ` | ${site.name}`.length;

const toIsoDay = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : value;

/** A real calendar day written YYYY-MM-DD (2024-02-30 and "4 March 2025" fail, once each). */
const calendarDay = z.preprocess(
  toIsoDay,
  z.string().superRefine((day, ctx) => {
    const date = new Date(`${day}T00:00:00Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day))
      ctx.addIssue({
        code: 'custom',
        message: `write the day as YYYY-MM-DD, e.g. 2025-03-04 (found "${day}")`,
      });
    else if (Number.isNaN(date.getTime()) || !date.toISOString().startsWith(day))
      ctx.addIssue({ code: 'custom', message: `"${day}" is not a real calendar day` });
  }),
);

export const blogFrontmatterSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1)
      .max(MAX_TITLE, `needs at most ${MAX_TITLE} characters, so the page title stays under 60`),
    /** Must equal slugify(title) and the file name: canonical URLs are /blog/{slug}. */
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a kebab-case slug'),
    /** Shown on cards, under the title and as the meta description. */
    excerpt: z
      .string()
      .trim()
      .min(40, 'needs 40 to 159 characters: it is the card text and the meta description')
      .max(159, 'needs 40 to 159 characters: it is the card text and the meta description'),
    /** One of content/blog-categories.json (checked with the list in the message). */
    category: z.string().trim().min(1),
    /** A person id from content/people.json. */
    author: z.string().min(1),
    /** Publication day; a future day keeps the article out of builds until that day. */
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
    /** Shown only by the development server (docs/editors.md#drafts-and-scheduled-articles). */
    draft: z.boolean().default(false),
    keyTakeaways: z
      .array(z.string().trim().min(1))
      .min(6, 'needs 6 to 8 items')
      .max(8, 'needs 6 to 8 items'),
  })
  // A misspelt field (drafts: true) must not be ignored silently.
  .strict()
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

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, 'expected a colour like #7082fb');

/** content/blog-categories.json: every category an article may use, declared once. */
export const blogCategoriesSchema = z
  .array(
    z
      .object({
        name: z.string().trim().min(1),
        tone: z.enum(BADGE_TONES),
        description: z.string().min(50).max(159),
        art: z.object({
          a: hexColour,
          b: hexColour,
          deep: hexColour,
          style: z.enum(['network', 'roadmap', 'browser', 'devices', 'launch', 'orbits']),
        }),
      })
      .strict(),
  )
  .min(1);

/** Where an article stands: only `published` articles are built (docs/editors.md). */
export type PostStatus = 'published' | 'draft' | 'scheduled';

export interface BlogAuthor {
  id: string;
  name: string;
  initials: string;
  /** 'Co-Founder' or 'Senior Developer', derived from people.json. */
  role: string;
  bio: string;
  /** The author's page, /blog/author/<id>. */
  path: string;
  /** Their public profile elsewhere, when content gives one (docs/proof.md#checkable-proof). */
  profileUrl?: string;
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
  status: PostStatus;
  /** MDX source after the frontmatter. */
  body: string;
  /** Lines before the body in the file, so an MDX error names the file's own line. */
  bodyLineOffset: number;
}

export interface LoadOptions {
  /** Folder of the .mdx files; tests point it at a fixture copy. */
  dir?: string;
  people?: Person[];
  publicDir?: string;
  /** Include drafts and scheduled articles (marked): the development server's view. */
  preview?: boolean;
  /** The build's day (YYYY-MM-DD, UTC): articles dated later are scheduled. */
  today?: string;
}

/** True under `next dev`: drafts and scheduled articles are shown there, and nothing is cached. */
export const isDevelopment = () => process.env.NODE_ENV === 'development';

/**
 * The day a build publishes up to, in UTC; CONTENT_TODAY=YYYY-MM-DD pretends another day
 * (to preview a schedule, or in tests).
 */
export function buildDay(): string {
  return process.env.CONTENT_TODAY ?? new Date().toISOString().slice(0, 10);
}

export const authorPath = (id: string) => `/blog/author/${id}`;

function toAuthor(person: Person): BlogAuthor {
  return {
    id: person.id,
    name: person.name,
    initials: person.initials,
    role: authorRole(person),
    bio: person.bio,
    path: authorPath(person.id),
    profileUrl: person.profileUrl,
  };
}

/** The checks across files a schema cannot make, on the raw front matter. */
function crossReferenceProblems(
  file: string,
  data: Record<string, unknown>,
  people: Person[],
  publicDir: string,
): string[] {
  const problems: string[] = [];
  const { slug, author, category, heroImage } = data;
  if (typeof slug === 'string' && path.basename(file, '.mdx') !== slug)
    problems.push(`slug: must match the file name ("${path.basename(file)}"); rename one of them`);
  if (typeof author === 'string' && !people.some((p) => p.id === author))
    problems.push(
      `author: unknown person id "${author}"; use one of ${people.map((p) => p.id).join(', ')} (content/people.json)`,
    );
  if (typeof category === 'string' && !isKnownCategory(category.trim()))
    problems.push(
      `category: "${category}" is not declared; use one of ${BLOG_CATEGORIES.map((c) => `"${c}"`).join(', ')} (or declare it in content/blog-categories.json)`,
    );
  if (
    typeof heroImage === 'string' &&
    heroImage.startsWith('/') &&
    !fs.existsSync(path.join(publicDir, heroImage))
  )
    problems.push(`heroImage: no file public${heroImage}; add the image or fix the path`);
  return problems;
}

/** What npm run new:article leaves for the editor to write; a published article has none. */
const PLACEHOLDER = /\bTODO:/;

function loadPost(file: string, people: Person[], publicDir: string, today: string): BlogPost {
  const raw = readFrontMatter(file);
  const parsed = checkSchema(blogFrontmatterSchema, raw.data);
  const problems = [
    ...parsed.problems,
    ...crossReferenceProblems(file, raw.data, people, publicDir),
  ];
  if (raw.data.draft !== true && PLACEHOLDER.test(`${JSON.stringify(raw.data)}\n${raw.body}`))
    problems.push(
      'draft: the article still has TODO placeholders from npm run new:article; replace them, or keep draft: true',
    );
  // Validated once: the parsed front matter is used as is.
  const { data } = parsed;
  if (problems.length || !data) throw new ContentError(raw.file, problems);
  const person = people.find((p) => p.id === data.author)!;
  const time = readingTime(raw.body);
  return {
    file: raw.file,
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
    status: data.draft ? 'draft' : data.date > today ? 'scheduled' : 'published',
    body: raw.body,
    bodyLineOffset: raw.bodyLineOffset,
  };
}

const byNewest = (a: BlogPost, b: BlogPost) =>
  b.date.localeCompare(a.date) || a.title.localeCompare(b.title);

/** Validates content/blog-categories.json (the site reads it through lib/content/blog-categories). */
export function categoryProblems(): ContentError | null {
  const file = path.relative(process.cwd(), path.join(CONTENT_DIR, 'blog-categories.json'));
  const problems = schemaProblems(blogCategoriesSchema, CATEGORY_DECLARATIONS);
  return problems.length ? new ContentError(file, problems) : null;
}

/**
 * Every article file in the folder, drafts and scheduled ones included, validated. All problems
 * of all files are thrown together as one ContentError (one line each).
 */
export function loadAllPosts(options: LoadOptions = {}): BlogPost[] {
  const dir = options.dir ?? BLOG_DIR;
  const people = options.people ?? getPeople();
  const publicDir = options.publicDir ?? PUBLIC_DIR;
  const today = options.today ?? buildDay();
  const errors: ContentError[] = [];
  const categories = categoryProblems();
  if (categories) errors.push(categories);
  const posts: BlogPost[] = [];
  for (const file of listContentFiles(dir, ['.mdx'])) {
    try {
      posts.push(loadPost(file, people, publicDir, today));
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      errors.push(error);
    }
  }
  const featured = posts.filter((p) => p.featured);
  if (featured.length > 1)
    errors.push(
      new ContentError(featured[1]!.file, [
        `featured: only one article may be featured (also ${featured[0]!.file}); set featured: false on one`,
      ]),
    );
  const error = ContentError.combine(errors);
  if (error) throw error;
  return posts.sort(byNewest);
}

// A production build reads content/ once. The development server re-reads the articles whenever
// a file of the folder or people.json changed (size or modification time), so a saved file
// shows on the next reload and an unchanged folder costs a few stat calls
// (docs/editors.md#live-preview).
const cache = new Map<string, { stamp: string; posts: BlogPost[] }>();

/** What the loaded articles depend on: every .mdx file of the folder and the people file. */
function folderStamp(dir: string, today: string): string {
  const files = [...listContentFiles(dir, ['.mdx']), path.join(CONTENT_DIR, 'people.json')];
  return [
    today,
    ...files.map((file) => {
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      return `${file}:${stat?.mtimeMs ?? 0}:${stat?.size ?? 0}`;
    }),
  ].join('|');
}

/**
 * The articles a page shows, newest first: the published ones, or under `next dev` every article
 * with drafts and scheduled ones marked. A malformed file fails with a message naming the file
 * and field; so do two featured articles.
 */
export function getAllPosts(options: LoadOptions = {}): BlogPost[] {
  const preview = options.preview ?? isDevelopment();
  const cacheable = !options.people && !options.publicDir && !options.today;
  const key = options.dir ?? BLOG_DIR;
  const stamp = isDevelopment() ? folderStamp(key, buildDay()) : '';
  let posts = cacheable ? cache.get(key) : undefined;
  if (!posts || posts.stamp !== stamp) {
    posts = { stamp, posts: loadAllPosts(options) };
    if (cacheable) cache.set(key, posts);
  }
  return preview ? posts.posts : posts.posts.filter((p) => p.status === 'published');
}

export function getPost(slug: string, options?: LoadOptions): BlogPost {
  const post = getAllPosts(options).find((p) => p.slug === slug);
  if (!post) throw new Error(`No article with slug "${slug}" in content/blog`);
  return post;
}

/** "Draft" or "Scheduled for March 4, 2030" on a card or article the dev server shows; else none. */
export function previewLabel(post: Pick<BlogPost, 'status' | 'date'>): string | undefined {
  if (post.status === 'published') return undefined;
  const { preview } = getBlogCopy();
  return post.status === 'draft'
    ? preview.draft
    : fillTemplate(preview.scheduled, { date: formatDate(post.date) });
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
  const preview = previewLabel(post);
  return {
    slug,
    title,
    excerpt,
    category,
    date,
    // The widest rendition: the source (perhaps an editor's photo) is not published.
    heroImage: publishedImage(heroImage),
    readTime,
    author: { name, initials },
    ...(preview ? { preview } : {}),
  };
}

export function toSummary(post: BlogPost): BlogPostSummary {
  const { id, name, initials, role, path } = post.author;
  return { ...toCard(post), featured: post.featured, author: { id, name, initials, role, path } };
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

/** A hero that is a photo (PNG or JPEG) rather than drawn artwork. */
export const isPhotoHero = (post: Pick<BlogPost, 'heroImage'>) =>
  PHOTO_EXTENSION.test(post.heroImage);

/**
 * Open Graph image generated at build by app/og/blog/[image]/route.tsx: a PNG of drawn art, a
 * JPEG under 300 KB when the hero is a photo (docs/editors.md#images).
 */
export const postOgImagePath = (post: Pick<BlogPost, 'slug' | 'heroImage'>) =>
  `/og/blog/${post.slug}.${isPhotoHero(post) ? 'jpg' : 'png'}`;

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
  }),
  /** The author pages, /blog/author/<id>; "{name}" and "{role}" are filled in. */
  authors: z.object({
    eyebrow: z.string().min(1),
    title: z.string().includes('{name}'),
    articlesHeading: z.string().includes('{name}'),
    description: z.string().includes('{name}').max(120),
    /** The article's author line and bio card link to the author page with this label. */
    profileLink: z.string().includes('{name}'),
    /** The name of the list of the person's areas of expertise under their bio. */
    expertiseLabel: z.string().min(1),
  }),
  /** What the development server marks drafts and scheduled articles with. */
  preview: z.object({
    draft: z.string().min(1),
    scheduled: z.string().includes('{date}'),
    notice: z.string().min(1),
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
