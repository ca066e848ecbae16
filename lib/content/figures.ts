import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CONTENT_DIR, httpsUrl, isoDay, validate } from '@/lib/content/parse';

/** content/company/figures.json: the company-level figures every page quotes. */
export const FIGURES_FILE = path.join(CONTENT_DIR, 'company', 'figures.json');

/**
 * What a figure counts. A page may state a number for a topic only as the figures file gives
 * it, or scoped to someone else's count (docs/facts.md#the-rule).
 */
export const figureTopics = [
  'projects',
  'solutions',
  'clients',
  'engineers',
  'teamSize',
  'satisfaction',
  'retention',
  'employeeSatisfaction',
  'engineerRetention',
  'rating',
  'years',
  'continents',
  'countries',
] as const;
export type FigureTopic = (typeof figureTopics)[number];

/**
 * What a figure counts and over what ("Signed engagements since {{foundingYear}}", "134 of 135
 * milestone reviews"), shown under it wherever it stands as a figure. One line of a tile four
 * to a row, so at most 36 characters with tokens filled (a token counted as four): longer
 * bases ran to five and seven lines and buried the figure (docs/facts.md#every-figure-has-its-basis).
 */
export const BASIS_MAX = 36;
const filledLength = (words: string) => words.replace(/\{\{\w+\}\}/g, '0000').length;
const basis = z
  .string()
  .min(20)
  .refine((words) => filledLength(words) <= BASIS_MAX, {
    message: `keep the basis to one line of at most ${BASIS_MAX} characters (what it counts and over what); put the rest in "account"`,
  });
/**
 * The full account of how a figure is counted, for readers who want to check it: shown under
 * the row in its "How we count" note (docs/facts.md#how-we-count).
 */
const account = z.string().min(40).optional();

/**
 * The public page a figure rests on (an employer rating's review platform): its name, its
 * address, how many reviews the figure averages and on which day it was read
 * (docs/proof.md#a-rating-and-where-it-comes-from).
 */
export const reviewSourceSchema = z.object({
  platform: z.string().min(1),
  url: httpsUrl,
  count: z.number().int().positive(),
  asOf: isoDay,
});
export type ReviewSource = z.output<typeof reviewSourceSchema>;

/** Words that tell a reader a figure comes from a public review site. */
const CLAIMS_PUBLIC_REVIEWS = /\breviews? (?:site|platform)s?\b|\bemployer[- ]reviews?\b/i;

/** True when `words` say a figure comes from public reviews: only a figure with a review may. */
export const claimsPublicReviews = (words: string) => CLAIMS_PUBLIC_REVIEWS.test(words);

const figure = z
  .object({
    /** As the page shows it: "50+", "99%", "4.8", or a small count in words ("three"). */
    value: z.string().regex(/^(?:\d[\d,.]*[+%]?|[a-z]+)$/),
    noun: z.string().min(1),
    topic: z.enum(figureTopics),
    basis,
    account,
    review: reviewSourceSchema.optional(),
  })
  // A basis may name a public review site only with the page a reader can check it on.
  .refine((f) => f.review || !claimsPublicReviews(`${f.basis} ${f.account ?? ''}`), {
    path: ['basis'],
    message:
      'names a public review site but the figure has no "review" (platform, url, count, asOf): add it, or say what the figure is (an internal survey, its date and N)',
  });

/** A figure of one page (a service's targets, a product's usage): its value and its basis. */
const pageFigure = z.object({ value: z.string().min(1), basis, account });

export const figuresSchema = z.object({
  projects: figure,
  solutions: figure,
  clients: figure,
  engineers: figure,
  teamMembers: figure,
  satisfaction: figure,
  retention: figure,
  employeeSatisfaction: figure,
  engineerRetention: figure,
  employerRating: figure,
  leadExperience: figure,
  engineerExperience: figure,
  continents: figure,
  countries: figure,
});
export type CompanyFigures = z.output<typeof figuresSchema>;
export type CompanyFigure = CompanyFigures[keyof CompanyFigures];

const fileSchema = z.object({
  /**
   * The line under a figure that rests on a review platform: "{count} reviews on {platform}, read
   * {date}"; {platform} becomes the link to the profile.
   */
  reviewSource: z.string().includes('{platform}').includes('{count}').includes('{date}'),
  pageFigures: z.record(z.string().regex(/^[a-z][a-zA-Z]*$/), pageFigure),
  /** The basis of a case study's own figures; "{company}" is the client's name. */
  clientFigureBasis: z.string().includes('{company}'),
  /** The summary of the note under a row of figures that gives each one's full account. */
  accountsLabel: z.string().min(1),
});

/** Read once per process: the file is tiny and every page loader fills tokens from it. */
const FILE: unknown = JSON.parse(fs.readFileSync(FIGURES_FILE, 'utf8'));
// validate(): a bad field fails the build naming the file and the field, as every loader does.
export const COMPANY_FIGURES: CompanyFigures = validate(figuresSchema, FILE, FIGURES_FILE);
const { pageFigures, clientFigureBasis, reviewSource, accountsLabel } = validate(
  fileSchema,
  FILE,
  FIGURES_FILE,
);
export const CLIENT_FIGURE_BASIS = clientFigureBasis;
export const ACCOUNTS_LABEL = accountsLabel;
export const REVIEW_SOURCE_TEMPLATE = reviewSource;

/** Every figure a stat tile may name, company-level or a page's own, by its key. */
export const FIGURES: Readonly<
  Record<string, { value: string; basis: string; account?: string; review?: ReviewSource }>
> = {
  ...pageFigures,
  ...COMPANY_FIGURES,
};
