import { z } from 'zod';
import { CONCEPT_ICON_NAMES, iconSchema } from '@/lib/content/icons';
import { internalPath, text } from '@/lib/content/parse';
import { ctaActionSchema, statSchema } from '@/lib/content/pages';
import { architectureSchema } from '@/lib/content/case-studies';
import { site } from '@/lib/site';

/**
 * Building blocks shared by the service and product pages: SEO fields, hero, closing call to
 * action and an ordered list of optional sections. A page shows a section when its content
 * file has it; components/sections/page-sections.tsx renders each kind.
 */

const list = (min = 1) => z.array(text).min(min);

/** The full <title> is "{title} | {site.name}" and must stay under 60 characters. */
const TITLE_MAX = 59 - ` | ${site.name}`.length;

export const seoSchema = z.object({
  title: text.max(
    TITLE_MAX,
    `must be at most ${TITLE_MAX} characters (the tab title adds " | ${site.name}")`,
  ),
  description: text.max(159, 'must be under 160 characters'),
});

export const heroSchema = z.object({
  eyebrow: text,
  title: text,
  intro: text,
  primary: ctaActionSchema,
  secondary: ctaActionSchema.optional(),
  /** Short proof points shown under the buttons. */
  highlights: list().max(4).optional(),
});

export const closingCtaSchema = z.object({
  title: text,
  text,
  primary: ctaActionSchema,
  secondary: ctaActionSchema.optional(),
});

/** Fields every section shares: the heading, and an optional link under the section. */
const heading = {
  eyebrow: text.optional(),
  title: text,
  intro: text.optional(),
  action: ctaActionSchema.optional(),
};

const cardSchema = z.object({
  icon: iconSchema.optional(),
  title: text,
  text,
  /** A short label over the card, such as "Best for" or a duration. */
  tag: text.optional(),
  /**
   * A price the card states, shown in its place of the tag at a size a buyer reads first:
   * `amount` large ("$25"), `unit` under it ("a vehicle a month"). Instead of `tag`, not with it.
   */
  price: z.object({ amount: text, unit: text }).optional(),
  points: list().optional(),
});

export const SOLUTION_ARTWORKS = [
  'migration',
  'containers',
  'data-pipeline',
  'resilience',
  'delivery-pipeline',
  'ml-pipeline',
  'developer-portal',
  'slo-dashboard',
  'analytics-platform',
  'tenants',
] as const;

export type SolutionArtworkName = (typeof SOLUTION_ARTWORKS)[number];

const statsSection = z.object({
  type: z.literal('stats'),
  ...heading,
  items: z.array(statSchema).min(3).max(4),
});

const cardsSection = z
  .object({
    type: z.literal('cards'),
    ...heading,
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
    items: z.array(cardSchema).min(2),
    /**
     * A service page's price list: its intro is the terms every price list shares, written
     * once as `pricingTerms` in content/pages/services.json (lib/content/services.ts).
     */
    pricing: z.literal(true).optional(),
  })
  .refine((section) => !(section.pricing && section.intro), {
    path: ['intro'],
    message:
      'a price list takes its intro from pricingTerms in content/pages/services.json: drop it here',
  });

const checklistSection = z.object({
  type: z.literal('checklist'),
  ...heading,
  columns: z.union([z.literal(2), z.literal(3)]).default(2),
  items: list(3),
});

const splitSection = z.object({
  type: z.literal('split'),
  ...heading,
  paragraphs: list(),
  points: list(3).optional(),
});

const rolesSection = z.object({
  type: z.literal('roles'),
  ...heading,
  groups: z.array(z.object({ icon: iconSchema, title: text, roles: list(2) })).min(2),
});

const processSection = z.object({
  type: z.literal('process'),
  ...heading,
  steps: z
    .array(
      z.object({
        title: text,
        duration: text.optional(),
        description: text,
        deliverables: list(2),
      }),
    )
    .min(3),
});

