import path from 'node:path';
import { z } from 'zod';
import { brandMarkSchema, iconSchema } from '@/lib/content/icons';
import { CONTENT_DIR, listContentFiles, text } from '@/lib/content/parse';
import { readContentJson } from '@/lib/content/site-tokens';
import { ctaActionSchema } from '@/lib/content/pages';
import type { SiteRoute } from '@/lib/content/site-route';

/** Folder with one JSON file per technology page: content/technologies/<slug>.json. */
export const TECHNOLOGIES_DIR = path.join(CONTENT_DIR, 'technologies');

/** Groups of the /technologies overview that technology files can belong to. */
export const TECHNOLOGY_CATEGORIES = [
  'frontend',
  'backend',
  'mobile',
  'cloud',
  'ai',
  'database',
] as const;
export type TechnologyCategory = (typeof TECHNOLOGY_CATEGORIES)[number];

/** A stack item: name and description. */
export const stackItemSchema = z.object({ name: text, desc: text });
export type StackItem = z.output<typeof stackItemSchema>;

const iconCardSchema = z.object({ icon: iconSchema, title: text, text });
export type IconCard = z.output<typeof iconCardSchema>;

const headingSchema = { eyebrow: text.optional(), title: text, intro: text.optional() };

/** Card data shared by the overview and any other technology card. */
export const technologyCardFields = {
  description: text,
  features: z.array(text).min(2),
  useCases: z.array(text).min(2),
};

/** A project card; Python's case notes use title, description, technologies, results. */
export const projectCardSchema = z.object({
  title: text,
  client: text,
  description: text,
  technologies: z.array(text).min(1),
  results: z.array(text).min(1),
});
export type ProjectCard = z.output<typeof projectCardSchema>;

const contactAction = ctaActionSchema.refine((action) => action.href === '/contact', {
  message: 'the primary call to action must lead to /contact',
  path: ['href'],
});

/** What every technology page (the overview and each technology) sets for search engines. */
const seoFields = {
  // " | Arcforge" is appended: the full <title> stays under 60 characters.
  title: text.max(48, 'keep the title under 49 characters (the site name is appended)'),
  description: text.max(159, 'keep the description under 160 characters'),
};

/** The hero every technology page opens with: its primary action always leads to /contact. */
const heroFields = {
  eyebrow: text,
  title: text,
  intro: text,
  primary: contactAction,
  secondary: ctaActionSchema.optional(),
};

/**
 * One technology page. Required: hero, benefit cards, a stack or capability list, the fit
 * (when we recommend it and when not) and the closing call to action. Optional sections
 * appear on the page only when the file has them.
 */
export const technologySchema = z.object({
  name: text,
  /**
   * Other names case studies list it under ("GCP" for Google Cloud, "Next.js" for React), so
   * the page can show the published work that uses it (docs/proof.md#technology-pages).
   */
  aliases: z.array(text).optional(),
  category: z.enum(TECHNOLOGY_CATEGORIES),
  /** Position inside its overview group, ascending. */
  order: z.number().int().min(1),
  /** The technology's mark (lib/content/icons.ts). */
  mark: brandMarkSchema,
  card: z.object(technologyCardFields),
  seo: z.object({ ...seoFields, serviceType: text }),
  hero: z.object({
    ...heroFields,
    facts: z
      .array(z.object({ label: text, value: text }))
      .min(2)
      .max(4),
  }),
  benefits: z.object({ ...headingSchema, items: z.array(iconCardSchema).min(3).max(6) }),
  stack: z.object({ ...headingSchema, items: z.array(stackItemSchema).min(4).max(12) }),
  checklist: z.object({ ...headingSchema, items: z.array(text).min(4) }).optional(),
  useCases: z.object({ ...headingSchema, items: z.array(iconCardSchema).min(2).max(6) }).optional(),
  projects: z.object({ ...headingSchema, items: z.array(projectCardSchema).min(1) }).optional(),
  fit: z.object({
    eyebrow: text,
    title: text,
    recommend: z.array(text).min(2),
    avoid: z.array(text).min(1),
  }),
  approach: z
    .object({
      ...headingSchema,
      steps: z
        .array(z.object({ title: text, description: text }))
        .min(3)
        .max(4),
    })
    .optional(),
  cta: z.object({
    title: text,
    text,
    primary: contactAction,
    secondary: ctaActionSchema.optional(),
  }),
});

