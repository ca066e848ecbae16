// What an article file must hold and the shapes of a loaded article: the front matter and
// category schemas, and the checks across files a schema cannot make (lib/content/blog.ts loads
// with them; the admin builds its fields from the front matter schema).
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { BADGE_TONES } from '@/lib/content/badge-tone';
import { BLOG_CATEGORIES, isKnownCategory } from '@/lib/content/blog-categories';
import type { BlogCardData } from '@/lib/content/blog-card';
import type { Person } from '@/lib/content/people';
import type { PortraitLook } from '@/lib/content/portrait-look';
import { CONTENT_DIR, listContentFiles } from '@/lib/content/parse';
import { site } from '@/lib/site';
import { slugify } from '@/lib/utils/slugify';

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
    /**
     * The service the article is about: a file name of content/services/ without .json. The
     * article links to that service's page, and related reading prefers articles of the same one.
     */
    service: z.string().trim().min(1).optional(),
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
  portrait?: PortraitLook;
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
  /** The service page the article links to (content/services/<service>.json). */
  service?: string;
  author: BlogAuthor;
  readMinutes: number;
  wordCount: number;
  status: PostStatus;
  /** MDX source after the frontmatter. */
  body: string;
  /** Lines before the body in the file, so an MDX error names the file's own line. */
  bodyLineOffset: number;
}

/** The service slugs an article may name: the file names of content/services/. */
const serviceSlugs = () =>
  listContentFiles(path.join(CONTENT_DIR, 'services'), ['.json']).map((f) =>
    path.basename(f, '.json'),
  );

/** What npm run new:article leaves for the editor to write; a published article has none. */
const PLACEHOLDER = /\bTODO:/;

/**
 * The checks across files a schema cannot make, on the raw front matter, and the placeholders a
 * published article must not keep.
 */
export function articleProblems(
  { file, data, body }: { file: string; data: Record<string, unknown>; body: string },
  people: Person[],
  publicDir: string,
): string[] {
  const problems: string[] = [];
  const { slug, author, category, heroImage, service } = data;
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
  if (typeof service === 'string' && !serviceSlugs().includes(service.trim()))
    problems.push(
      `service: "${service}" is not a service; use one of ${serviceSlugs().join(', ')} (content/services/)`,
    );
  if (
    typeof heroImage === 'string' &&
    heroImage.startsWith('/') &&
    !fs.existsSync(path.join(publicDir, heroImage))
  )
    problems.push(`heroImage: no file public${heroImage}; add the image or fix the path`);
  if (data.draft !== true && PLACEHOLDER.test(`${JSON.stringify(data)}\n${body}`))
    problems.push(
      'draft: the article still has TODO placeholders from npm run new:article; replace them, or keep draft: true',
    );
  return problems;
}