/**
 * Dated or ordered stages drawn as the shared Timeline (components/sections/timeline.tsx): a
 * product's first month, one session's path through it. A rail instead of another card grid
 * where the content has an order a reader follows.
 */
const timelineSection = z.object({
  type: z.literal('timeline'),
  ...heading,
  entries: z
    .array(z.object({ marker: text, title: text, description: text, items: list().optional() }))
    .min(3)
    .max(5),
});

const projectsSection = z.object({
  type: z.literal('projects'),
  ...heading,
  items: z
    .array(
      z.object({
        name: text,
        sector: text,
        description: text,
        results: z
          .array(z.object({ value: text, label: text }))
          .min(2)
          .max(3),
        technologies: list(2),
        /** The project's case study, when it has one (lib/content/case-studies.test.ts checks
         *  that the card's results and stack agree with it). */
        href: internalPath.optional(),
      }),
    )
    .min(2),
});

const solutionsSection = z.object({
  type: z.literal('solutions'),
  ...heading,
  items: z
    .array(
      z.object({
        title: text,
        description: text,
        artwork: z.enum(SOLUTION_ARTWORKS),
        /** Text alternative of the artwork. */
        artworkAlt: text,
        benefits: list(2),
        technologies: list(2),
      }),
    )
    .min(2),
});

/* ---------- architecture: a service's reference architecture (docs/architecture-sections.md) ---------- */

/** A tier's caption over its column; short enough to sit above the narrowest column. */
const tierCaption = text.max(22, 'keep a tier caption under 22 characters');

const architectureSection = z.object({
  type: z.literal('architecture'),
  ...heading,
  /** One sentence for the drawing's <title>, read before its connections. */
  drawingTitle: text,
  /** The heading of the folded list of what each part does. */
  partsTitle: text,
  /** The caption over each tier's column in the service's words; a case study's by default. */
  tiers: z
    .object({ client: tierCaption, gateway: tierCaption, core: tierCaption, edge: tierCaption })
    .partial()
    .optional(),
  /** The same nodes, tiers, icons and connections as a case study's diagram. */
  architecture: architectureSchema.superRefine(({ nodes }, ctx) => {
    // A service page's hero drawing shows the icons its sections name (iconsIn), these too, so
    // each must also be one of the site's icons, not only a case study's.
    nodes.forEach((node, index) => {
      if (!(CONCEPT_ICON_NAMES as readonly string[]).includes(node.icon))
        ctx.addIssue({
          code: 'custom',
          path: ['nodes', index, 'icon'],
          message: `"${node.icon}" is not one of the site's icons (lib/content/icons.ts), which the page's hero draws`,
        });
    });
    // The phone drawing sets a tier's nodes side by side in 312 px: a third leaves each 93 px.
    for (const tier of new Set(nodes.map((node) => node.tier))) {
      const count = nodes.filter((node) => node.tier === tier).length;
      if (count > 2)
        ctx.addIssue({
          code: 'custom',
          path: ['nodes'],
          message: `${count} nodes in the "${tier}" tier; at most two fit side by side on a phone`,
        });
    }
  }),
});

/* ---------- end architecture ---------- */

const highlightSection = z.object({
  type: z.literal('highlight'),
  ...heading,
  figure: z.object({
    value: text,
    label: text,
    /**
     * What was measured against the figure, when something was: shown as the big number, with
     * the figure (a target) under it as its context ("2 h 41 min" against "< 4 h").
     */
    measured: z.object({ value: text, label: text }).optional(),
  }),
  points: list(2),
});

const faqSection = z.object({
  type: z.literal('faq'),
  ...heading,
  /** Answers shown, not folded: where they state a commitment the page makes (a product's
   *  support hours), a visitor should read it without opening each question. */
  open: z.boolean().default(false),
  items: z.array(z.object({ question: text, answer: text })).min(2),
});

