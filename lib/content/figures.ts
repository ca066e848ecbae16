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

const figure = z.object({
  /** As the page shows it: "50+", "99%", "4.8", or a small count in words ("three"). */
  value: z.string().regex(/^(?:\d[\d,.]*[+%]?|[a-z]+)$/),
  noun: z.string().min(1),
  topic: z.enum(figureTopics),
});

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

/** Read once per process: the file is tiny and every page loader fills tokens from it. */
export const COMPANY_FIGURES: CompanyFigures = figuresSchema.parse(
  JSON.parse(fs.readFileSync(FIGURES_FILE, 'utf8')),
);
