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

/** DevOps: the pipeline's stages with their gates, the timed stretch, and time to restore. */
export function releaseGatesFacts(service: Source, hero: ServiceHero) {
  const { stages, total } = sectionOf(service, 'pipeline');
  const [restore] = figuresOf(service, hero, 1);
  return { stages, total, restore: restore! };
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

/** AI: the path a question takes, drawn as the loop it is (checks feed the next change). */
export function evalLoopFacts(service: Source, hero: ServiceHero) {
  const { architecture, tiers } = sectionOf(service, 'architecture');
  const [pilot] = figuresOf(service, hero, 1);
  return { nodes: architecture.nodes, tiers: tiers ?? {}, pilot: pilot! };
}

/** Augmentation: the steps from brief to working engineer, and the two milestones' figures. */
export function onboardingFacts(service: Source, hero: ServiceHero) {
  const { steps } = sectionOf(service, 'process');
  return { steps, figures: figuresOf(service, hero, 2) };
}