/*
 * Drawn sections (docs/drawn-sections.md): a pipeline of stages and a comparison of amounts on
 * one scale. Each draws its own content in HTML and CSS instead of another grid of icon cards,
 * and keeps list semantics underneath, so a screen reader gets the same facts in order.
 */

const pipelineSection = z
  .object({
    type: z.literal('pipeline'),
    ...heading,
    /** What the flow shows, said under it as the figure's caption. */
    caption: text,
    stages: z
      .array(
        z.object({
          /** Drawn in the stage's marker, and picked up by the hero drawing like a card's icon. */
          icon: iconSchema.optional(),
          name: text.max(24, 'keep a stage name short (24 characters) so five fit side by side'),
          does: text,
          /** A time or a gate ("2 min", "Needs a reviewer"), shown as a tag on the stage. */
          gate: text.optional(),
        }),
      )
      .min(3)
      .max(5, 'at most five stages, so they fit side by side'),
    /** A measured total over the first `through` stages, with its basis. */
    total: z
      .object({
        value: text,
        label: text,
        basis: text.min(40, 'say what the figure counts, over what period and how measured'),
        /** The number of stages, from the first, that the total spans. */
        through: z.number().int().min(2),
      })
      .optional(),
  })
  .superRefine((section, ctx) => {
    if (section.total && section.total.through > section.stages.length)
      ctx.addIssue({
        code: 'custom',
        path: ['total', 'through'],
        message: `spans ${section.total.through} stages but the pipeline has ${section.stages.length}`,
      });
  });

const comparisonPart = z.object({ label: text, value: text, amount: z.number().positive() });

const comparisonSection = z.object({
  type: z.literal('comparison'),
  ...heading,
  /** What the bars compare, said under them as the figure's caption. */
  caption: text,
  items: z
    .array(
      z.object({
        label: text,
        /** The amount as a reader sees it ("About $52K"). */
        value: text,
        /** The same amount as a number, which sets the bar's length against the longest. */
        amount: z.number().positive(),
        basis: text.min(40, 'say what the figure counts, over what period and how measured'),
        /** Drawn in the brand colour (ours); the others are neutral. */
        highlight: z.boolean().optional(),
        /** What makes up the amount, drawn as segments of the bar; they must add up to it. */
        parts: z.array(comparisonPart).min(2).max(4).optional(),
      }),
    )
    .min(2)
    .max(4)
    .superRefine((items, ctx) =>
      items.forEach((item, index) => {
        const sum = item.parts?.reduce((total, part) => total + part.amount, 0);
        if (sum !== undefined && Math.abs(sum - item.amount) > 1e-9)
          ctx.addIssue({
            code: 'custom',
            path: [index, 'parts'],
            message: `add up to ${sum}, not the item's amount ${item.amount}`,
          });
      }),
    ),
});

export type PipelineSection = z.output<typeof pipelineSection>;
export type ComparisonSection = z.output<typeof comparisonSection>;
/** The drawn section types, for the union below. */
export const drawnSections = [pipelineSection, comparisonSection] as const;

export const pageSectionSchema = z.discriminatedUnion('type', [
  statsSection,
  cardsSection,
  checklistSection,
  splitSection,
  rolesSection,
  processSection,
  timelineSection,
  projectsSection,
  solutionsSection,
  architectureSection,
  highlightSection,
  faqSection,
  ...drawnSections,
]);

export type PageSection = z.output<typeof pageSectionSchema>;
export type PageSectionType = PageSection['type'];
export type Seo = z.output<typeof seoSchema>;
export type Hero = z.output<typeof heroSchema>;
export type ClosingCta = z.output<typeof closingCtaSchema>;

/** True when the call to action sends the visitor to the contact page. */
export function ctaReachesContact(cta: ClosingCta): boolean {
  return [cta.primary, cta.secondary].some((action) => action?.href === '/contact');
}
