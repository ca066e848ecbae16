import { FIGURES } from '@/lib/content/figures';
import type { PageSection } from '@/lib/content/section-schemas';
import type { ServiceHero } from '@/lib/content/service-heroes';
import { fillTokens } from '@/lib/content/site-tokens';

/*
 * The facts a service hero's diagram draws, read from the service's own sections and figures
 * (docs/service-heroes.md): the drawing repeats the page, it never says something of its own.
 * A diagram whose section or figure is missing fails the build, naming the service and field.
 */

type Section<T extends PageSection['type']> = Extract<PageSection, { type: T }>;
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

function sectionOf<T extends PageSection['type']>(service: Source, type: T): Section<T> {
  const found = service.sections.find((section): section is Section<T> => section.type === type);
  if (!found)
    throw new Error(
      `content/service-heroes.json: "${service.slug}" draws a diagram from a ${type} section, which content/services/${service.slug}.json does not have`,
    );
  return found;
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
function heroField<K extends 'contrast' | 'answer' | 'joins'>(
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

/** Cloud: the landing zone's parts, in the page's tier order, its SLA and its recovery target. */
export function landingZoneFacts(service: Source, hero: ServiceHero) {
  const { architecture, tiers } = sectionOf(service, 'architecture');
  const { figure } = sectionOf(service, 'highlight');
  const [sla] = figuresOf(service, hero, 1);
  // The highlight's first sentence says what the figure is; the rest is the drill's story.
  const recovery = { value: figure.value, label: figure.label.split(/(?<=\.)\s/)[0]! };
  return { nodes: architecture.nodes, tiers: tiers ?? {}, sla: sla!, recovery };
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
