import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CONTENT_DIR } from '@/lib/content/parse';

/** content/company/figures.json: the company-level figures every page quotes. */
export const FIGURES_FILE = path.join(CONTENT_DIR, 'company', 'figures.json');

const figure = z.object({ value: z.string().regex(/^\d[\d,]*\+?$/), noun: z.string().min(1) });

export const figuresSchema = z.object({
  projects: figure,
  clients: figure,
  engineers: figure,
  teamMembers: figure,
});
export type CompanyFigures = z.output<typeof figuresSchema>;

/** Read once per process: the file is tiny and every page loader fills tokens from it. */
export const COMPANY_FIGURES: CompanyFigures = figuresSchema.parse(
  JSON.parse(fs.readFileSync(FIGURES_FILE, 'utf8')),
);