export type TechnologyData = z.output<typeof technologySchema>;
export interface Technology extends TechnologyData {
  slug: string;
  href: string;
}

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Reads and validates one technology file; its slug is the file name. */
export function readTechnologyFile(file: string): Technology {
  const slug = path.basename(file, '.json');
  if (!slugPattern.test(slug)) {
    throw new Error(`Invalid content file name ${file}: expected a kebab-case slug`);
  }
  const data = readContentJson(file, technologySchema);
  return { ...data, slug, href: `/technologies/${slug}` };
}

/** Every technology, sorted by category (overview order) and then by `order`. */
export function getTechnologies(dir = TECHNOLOGIES_DIR): Technology[] {
  return listContentFiles(dir, ['.json'])
    .map(readTechnologyFile)
    .sort(
      (a, b) =>
        TECHNOLOGY_CATEGORIES.indexOf(a.category) - TECHNOLOGY_CATEGORIES.indexOf(b.category) ||
        a.order - b.order ||
        a.slug.localeCompare(b.slug),
    );
}

export function getTechnologySlugs(dir = TECHNOLOGIES_DIR): string[] {
  return getTechnologies(dir).map((t) => t.slug);
}

export function getTechnology(slug: string, dir = TECHNOLOGIES_DIR): Technology {
  const technology = getTechnologies(dir).find((t) => t.slug === slug);
  if (!technology) throw new Error(`Unknown technology "${slug}" (content/technologies/)`);
  return technology;
}

/** The overview and every technology page, for the one route list. */
export function technologyRoutes(dir = TECHNOLOGIES_DIR): SiteRoute[] {
  return [
    { path: '/technologies' },
    ...getTechnologySlugs(dir).map((slug) => ({ path: `/technologies/${slug}` })),
  ];
}

/* ---------------------------------------------------------------------------------------- */
/* The /technologies overview: the groups' titles and intros live in content/pages.          */

export const technologiesPageSchema = z.object({
  seo: z.object(seoFields),
  hero: z.object(heroFields),
  groups: z
    .array(
      z.object({
        category: z.enum(TECHNOLOGY_CATEGORIES),
        title: text,
        intro: text,
      }),
    )
    .min(1),
  // A numbered list, not cards: the number is the mark, so a principle has no icon.
  principles: z.object({
    ...headingSchema,
    items: z
      .array(z.object({ title: text, text }))
      .min(3)
      .max(4),
  }),
  /** The heading of each technology page's case studies; {name} is the technology's name. */
  caseStudies: z.object({
    eyebrow: text,
    title: text,
    intro: text,
    /** The overview card's line naming the clients whose studies use it; "{clients}" is the list. */
    cardLine: text.refine((line) => line.includes('{clients}'), 'must contain {clients}'),
  }),
  cta: z.object({
    title: text,
    text,
    primary: contactAction,
    secondary: ctaActionSchema.optional(),
  }),
});

export type TechnologiesPage = z.output<typeof technologiesPageSchema>;

export function getTechnologiesPage(
  file = path.join(CONTENT_DIR, 'pages', 'technologies.json'),
): TechnologiesPage {
  return readContentJson(file, technologiesPageSchema);
}

/** Display name of a category, from the overview's group titles ("AI & ML" for "ai"). */
export function categoryTitle(category: TechnologyCategory): string {
  return getTechnologiesPage().groups.find((g) => g.category === category)?.title ?? category;
}
