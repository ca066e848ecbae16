import path from 'node:path';
import { z } from 'zod';
import { heroArtSchema } from '@/lib/content/hero-art';
import { iconSchema } from '@/lib/content/icons';
import { CONTENT_DIR, httpsUrl, internalPath } from '@/lib/content/parse';
import {
  claimsPublicReviews,
  FIGURES,
  REVIEW_SOURCE_TEMPLATE,
  type ReviewSource,
} from '@/lib/content/figures';
import { formatDate } from '@/lib/utils/format-date';
import { fillTemplate } from '@/lib/utils/fill-template';
import { fillTokens, readContentJson } from '@/lib/content/site-tokens';
import { testimonialSchema } from '@/lib/content/testimonials';
import { site } from '@/lib/site';

/*
 * The company pages (home, about, contact, careers, partners) and the copy around the blog's
 * articles: one JSON file each in
 * content/pages/, one schema each, shared building blocks, one loader.
 */

const text = z.string().min(1);

export const ctaActionSchema = z.object({ label: text, href: internalPath });

/**
 * A stat tile names its figure in content/company/figures.json and shows that figure's value
 * with its basis under it, so no tile can state a number without saying what it counts
 * (docs/facts.md#every-figure-has-its-basis).
 */
export const statSchema = z
  .object({
    figure: z.string().refine((key) => key in FIGURES, {
      message: 'names no figure in content/company/figures.json',
    }),
    label: text,
    description: z.string().optional(),
  })
  .strict()
  // The tile's own words may not promise a public review site its figure does not name.
  .refine(
    ({ figure, description = '' }) => FIGURES[figure]?.review || !claimsPublicReviews(description),
    {
      path: ['description'],
      message:
        'speaks of public reviews, but its figure gives no review platform (content/company/figures.json): say what the figure is',
    },
  )
  .transform(({ figure, ...tile }) => ({
    ...tile,
    value: FIGURES[figure]!.value,
    basis: fillTokens(FIGURES[figure]!.basis).text,
    ...(FIGURES[figure]!.account && { account: fillTokens(FIGURES[figure]!.account).text }),
    ...(FIGURES[figure]!.review && { source: reviewSourceLine(FIGURES[figure]!.review) }),
  }));

/**
 * The line under a figure that rests on a review platform, split around the platform's name so
 * the page can make the name the link ("23 reviews on ", "Platform", ", read October 1, 2026").
 */
export interface SourceLine {
  before: string;
  platform: string;
  url: string;
  after: string;
}

export function reviewSourceLine(review: ReviewSource): SourceLine {
  const line = fillTemplate(REVIEW_SOURCE_TEMPLATE, {
    count: review.count.toLocaleString('en-US'),
    date: formatDate(review.asOf),
  });
  const [before = '', after = ''] = line.split('{platform}');
  return { before, platform: review.platform, url: review.url, after };
}

/**
 * A figure of a case study's scale band: one the client reported, so its basis names the
 * client, unless the study gives the figure a basis of its own (a count of our own work).
 */
export const clientStatSchema = z.object({
  value: text,
  label: text,
  description: z.string().optional(),
  basis: text.optional(),
});

export const ctaSchema = z.object({
  title: text,
  text,
  primary: ctaActionSchema,
  secondary: ctaActionSchema.optional(),
});

/** The full <title> ("{title} | {brand}") stays under 60 characters; descriptions under 160. */
const TITLE_MAX = 59 - ` | ${site.name}`.length;
export const seoSchema = z.object({
  title: z.string().min(1).max(TITLE_MAX, `keep the title within ${TITLE_MAX} characters`),
  description: z.string().min(50).max(159, 'keep the description under 160 characters'),
});

const heroSchema = z.object({
  eyebrow: text,
  title: text,
  intro: text,
  primary: ctaActionSchema.optional(),
  secondary: ctaActionSchema.optional(),
  /** The drawing beside the heading (lib/content/hero-art.ts). */
  art: heroArtSchema,
});

