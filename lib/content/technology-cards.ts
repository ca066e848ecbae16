import type { BrandMarkName } from '@/lib/content/icons';
import type { TechnologiesPage, Technology } from '@/lib/content/technologies';

/** A technology card shows the first two features and the first two use cases. */
export const CARD_FEATURE_LIMIT = 2;
export const CARD_USE_CASE_LIMIT = 2;

/** A technology card: name, description, icon, features, useCases, href. */
export interface TechnologyCard {
  id: string;
  name: string;
  description: string;
  mark: BrandMarkName;
  features: string[];
  useCases: string[];
  /** Absent when the technology has no page of its own: the card then shows no link. */
  href?: string;
  /** Where we used it, e.g. "In production for Voltgrid and Loomcart"; absent when no study does. */
  usedBy?: string;
}

interface CardSource {
  id: string;
  name: string;
  description: string;
  mark: BrandMarkName;
  features: readonly string[];
  useCases: readonly string[];
  href?: string | undefined;
}

/** The card as shown: features and use cases cut to the first two, everything else kept. */
export function toTechnologyCard(source: CardSource): TechnologyCard {
  return {
    id: source.id,
    name: source.name,
    description: source.description,
    mark: source.mark,
    features: source.features.slice(0, CARD_FEATURE_LIMIT),
    useCases: source.useCases.slice(0, CARD_USE_CASE_LIMIT),
    ...(source.href ? { href: source.href } : {}),
  };
}

/** "A", "A and B", "A, B and C": the site's lists have no comma before "and". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The card's line about where we used the technology: the page's template with the clients
 * of the case studies that list it, or nothing when none does, so no card claims work we
 * cannot point to (docs/proof.md#technology-pages).
 */
export function usedByLine(template: string, clients: readonly string[]): string | undefined {
  const unique = [...new Set(clients)];
  return unique.length > 0 ? template.replace('{clients}', joinNames(unique)) : undefined;
}

/** The card of a technology that has a page; `usedBy` is its line about our case studies. */
export function technologyCard(technology: Technology, usedBy?: string): TechnologyCard {
  return {
    ...toTechnologyCard({
      id: technology.slug,
      name: technology.name,
      mark: technology.mark,
      href: technology.href,
      ...technology.card,
    }),
    ...(usedBy ? { usedBy } : {}),
  };
}

export interface TechnologyGroup {
  id: string;
  title: string;
  intro: string;
  cards: TechnologyCard[];
}

/** The overview's groups in the order the page content lists them, each filled from the
 * technology files of its category; a group without technologies is left out. `clientsOf`
 * names the clients whose case studies list a technology (derived, never kept by hand). */
export function overviewGroups(
  page: TechnologiesPage,
  technologies: Technology[],
  clientsOf: (technology: Technology) => string[] = () => [],
): TechnologyGroup[] {
  return page.groups
    .map((group) => ({
      id: group.category,
      title: group.title,
      intro: group.intro,
      cards: technologies
        .filter((t) => t.category === group.category)
        .map((t) => technologyCard(t, usedByLine(page.caseStudies.cardLine, clientsOf(t)))),
    }))
    .filter((group) => group.cards.length > 0);
}
