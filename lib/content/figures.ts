import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CONTENT_DIR } from '@/lib/content/parse';

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
 * What a figure counts and over what ("client engagements since {{foundingYear}}", "one
 * client", "our engineers' careers"), shown under it wherever it stands as a figure
 * (docs/facts.md#every-figure-has-its-basis). Tokens are filled by the page loader.
 */
const basis = z.string().min(20);

const figure = z.object({
  /** As the page shows it: "50+", "99%", "4.8", or a small count in words ("three"). */
  value: z.string().regex(/^(?:\d[\d,.]*[+%]?|[a-z]+)$/),
  noun: z.string().min(1),
  topic: z.enum(figureTopics),
  basis,
});

/** A figure of one page (a service's targets, a product's usage): its value and its basis. */
const pageFigure = z.object({ value: z.string().min(1), basis });

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
  pageFigures: z.record(z.string().regex(/^[a-z][a-zA-Z]*$/), pageFigure),
  /** The basis of a case study's own figures; "{company}" is the client's name. */
  clientFigureBasis: z.string().includes('{company}'),
});

/** Read once per process: the file is tiny and every page loader fills tokens from it. */
const FILE: unknown = JSON.parse(fs.readFileSync(FIGURES_FILE, 'utf8'));
export const COMPANY_FIGURES: CompanyFigures = figuresSchema.parse(FILE);
const { pageFigures, clientFigureBasis } = fileSchema.parse(FILE);
export const CLIENT_FIGURE_BASIS = clientFigureBasis;

/** Every figure a stat tile may name, company-level or a page's own, by its key. */
export const FIGURES: Readonly<Record<string, { value: string; basis: string }>> = {
  ...pageFigures,
  ...COMPANY_FIGURES,
};