/** Eyebrow, heading and intro of a section. */
const headingFields = { eyebrow: z.string().optional(), title: text, intro: z.string().optional() };
const sectionHeadingSchema = z.object(headingFields);

/** An icon card: icon, title, text, and where it links when it links. */
const iconCardSchema = z.object({
  icon: iconSchema,
  title: text,
  text,
  href: internalPath.optional(),
  points: z.array(text).optional(),
});
const linkedCardSchema = iconCardSchema.extend({ href: internalPath });

/** A section of cards; `count` pins the number of cards the design asks for. */
function cardSection<T extends z.ZodType>(item: T, count?: number) {
  const items = count ? z.array(item).length(count) : z.array(item).min(1);
  return z.object({ ...headingFields, items });
}

// ---------------------------------------------------------------- home

export const WORDMARK_GLYPHS = ['bolt', 'hex', 'leaf', 'orbit', 'peak', 'stack'] as const;

export const homePageSchema = z.object({
  seo: seoSchema,
  hero: heroSchema.extend({ primary: ctaActionSchema }),
  clients: z.object({
    title: text,
    /**
     * href: the client's case study, when there is one; the wordmark links to it. site: the
     * client's own site, only for a real client (docs/proof.md#checkable-proof).
     */
    items: z
      .array(
        z.object({
          name: text,
          sector: text,
          glyph: z.enum(WORDMARK_GLYPHS),
          href: internalPath.optional(),
          site: httpsUrl.optional(),
        }),
      )
      .min(4),
    /** Added to a linked wordmark's accessible name ("Voltgrid case study"). */
    linkSuffix: text,
  }),
  /** The numbers band's heading, for screen readers ("{{name}} in numbers"). */
  statsHeading: text,
  stats: z.array(statSchema).min(3),
  /** linkLabel: the text of each card's link ("Learn more"). */
  services: cardSection(linkedCardSchema, 4).extend({ linkLabel: text }),
  /** The proof strip: the featured case study with its headline metrics. */
  proof: sectionHeadingSchema,
  /** Clients in their own words, each quote signed and shown nowhere else on the site. */
  testimonials: sectionHeadingSchema.extend({
    linkLabel: text,
    items: z.array(testimonialSchema).min(2).max(3),
  }),
  whyUs: cardSection(iconCardSchema).extend({ action: ctaActionSchema }),
  technologies: cardSection(linkedCardSchema, 6).extend({ linkLabel: text }),
  /**
   * A table of client examples, one row per industry: the client, what we built and the link
   * come from the case study the row names by slug, never retyped here
   * (lib/content/industry-examples.ts).
   */
  industries: sectionHeadingSchema.extend({
    /** The column names; what we built is the link to the study. */
    columns: z.object({ industry: text, client: text, built: text }),
    items: z
      .array(
        z.object({
          title: text,
          /** The slug of a file in content/case-studies; rows without one show no link. */
          caseStudy: text.optional(),
          points: z.array(text).min(1),
        }),
      )
      .length(4),
  }),
  /** The form carries its own privacy notice (components/forms/privacy-notice.tsx). */
  newsletter: sectionHeadingSchema.extend({ points: z.array(text).min(1) }),
  cta: ctaSchema,
});

// ---------------------------------------------------------------- about

