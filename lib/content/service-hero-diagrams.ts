import { FIGURES } from '@/lib/content/figures';
import type { PageSection } from '@/lib/content/section-schemas';
import type { ServiceHero } from '@/lib/content/service-heroes';
import { fillTokens } from '@/lib/content/site-tokens';

/*
 * The facts a service hero's diagram draws: the figures of the service's own stats row and the
 * words of its entry in content/service-heroes.json (docs/service-heroes.md), each a claim the
 * page makes. A diagram whose figure or words are missing fails the build, naming the service
 * and field.
 */

interface Source {
  slug: string;
  sections: PageSection[];
}

/** A figure as the page's stats row shows it: value, the tile's label, its basis. */
export interface DrawnFigure {
  value: string;
  label: string;
  basis: string;
}

/** The stats tile that shows figure `key`: a hero states no figure its page does not. */
function figureOf(service: Source, key: string): DrawnFigure {
  const figure = FIGURES[key];
  const basis = figure && fillTokens(figure.basis).text;
  const tile = service.sections
    .flatMap((section) => (section.type === 'stats' ? section.items : []))
    .find((item) => item.value === figure?.value && item.basis === basis);
  if (!tile)
    throw new Error(
      `content/service-heroes.json: "${service.slug}".figures names "${key}", which the stats of content/services/${service.slug}.json do not show`,
    );
  return { value: tile.value, label: tile.label, basis: tile.basis };
}

function figuresOf(service: Source, hero: ServiceHero, count: number): DrawnFigure[] {
  const keys = hero.figures ?? [];
  if (keys.length < count)
    throw new Error(
      `content/service-heroes.json: "${service.slug}".figures names ${keys.length} figures; its ${hero.drawing} drawing shows ${count}`,
    );
  return keys.slice(0, count).map((key) => figureOf(service, key));
}

/** The field a drawing needs from content/service-heroes.json; missing, the build names it. */
function heroField<K extends 'contrast' | 'answer' | 'joins' | 'bill'>(
  service: Source,
  hero: ServiceHero,
  field: K,
): NonNullable<ServiceHero[K]> {
  const value = hero[field];
  if (!value)
    throw new Error(
      `content/service-heroes.json: "${service.slug}".${field} is missing; its ${hero.drawing} drawing draws it`,
    );
  return value as NonNullable<ServiceHero[K]>;
}

/**
 * DevOps: a release before and after the work, row for row. Not the pipeline's stages: the
 * page draws those in its pipeline section, and a hero that repeats a section shows one
 * picture twice.
 */
export function releaseContrastFacts(service: Source, hero: ServiceHero) {
  return heroField(service, hero, 'contrast');
}

/**
 * Cloud: one month's bill before and after, by team, and the saving the page's stats state. Not
 * the landing zone's parts: the page draws those in its architecture section, and a hero that
 * repeats a section shows one picture twice.
 */
export function billSplitFacts(service: Source, hero: ServiceHero) {
  const [saving] = figuresOf(service, hero, 1);
  return { ...heroField(service, hero, 'bill'), saving: saving! };
}

/**
 * AI: what a user meets, a question scored against the agreed bar and then answered or handed
 * to a person. The path the question takes is the page's architecture section, not the hero.
 */
export function answerGateFacts(service: Source, hero: ServiceHero) {
  return heroField(service, hero, 'answer');
}

/**
 * Augmentation: the client's team with the engineer inside it, tied to what they join. The
 * shortlist and onboarding figures stay in the stats row, the steps in the process section.
 */
export function teamJoiningFacts(service: Source, hero: ServiceHero) {
  return { joins: heroField(service, hero, 'joins') };
}
