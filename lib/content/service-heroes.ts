import path from 'node:path';
import { z } from 'zod';
import { FIGURES } from '@/lib/content/figures';
import { CONTENT_DIR } from '@/lib/content/parse';
import { readContentJson } from '@/lib/content/site-tokens';

/**
 * How each service page's hero is composed (docs/service-heroes.md): one template, a drawing in
 * one of eight compositions, on one side or the other. The first four arrange the service's own
 * icons; the last four are diagrams of what the page sells, drawn from its sections.
 */
export const SERVICE_HERO_DRAWINGS = [
  'mosaic',
  'orbit',
  'pipeline',
  'stack',
  'release-contrast',
  'bill-split',
  'answer-gate',
  'team-joining',
] as const;
export const SERVICE_HERO_LAYOUTS = ['art-right', 'art-left'] as const;

/** A label drawn in a hero diagram: short enough for its box in two lines at most. */
const drawnLabel = (max: number) =>
  z.string().trim().min(1).max(max, `keep it to ${max} characters: it is drawn in a box`);

/** One side of a before/after: its heading and the rows the other side answers one by one. */
const contrastSide = z.object({
  title: drawnLabel(28),
  items: z.array(drawnLabel(30)).min(2).max(4),
});

const serviceHeroSchema = z.object({
  drawing: z.enum(SERVICE_HERO_DRAWINGS),
  layout: z.enum(SERVICE_HERO_LAYOUTS),
  /** Figures a diagram states, by their key in content/company/figures.json. */
  figures: z
    .array(
      z.string().refine((key) => key in FIGURES, {
        message: 'names no figure in content/company/figures.json',
      }),
    )
    .max(2)
    .optional(),
  /** release-contrast: the same job before and after, row for row. */
  contrast: z
    .object({ before: contrastSide, after: contrastSide })
    .refine((c) => c.before.items.length === c.after.items.length, {
      message: 'before and after need the same number of items: each row pairs one with one',
      path: ['after', 'items'],
    })
    .optional(),
  /** answer-gate: a question, the bar it is scored against, and the two ways out. */
  answer: z
    .object({
      question: drawnLabel(30),
      gate: drawnLabel(40),
      confident: drawnLabel(30),
      unsure: drawnLabel(30),
    })
    .optional(),
  /**
   * bill-split: one month's cloud bill before the work (one total nobody owns) and after it
   * (the same bill by team, each team's idle capacity cut), beside the saving the page states.
   * The teams are a typical client's, for the picture; the page names no client's teams.
   */
  bill: z
    .object({
      before: drawnLabel(40),
      after: drawnLabel(40),
      teams: z.array(drawnLabel(16)).min(3).max(4),
      cut: drawnLabel(36),
    })
    .optional(),
  /** team-joining: what of the client's own the engineer joins. */
  joins: z.array(drawnLabel(24)).min(2).max(4).optional(),
});
export type ServiceHero = z.output<typeof serviceHeroSchema>;

export const SERVICE_HEROES_FILE = path.join(CONTENT_DIR, 'service-heroes.json');

/** Every service's hero composition, by slug (content/service-heroes.json). */
export function getServiceHeroes(file = SERVICE_HEROES_FILE): Record<string, ServiceHero> {
  return readContentJson(file, z.record(z.string(), serviceHeroSchema));
}

/** The hero of one service; a service without an entry fails the build, naming the file. */
export function getServiceHero(slug: string, file = SERVICE_HEROES_FILE): ServiceHero {
  const hero = getServiceHeroes(file)[slug];
  if (!hero) throw new Error(`No hero composition for service "${slug}" in ${file}`);
  return hero;
}

/** Neighbours in a list of service slugs that share a drawing (none, for a varied menu). */
export function alikeNeighbours(
  slugs: readonly string[],
  heroes: Readonly<Record<string, ServiceHero>>,
): [string, string][] {
  return slugs
    .slice(1)
    .map((slug, i) => [slugs[i]!, slug] as [string, string])
    .filter(([a, b]) => heroes[a]?.drawing === heroes[b]?.drawing);
}