export const aboutPageSchema = z.object({
  seo: seoSchema,
  hero: heroSchema,
  /** The numbers band's heading, for screen readers ("{{name}} in numbers"). */
  statsHeading: text,
  stats: z.array(statSchema).min(3),
  story: sectionHeadingSchema.extend({
    paragraphs: z.array(text).min(1),
    factsTitle: text,
    facts: z.array(z.object({ label: text, value: text })).min(1),
  }),
  /** Mission and vision; the values follow in the same section (one values list on the page). */
  // The mission and the vision: a label and one statement each, set large (no icon).
  purpose: cardSection(z.object({ title: text, text }).strict(), 2),
  /** Milestones from the founding year on, oldest first; the list grows, it never ages. */
  timeline: cardSection(
    z.object({
      year: z
        .string()
        .regex(/^\d{4}$/)
        .refine((year) => Number(year) >= site.foundingYear, {
          message: `expected a year from ${site.foundingYear} on`,
        }),
      title: text,
      text,
      points: z.array(text).optional(),
    }),
  ).refine(({ items }) => items.every((item, i) => i === 0 || item.year >= items[i - 1]!.year), {
    message: 'milestones must be in year order, oldest first',
    path: ['items'],
  }),
  /** expertiseLabel names each leader's list of skills; "{person}" is the leader's name. */
  leadership: sectionHeadingSchema.extend({ expertiseLabel: text.includes('{person}') }),
  values: cardSection(iconCardSchema, 4),
  recognition: cardSection(z.object({ icon: iconSchema, title: text, items: z.array(text) }), 3),
  cta: ctaSchema,
});

// ---------------------------------------------------------------- contact

/** Which fact of lib/site.ts a contact card shows; the value itself is never retyped here. */
export const CONTACT_CHANNELS = ['email', 'phone', 'office', 'hours'] as const;

export const contactPageSchema = z.object({
  seo: seoSchema,
  hero: heroSchema,
  /** The channel cards' heading, for screen readers. */
  channelsHeading: text,
  channels: z
    .array(z.object({ channel: z.enum(CONTACT_CHANNELS), title: text, text }))
    .length(4)
    .refine((items) => new Set(items.map((i) => i.channel)).size === 4, {
      message: 'each of email, phone, office and hours appears once',
    }),
  form: sectionHeadingSchema.extend({ points: z.array(text).min(1) }),
  details: z.object({ title: text, text }),
  partnership: z.object({ title: text, text, action: ctaActionSchema }),
});

// ---------------------------------------------------------------- careers

export const careersPageSchema = z
  .object({
    seo: seoSchema,
    /** Label of the buttons that open site.jobBoardUrl in a new tab. */
    jobsLabel: text,
    hero: heroSchema,
    /** The numbers band's heading, for screen readers ("{{name}} in numbers"). */
    statsHeading: text,
    stats: z.array(statSchema).min(3),
    benefits: cardSection(iconCardSchema),
    /** The roles we hire for all year; the openings of the day are on the job board. */
    roles: cardSection(iconCardSchema),
    /**
     * What each role pays at each level we hire it at: a candidate trusts a stated band more than
     * "competitive salary" (docs/content.md#pay-bands). Every row names a role card above.
     */
    pay: sectionHeadingSchema.extend({
      columns: z.object({ role: text, level: text, band: text }),
      rows: z.array(z.object({ role: text, level: text, band: text })).min(1),
    }),
    culture: sectionHeadingSchema.extend({
      paragraphs: z.array(text).min(1),
      points: z.array(z.object({ title: text, text })).min(1),
    }),
    hiring: cardSection(z.object({ title: text, text, duration: text })),
    cta: z.object({ title: text, text, secondary: ctaActionSchema.optional() }),
  })
  .superRefine(({ roles, pay }, ctx) => {
    const titles = new Set(roles.items.map((role) => role.title));
    pay.rows.forEach((row, index) => {
      if (!titles.has(row.role))
        ctx.addIssue({
          code: 'custom',
          path: ['pay', 'rows', index, 'role'],
          message: `names no role card in roles.items ("${row.role}")`,
        });
    });
    for (const title of titles)
      if (!pay.rows.some((row) => row.role === title))
        ctx.addIssue({
          code: 'custom',
          path: ['pay', 'rows'],
          message: `gives no band for "${title}"`,
        });
  });

// ---------------------------------------------------------------- partners

