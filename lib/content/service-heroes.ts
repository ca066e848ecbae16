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
  'release-gates',
  'landing-zone',
  'eval-loop',
  'onboarding',
] as const;
export const SERVICE_HERO_LAYOUTS = ['art-right', 'art-left'] as const;

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
