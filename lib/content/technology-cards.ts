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

/** The card of a technology that has a page. */
export function technologyCard(technology: Technology): TechnologyCard {
  return toTechnologyCard({
    id: technology.slug,
    name: technology.name,
    mark: technology.mark,
    href: technology.href,
    ...technology.card,
  });
}

export interface TechnologyGroup {
  id: string;
  title: string;
  intro: string;
  cards: TechnologyCard[];
}

/** The overview's groups in the order the page content lists them, each filled from the
 * technology files of its category; a group without technologies is left out. */
export function overviewGroups(
  page: TechnologiesPage,
  technologies: Technology[],
): TechnologyGroup[] {
  return page.groups
    .map((group) => ({
      id: group.category,
      title: group.title,
      intro: group.intro,
      cards: technologies.filter((t) => t.category === group.category).map(technologyCard),
    }))
    .filter((group) => group.cards.length > 0);
}
