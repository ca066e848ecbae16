import path from 'node:path';
import { z } from 'zod';
import { iconSchema } from '@/lib/content/icons';
import {
  closingCtaSchema,
  ctaReachesContact,
  heroSchema,
  pageSectionSchema,
  seoSchema,
} from '@/lib/content/section-schemas';
import { CONTENT_DIR, ContentError, listContentFiles, text } from '@/lib/content/parse';
import { loadPage } from '@/lib/content/pages';
import {
  resolveServiceGuide,
  serviceGuideSchema,
  serviceOrder,
  type ServiceGuideView,
} from '@/lib/content/service-guide';
import { testimonialSchema } from '@/lib/content/testimonials';

export const SERVICES_DIR = path.join(CONTENT_DIR, 'services');
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One service page: content/services/<slug>.json. The file name is the slug. */
export const serviceSchema = z.object({
  /** Short name for breadcrumbs, cards and structured data, e.g. "Cloud Engineering". */
  name: text,
  /** schema.org serviceType, e.g. "Cloud engineering and DevOps". */
  serviceType: text,
  seo: seoSchema,
  hero: heroSchema,
  sections: z.array(pageSectionSchema).min(3, 'a service page needs at least 3 sections'),
  /** The case study that proves the service, shown with its client's signed quote (docs/proof.md). */
  proof: z.object({
    caseStudy: z.string().regex(SLUG, 'expected the slug of a file in content/case-studies'),
    title: text,
    intro: text,
    /**
     * The three figures that speak for this service, in the order shown: the label of one of
     * the study's results, or a figure of the client's about this service's part of the work
     * (the team we placed, say), with its basis. Without it, the study's first three results
     * (docs/proof.md#proof-on-every-service-page).
     */
    results: z
      .array(
        z.union([
          text,
          z.object({
            value: text,
            label: text,
            basis: text.min(40, 'say what the figure counts, over what period and how measured'),
          }),
        ]),
      )
      .length(3, 'name three figures')
      .optional(),
    /**
     * A signed quote from another person at the study's client, about this service's part of
     * the work; without it, the study's own quote. Shown only on this page.
     */
    quote: testimonialSchema
      .pick({ quote: true, name: true, role: true, portrait: true })
      .optional(),
  }),
  cta: closingCtaSchema.refine(ctaReachesContact, {
    message: 'the closing call to action must link to /contact',
  }),
});

export type ServiceContent = z.output<typeof serviceSchema>;
export interface Service extends ServiceContent {
  slug: string;
  path: string;
}

/** Reads and validates one service file; the slug comes from its name. */
export function readService(file: string): Service {
  const slug = path.basename(file, '.json');
  if (!SLUG.test(slug))
    throw new ContentError(path.relative(process.cwd(), file), [
      '(file name): expected a kebab-case slug',
    ]);
  // Tokens filled: company figures come from content/company/figures.json (docs/facts.md).
  const service = loadPage(file, serviceSchema);
  return {
    ...service,
    sections: withPricingTerms(service.sections),
    slug,
    path: `/services/${slug}`,
  };
}

const OVERVIEW_FILE = path.join(CONTENT_DIR, 'pages', 'services.json');
let pricingTerms: string | undefined;

/**
 * Gives each price list (a cards section marked `pricing`) the terms every service's prices
 * share, read from the overview file: one paragraph, so a change of rate or of how we quote
 * reaches every page at once.
 */
function withPricingTerms(sections: ServiceContent['sections']): ServiceContent['sections'] {
  pricingTerms ??= loadPage(OVERVIEW_FILE, z.object({ pricingTerms: text })).pricingTerms;
  return sections.map((section) =>
    section.type === 'cards' && section.pricing ? { ...section, intro: pricingTerms } : section,
  );
}

/** Every service page, sorted by slug. */
export function getServices(dir = SERVICES_DIR): Service[] {
  return listContentFiles(dir, ['.json']).map(readService);
}

export function getServiceSlugs(dir = SERVICES_DIR): string[] {
  return getServices(dir).map((s) => s.slug);
}

