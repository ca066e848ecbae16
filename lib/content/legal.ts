import path from 'node:path';
import { z } from 'zod';
import { CONTENT_DIR, ContentError, isoDay, readMdxFile, validate } from '@/lib/content/parse';
import { seoSchema } from '@/lib/content/pages';
import { fillSiteTokens, fillTokens } from '@/lib/content/site-tokens';
import { slugify } from '@/lib/utils/slugify';

/** The legal documents; each is content/legal/{slug}.mdx and served at /{slug}. */
export const LEGAL_SLUGS = ['privacy-policy', 'terms-of-service'] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

export const legalFrontmatterSchema = z.object({
  title: z.string().min(1),
  seo: seoSchema,
  summary: z.string().min(1),
  updated: isoDay,
});

export interface TocEntry {
  id: string;
  title: string;
}

export interface LegalDoc {
  slug: LegalSlug;
  path: string;
  title: string;
  seo: z.output<typeof seoSchema>;
  summary: string;
  updated: string;
  /** "December 2024": the month and year legal pages show as their last update. */
  updatedLabel: string;
  toc: TocEntry[];
  /** MDX body with {{site tokens}} filled in; its h2s get the ids of `toc`. */
  body: string;
}

/** The id a section heading gets; the MDX h2 renderer and the table of contents share it. */
export function headingId(title: string): string {
  return slugify(title);
}

export function monthYear(day: string): string {
  const [year, month] = day.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year!, month! - 1, 1)));
}

/** Sections of the body: its level-2 headings, in order. */
function tableOfContents(body: string, file: string): TocEntry[] {
  const issues: string[] = [];
  if (/^#\s/m.test(body)) issues.push('body: use ## for sections; the page title is the only h1');
  const toc = [...body.matchAll(/^##\s+(.+?)\s*$/gm)].map((m) => ({
    id: headingId(m[1]!),
    title: m[1]!,
  }));
  if (toc.length < 3) issues.push('body: expected at least three ## sections');
  const seen = new Set<string>();
  for (const entry of toc) {
    if (seen.has(entry.id)) issues.push(`body: two sections share the anchor "#${entry.id}"`);
    seen.add(entry.id);
  }
  if (issues.length) throw new ContentError(file, issues);
  return toc;
}

/** Loads one legal document: validated frontmatter, filled tokens, table of contents. */
export function getLegalDoc(
  slug: LegalSlug,
  file = path.join(CONTENT_DIR, 'legal', `${slug}.mdx`),
): LegalDoc {
  const raw = readMdxFile(file, z.record(z.string(), z.unknown()));
  const data = validate(legalFrontmatterSchema, fillSiteTokens(raw.data, raw.file), file);
  const { text: body, unknown } = fillTokens(raw.body);
  if (unknown.length) {
    throw new ContentError(
      raw.file,
      unknown.map((name) => `body: unknown token {{${name}}}`),
    );
  }
  return {
    slug,
    path: `/${slug}`,
    title: data.title,
    seo: data.seo,
    summary: data.summary,
    updated: data.updated,
    updatedLabel: monthYear(data.updated),
    toc: tableOfContents(body, raw.file),
    body,
  };
}