export const partnersPageSchema = z.object({
  seo: seoSchema,
  hero: heroSchema.extend({ primary: ctaActionSchema }),
  /** A comparison table: one row per type, what each side brings in its own column. */
  types: cardSection(
    z.object({
      title: text,
      text,
      weBring: z.array(text).min(1),
      weShare: z.array(text).min(1),
    }),
    4,
  ).extend({ columns: z.object({ type: text, who: text, weBring: text, weShare: text }) }),
  whyPartner: sectionHeadingSchema.extend({ points: z.array(z.object({ title: text, text })) }),
  process: cardSection(z.object({ title: text, text, duration: text })),
  cta: ctaSchema,
});

// ---------------------------------------------------------------- products index

/**
 * /products: the hero, and the words around the product cards. Each card's facts come from its
 * product's own file (content/products/<id>.json, `index`), so the index never retypes them.
 */
export const productsPageSchema = z.object({
  seo: seoSchema,
  hero: z.object({ eyebrow: text, title: text, intro: text }),
  list: z.object({
    title: text,
    /** The one line that separates our products from the work clients own. */
    ownership: text,
    audienceLabel: text,
    /** The link to a product's page; "{name}" is the product's name. */
    pageLabel: text.refine((label) => label.includes('{name}'), 'must contain {name}'),
  }),
  cta: ctaSchema,
});

export type HomePage = z.output<typeof homePageSchema>;
export type AboutPage = z.output<typeof aboutPageSchema>;
export type ContactPage = z.output<typeof contactPageSchema>;
export type CareersPage = z.output<typeof careersPageSchema>;
export type PartnersPage = z.output<typeof partnersPageSchema>;
export type ProductsPage = z.output<typeof productsPageSchema>;
export type IconCard = z.output<typeof iconCardSchema>;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

export const pageFile = (name: string) => path.join(CONTENT_DIR, 'pages', `${name}.json`);

/** Reads a page file, fills its {{site tokens}} and validates it against the page's schema. */
export const loadPage = readContentJson;

// ---------------------------------------------------------------- not found

/** The 404 page: not indexed, so its description may be short. */
export const notFoundPageSchema = z.object({
  seo: z.object({ title: text, description: text }),
  code: text,
  title: text,
  text,
  home: ctaActionSchema,
  suggestions: z.array(ctaActionSchema).min(1),
});

export type NotFoundPage = z.output<typeof notFoundPageSchema>;

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
    /** One line under it: why this article is apart from the newest-first list. */
    featuredReason: z.string().min(1),
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
  /**
   * The category pages; "{category}" is replaced by the category's name and "{description}" by
   * its line in content/blog-categories.json, which says what the category covers.
   */
  categories: z.object({
    heading: z.string().min(1),
    title: z.string().includes('{category}'),
    intro: z.string().includes('{description}'),
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
    /** The link to the service an article is tagged with; "{service}" is its name. */
    service: z.object({ eyebrow: z.string().min(1), link: z.string().includes('{service}') }),
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

/** The loader of one page: reads content/pages/<name>.json (or `file`, for tests) with its schema. */
export function pageLoader<T extends z.ZodType>(name: string, schema: T) {
  return (file = pageFile(name)): z.output<T> => loadPage(file, schema);
}

export const getNotFoundPage = pageLoader('not-found', notFoundPageSchema);
export const getHomePage = pageLoader('home', homePageSchema);
export const getAboutPage = pageLoader('about', aboutPageSchema);
export const getContactPage = pageLoader('contact', contactPageSchema);
export const getCareersPage = pageLoader('careers', careersPageSchema);
export const getPartnersPage = pageLoader('partners', partnersPageSchema);
export const getProductsPage = pageLoader('products', productsPageSchema);

/** Editorial copy of the blog pages (hero, newsletter, closing card), content/pages/blog.json. */
export const getBlogCopy = pageLoader('blog', blogCopySchema);
