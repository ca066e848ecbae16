import fs from 'node:fs';
import path from 'node:path';
import { PHOTO_EXTENSION } from '@/lib/images/raster';
import { CATEGORY_DECLARATIONS } from '@/lib/content/blog-categories';
import {
  articleProblems,
  blogCategoriesSchema,
  blogFrontmatterSchema,
  type BlogAuthor,
  type BlogPost,
} from '@/lib/content/blog-schema';
import {
  checkSchema,
  CONTENT_DIR,
  ContentError,
  listContentFiles,
  PUBLIC_DIR,
  readFrontMatter,
  schemaProblems,
} from '@/lib/content/parse';
import { authorRole, getPeople, type Person } from '@/lib/content/people';
import { readingTime } from '@/lib/content/reading-time';
import { rankRelated } from '@/lib/content/related-posts';

// Loads the articles of content/blog/ (schemas: lib/content/blog-schema.ts; what cards show:
// lib/content/blog-cards.ts; the blog pages' copy: lib/content/pages.ts).

export const BLOG_DIR = path.join(CONTENT_DIR, 'blog');

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
    portrait: person.portrait,
    role: authorRole(person),
    bio: person.bio,
    path: authorPath(person.id),
    profileUrl: person.profileUrl,
  };
}

function loadPost(file: string, people: Person[], publicDir: string, today: string): BlogPost {
  const raw = readFrontMatter(file);
  const parsed = checkSchema(blogFrontmatterSchema, raw.data);
  const problems = [
    ...parsed.problems,
    ...articleProblems({ file, data: raw.data, body: raw.body }, people, publicDir),
  ];
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
    ...(data.service ? { service: data.service } : {}),
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

/** The featured article, shown apart from the list and left out of search. */
export function getFeaturedPost(posts: BlogPost[] = getAllPosts()): BlogPost | undefined {
  return posts.find((p) => p.featured);
}

/** The articles of the searchable list: everything but the featured one, newest first. */
export function getListedPosts(posts: BlogPost[] = getAllPosts()): BlogPost[] {
  return posts.filter((p) => !p.featured);
}

/**
 * Three other articles on the same topic, current ones first (lib/content/related-posts.ts),
 * as of the build day.
 */
export function getRelatedPosts(
  post: BlogPost,
  posts: BlogPost[] = getAllPosts(),
  count = 3,
  today = buildDay(),
) {
  return rankRelated(post, posts, today).slice(0, count);
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