export function getService(slug: string, dir = SERVICES_DIR): Service {
  const service = getServices(dir).find((s) => s.slug === slug);
  if (!service) throw new Error(`Unknown service "${slug}" (content/services/${slug}.json)`);
  return service;
}

/* ---------- The /services overview: content/pages/services.json ---------- */

const overviewCardSchema = z.object({
  /** Slug of the service page the card links to. */
  service: z.string().regex(SLUG, 'expected a service slug'),
  icon: iconSchema,
  title: text,
  description: text,
  features: z.array(text).min(3).max(5),
  badge: z.literal('Most Popular').optional(),
});

export const servicesPageSchema = z.object({
  seo: seoSchema,
  /** highlightsLabel names the list of highlights for screen readers. */
  hero: heroSchema.extend({
    /**
     * The words of the hero's drawing (components/services/services-hero-art.tsx): where
     * clients start, the lead who takes each on, and what the work grows into. Lengths are what
     * the drawing holds at its smallest size (docs/service-heroes.md#the-services-overview).
     */
    drawing: z.object({
      starts: z.array(text.max(22)).length(3),
      lead: text.max(18),
      stages: z.array(text.max(34)).length(3),
    }),
    highlightsLabel: text,
  }),
  /** Names each service page's hero highlights; "{service}" is the service's name. */
  serviceHighlightsLabel: text.includes('{service}'),
  /** The intro of every service page's price list: the rate and how we quote (readService). */
  pricingTerms: text,
  /** The words of every service page's proof section: its eyebrow and the study link. */
  proof: z.object({ eyebrow: text, linkLabel: text, resultsLabel: text }),
  cards: z.object({
    eyebrow: text,
    title: text,
    intro: text,
    items: z.array(overviewCardSchema).length(8, 'the overview shows exactly eight services'),
  }),
  guide: serviceGuideSchema,
  whyChoose: z.object({
    eyebrow: text,
    title: text,
    intro: text,
    items: z.array(z.object({ icon: iconSchema, title: text, text })).min(3),
  }),
  process: z.object({
    eyebrow: text,
    title: text,
    intro: text,
    steps: z
      .array(z.object({ title: text, description: text, deliverables: z.array(text).min(2) }))
      .length(4, 'the process has four steps'),
  }),
  cta: closingCtaSchema.refine(ctaReachesContact, {
    message: 'the closing call to action must link to /contact',
  }),
});

export type ServicesPage = z.output<typeof servicesPageSchema>;
export type ServiceOverviewCard = ServicesPage['cards']['items'][number] & { href: string };
/** The overview with each card's link resolved. */
export type ServicesPageView = Omit<ServicesPage, 'cards' | 'guide'> & {
  cards: Omit<ServicesPage['cards'], 'items'> & { items: ServiceOverviewCard[] };
  guide: ServiceGuideView;
};

/**
 * Loads the overview and checks that every card names an existing service file and that the
 * guide lists every service page once, so the hub can never link to a missing service or leave
 * one out.
 */
export function getServicesPage(
  file = OVERVIEW_FILE,
  servicesDir = SERVICES_DIR,
): ServicesPageView {
  const page = loadPage(file, servicesPageSchema);
  const services = getServices(servicesDir);
  const known = new Set(services.map((s) => s.slug));
  const { guide, problems } = resolveServiceGuide(page.guide, services);
  const missing = page.cards.items
    .map((card, i) => [`cards.items.${i}.service`, card.service] as const)
    .filter(([, slug]) => !known.has(slug))
    .map(([field, slug]) => `${field}: no service file content/services/${slug}.json`);
  if (missing.length || problems.length)
    throw new ContentError(path.relative(process.cwd(), file), [...missing, ...problems]);
  // One order for every list of services: the guide's (docs/content.md#one-order-of-services).
  const rank = serviceOrder(page.guide);
  const items = [...page.cards.items].sort((a, b) => rank(a.service) - rank(b.service));
  return {
    ...page,
    guide,
    cards: {
      ...page.cards,
      items: items.map((card) => ({ ...card, href: `/services/${card.service}` })),
    },
  };
}
