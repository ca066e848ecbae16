import path from 'node:path';
import { z } from 'zod';
import {
  CONTENT_DIR,
  ContentError,
  httpsUrl,
  isoDay,
  listContentFiles,
  readMdxFile,
  validate,
  text,
} from '@/lib/content/parse';
import { fillSiteTokens } from '@/lib/content/site-tokens';
import { testimonialSchema } from '@/lib/content/testimonials';
import { CLIENT_FIGURE_BASIS } from '@/lib/content/figures';
import {
  clientStatSchema,
  ctaSchema,
  pageLoader,
  seoSchema,
  statSchema,
} from '@/lib/content/pages';
import { checkScreenText, screenTextFields } from '@/lib/content/screen-text';
import { site } from '@/lib/site';
import { takeWithMore, type TakeWithMore } from '@/lib/utils/take-with-more';
import { whatsNextSchema } from '@/lib/content/whats-next';

/** Cards show the first 2 metrics and 5 technologies; the hero the first 7. */
export const CARD_METRIC_LIMIT = 2;
export const CARD_TECHNOLOGY_LIMIT = 5;
export const HERO_TECHNOLOGY_LIMIT = 7;

export const CASE_STUDIES_DIR = path.join(CONTENT_DIR, 'case-studies');

/** Icons an editor may name in a case study; components/case-studies/case-study-icon.tsx draws them. */
export const caseStudyIconNames = [
  'brain-circuit',
  'smartphone',
  'network',
  'route',
  'navigation',
  'battery-charging',
  'map-pin',
  'bell-ring',
  'plug-zap',
  'warehouse',
  'gauge',
  'shield-check',
  'monitor',
  'server',
  'layers',
  'radio-tower',
  'heart-pulse',
  'calendar-check',
  'message-square',
  'lock',
  'landmark',
  'receipt',
  'shopping-cart',
  'languages',
  'search',
  'package',
  'credit-card',
  'database',
  'file-text',
] as const;
export type CaseStudyIconName = (typeof caseStudyIconNames)[number];

/** Card accent colours; each maps to fixed Tailwind classes in the components. */
export const caseStudyColors = ['brand', 'teal', 'emerald', 'violet', 'amber'] as const;
export type CaseStudyColor = (typeof caseStudyColors)[number];

const kebab = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected kebab-case like ev-fleet');
const icon = z.enum(caseStudyIconNames);

export const metricSchema = z.object({ value: text, label: text });

const sectionCopy = z.object({ eyebrow: text, title: text, intro: text });

/**
 * What a case-study figure counts and over what: the period, the N, how it was measured
 * (docs/case-studies.md#every-result-has-its-basis).
 */
const metricBasis = text.min(40, 'say what the figure counts, over what period and how measured');

/** A measured result: its figure, a line of explanation and its basis. */
const resultMetricSchema = metricSchema.extend({ detail: text.optional(), basis: metricBasis });

/** A headline figure; its basis defaults to the basis of the result with the same value. */
const headlineMetricSchema = metricSchema.extend({ basis: metricBasis.optional() });

/** "Month 1" or "Months 3-5": the phase's place on the project's month scale. */
const phaseTime = z.string().regex(/^Months? \d+(?:-\d+)?$/, 'expected "Month 1" or "Months 3-5"');

export const timelinePhaseSchema = z.object({
  phase: text,
  desc: text,
  time: phaseTime,
  deliverables: z.array(text).optional(),
});

export const partnerSchema = z.object({
  name: text,
  /** What kind of partner, e.g. "Charge-point operator". */
  type: text,
  desc: text,
  logo: z
    .string()
    .regex(/^\/case-studies\/[a-z0-9/-]+\.svg$/, 'expected an SVG under /case-studies/'),
  /** The partner's own site, only for a real partner (docs/proof.md#checkable-proof). */
  site: httpsUrl.optional(),
});

const architectureTiers = ['client', 'gateway', 'core', 'edge'] as const;
export type ArchitectureTier = (typeof architectureTiers)[number];

/** Most parts a phone stacks in one column: more and the column outgrows the screen. */
export const MOST_IN_COLUMN = 3;

/**
 * Declared columns hold every node once, each column at least one and at most MOST_IN_COLUMN,
 * and a connection joins neighbouring columns, which is all the layout can route without
 * crossing a box.
 */
function checkColumns(
  arch: {
    columns?: string[] | undefined;
    nodes: { id: string; column?: number | undefined }[];
    edges: { from: string; to: string }[];
  },
  ctx: z.RefinementCtx,
) {
  const { columns } = arch;
  const columnOf = new Map(arch.nodes.map((n) => [n.id, n.column]));
  arch.nodes.forEach((node, index) => {
    const path = ['nodes', index, 'column'];
    if (!columns && node.column !== undefined)
      ctx.addIssue({ code: 'custom', path, message: "a column needs the drawing's `columns`" });
    if (columns && node.column === undefined)
      ctx.addIssue({
        code: 'custom',
        path,
        message: "the drawing declares columns: name this node's",
      });
    if (columns && node.column !== undefined && node.column >= columns.length)
      ctx.addIssue({ code: 'custom', path, message: `there are only ${columns.length} columns` });
  });
  if (!columns) return;
  columns.forEach((_, c) => {
    const count = arch.nodes.filter((n) => n.column === c).length;
    if (count === 0 || count > MOST_IN_COLUMN)
      ctx.addIssue({
        code: 'custom',
        path: ['columns', c],
        message: `${count} nodes in this column; a column holds 1 to ${MOST_IN_COLUMN}`,
      });
  });
  // On a phone a full column stacks its parts beside a rail that its neighbour's one part
  // starts or ends: two full columns side by side, or a rail from two parts, cannot be drawn.
  columns.forEach((_, c) => {
    const full = (i: number) => arch.nodes.filter((n) => n.column === i).length === MOST_IN_COLUMN;
    const single = (i: number) => arch.nodes.filter((n) => n.column === i).length <= 1;
    if (full(c) && ![c - 1, c + 1].every((i) => i < 0 || i >= columns.length || single(i)))
      ctx.addIssue({
        code: 'custom',
        path: ['columns', c],
        message: `a column of ${MOST_IN_COLUMN} stands between columns of one node`,
      });
  });
  arch.edges.forEach((edge, index) => {
    const from = columnOf.get(edge.from);
    const to = columnOf.get(edge.to);
    if (from !== undefined && to !== undefined && Math.abs(from - to) !== 1)
      ctx.addIssue({
        code: 'custom',
        path: ['edges', index],
        message: `joins columns ${from} and ${to}; a connection joins neighbouring columns`,
      });
  });
}

export const architectureSchema = z
  .object({
    nodes: z
      .array(
        z.object({
          id: kebab,
          label: text,
          tier: z.enum(architectureTiers),
          icon,
          desc: text,
          items: z.array(text).max(4),
          /** The column it stands in, counted from 0, when the drawing declares `columns`. */
          column: z.number().int().min(0).optional(),
          /**
           * Set when the part runs once per customer or per source ("One per agency"): it is
           * drawn as a stack of cards with these words under its name.
           */
          copies: text.max(28, 'keep copies under 28 characters').optional(),
        }),
      )
      .min(2),
    /**
     * The drawing's own columns, left to right, by their captions: the system as it is (sources
     * fanning in to one stream, a ledger with a service beside it), not the four tiers. Without
     * them the nodes stand in tier columns (docs/case-studies.md#architecture-drawings).
     */
    columns: z
      .array(text.max(28, 'keep column captions under 28 characters'))
      .min(2)
      .max(4)
      .optional(),
    edges: z
      .array(
        z.object({
          from: kebab,
          to: kebab,
          /** Short protocol label drawn on the connector. */
          label: text.max(24, 'keep connector labels under 24 characters'),
          /** The sentence the text alternative reads for this connection. */
          desc: text,
          both: z.boolean().default(false),
        }),
      )
      .min(1),
  })
  .superRefine((arch, ctx) => {
    checkColumns(arch, ctx);
    const ids = new Set(arch.nodes.map((n) => n.id));
    arch.edges.forEach((edge, index) => {
      for (const end of ['from', 'to'] as const) {
        if (!ids.has(edge[end])) {
          ctx.addIssue({
            code: 'custom',
            path: ['edges', index, end],
            message: `no node with id "${edge[end]}"`,
          });
        }
      }
    });
  });

/** The bands a study may order between its client and its quote. */
export const CASE_STUDY_BANDS = [
  'challenges',
  'approach',
  'timeline',
  'impact',
  'solutions',
  'screen',
  'partners',
  'architecture',
  'journey',
] as const;
export type CaseStudyBand = (typeof CASE_STUDY_BANDS)[number];

/**
 * The order of a study that gives none: the before/after rows are left out, so they join the
 * results, where the figures that measure them stand (docs/case-studies.md#one-home-per-figure).
 */
export const DEFAULT_SECTION_ORDER: readonly CaseStudyBand[] = CASE_STUDY_BANDS.filter(
  (band) => band !== 'impact',
);

/** A listed band must have its content, once; the approach is checked against the body later. */
function checkSectionOrder(
  study: { sectionOrder?: CaseStudyBand[] | undefined } & Partial<Record<CaseStudyBand, unknown>>,
  ctx: z.RefinementCtx,
) {
  study.sectionOrder?.forEach((band, index) => {
    const path = ['sectionOrder', index];
    if (study.sectionOrder!.indexOf(band) !== index) {
      ctx.addIssue({ code: 'custom', path, message: `"${band}" is listed twice` });
    } else if (band !== 'approach' && !study[band]) {
      ctx.addIssue({ code: 'custom', path, message: `the study has no "${band}" to show` });
    }
  });
}

/** The client screens drawn for case studies (components/case-studies/screens). */
export const CASE_STUDY_SCREENS = [
  'paysprout-close',
  'loomcart-storefront',
  'helixa-checkin',
] as const;

export const caseStudySchema = z
  .object({
    id: kebab,
    slug: kebab,
    title: text,
    /** Shorter title for the <title> tag when `title` is long. */
    metaTitle: text.optional(),
    category: text,
    /** The tag above the hero title, e.g. "EV Transport Platform". */
    tag: text,
    /** The project's codename, as other pages (product engineering) name it. */
    codename: text.optional(),
    client: text,
    shortDesc: text,
    description: text.max(160, 'the meta description must stay under 160 characters'),
    color: z.enum(caseStudyColors),
    featured: z.boolean(),
    date: isoDay,
    duration: text,
    teamSize: text,
    /** Slugs of the service pages the project drew on, shown by their page names (study-services.ts). */
    services: z
      .array(
        z
          .string()
          .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected the slug of a file in content/services'),
      )
      .min(1),
    cover: z
      .object({
        src: z.string().regex(/^\/case-studies\/[a-z0-9/-]+\.svg$/, 'expected an SVG path'),
        alt: text,
        width: z.number().int().positive(),
        height: z.number().int().positive(),
      })
      .optional(),
    technologies: z.array(text).min(1),
    clientBackground: z.object({ title: text, description: text, highlights: z.array(text) }),
    challenges: z
      .array(z.object({ title: text, desc: text }))
      .min(1)
      .optional(),
    /** The solution highlight cards. */
    solutions: z.array(z.object({ title: text, icon, desc: text, features: z.array(text) })).min(1),
    /** Headline outcomes: the quote banner shows them all, cards the first two. */
    outcomes: z.object({
      metrics: z.array(headlineMetricSchema).min(CARD_METRIC_LIMIT).max(4),
      summary: text,
    }),
    /** The statement in the quote banner. */
    headline: text,
    timeline: z.array(timelinePhaseSchema).min(1),
    /**
     * Before/after rows: the before state at length, the after in a few words; `result` names the
     * value of the result that measures the change, so the row links to it instead of restating
     * it (docs/case-studies.md#one-home-per-figure).
     */
    impact: z
      .array(z.object({ area: text, before: text, after: text, result: text.optional() }))
      .min(1)
      .optional(),
    /**
     * The bands between the client and the quote, in the study's order; a band left out is not
     * shown, and before/after rows left out of it join the results (docs/case-studies.md#sections-per-study).
     */
    sectionOrder: z.array(z.enum(CASE_STUDY_BANDS)).min(1).optional(),
    /**
     * The client's product as its users see it: a drawn screen named by `title`, with a one-line
     * `caption` under it and its full `description` for screen readers
     * (lib/content/screen-text.ts, docs/case-studies.md#the-screen).
     */
    screen: z
      .object({ name: z.enum(CASE_STUDY_SCREENS), ...screenTextFields })
      .superRefine(checkScreenText)
      .optional(),
    /** Optional sections: a study shows the ones its project had (docs/case-studies.md). */
    partners: z.array(partnerSchema).min(1).optional(),
    architecture: architectureSchema,
    journey: z
      .array(z.object({ title: text, desc: text, icon, actor: text }))
      .min(1)
      .optional(),
    /**
     * How the journey is drawn: a `route` of cards through the platform's parts, or a `care`
     * timeline of one person's weeks in order (docs/case-studies.md#the-journey).
     */
    journeyLayout: z.enum(['route', 'care']).default('route'),
    /** The client's words, signed by a named person (docs/case-studies.md#testimonials). */
    quote: testimonialSchema.omit({ href: true }),
    results: z.array(resultMetricSchema).min(1),
    /** Scale facts (vehicles, stations...), shown as a stat band after the results. */
    scale: z.array(clientStatSchema).min(1).optional(),
    whatsNext: whatsNextSchema,
    /** Title and intro of each section of the page: the template's words, the editor's copy. */
    sections: z.object({
      /**
       * The client section's eyebrow, the "at a glance" card's headings and its row labels. A
       * study without it has no client section: the headline banner introduces the client in
       * `clientBackground` alone (docs/case-studies.md#the-ev-study).
       */
      overview: z
        .object({
          eyebrow: text,
          glanceTitle: text,
          aboutTitle: text,
          facts: z.object({
            client: text,
            industry: text,
            duration: text,
            team: text,
            services: text,
          }),
        })
        .optional(),
      challenges: sectionCopy.optional(),
      timeline: sectionCopy,
      impact: sectionCopy.optional(),
      solutions: sectionCopy,
      screen: sectionCopy.optional(),
      partners: sectionCopy.optional(),
      /** Plus the headings of the two lists under the diagram and of the stack beside them. */
      architecture: sectionCopy.extend({
        componentsTitle: text,
        connectionsTitle: text,
        stackTitle: text,
        /** The stack list's accessible name. */
        stackLabel: text,
      }),
      journey: sectionCopy.optional(),
      /** Plus the label of the one-paragraph outcome beside the figures. */
      results: sectionCopy.extend({
        outcomeLabel: text,
        /** The link under a banner figure to the result that states its basis. */
        basisLinkLabel: text,
      }),
      scale: sectionCopy.optional(),
    }),
    cta: ctaSchema,
  })
  .superRefine((study, ctx) => {
    // An optional section and its headings come together: content without a title, or a
    // title over nothing, fails here rather than on the page.
    for (const key of ['challenges', 'impact', 'screen', 'partners', 'journey', 'scale'] as const) {
      if (Boolean(study[key]) !== Boolean(study.sections[key])) {
        ctx.addIssue({
          code: 'custom',
          path: study[key] ? ['sections', key] : [key],
          message: study[key]
            ? `"${key}" needs its headings in sections.${key}`
            : `sections.${key} has headings but the study has no "${key}"`,
        });
      }
    }
    if (!study.sections.overview && study.clientBackground.highlights.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['clientBackground', 'highlights'],
        message:
          'highlights show only in the client section: add sections.overview or fold them into the description',
      });
    }
    checkSectionOrder(study, ctx);
    study.impact?.forEach((row, index) => {
      if (row.result && !study.results.some((r) => r.value === row.result)) {
        ctx.addIssue({
          code: 'custom',
          path: ['impact', index, 'result'],
          message: `no result has the value "${row.result}"`,
        });
      }
    });
    const fullTitle = `${study.metaTitle ?? study.title} | ${site.name}`;
    if (fullTitle.length >= 60) {
      ctx.addIssue({
        code: 'custom',
        path: [study.metaTitle ? 'metaTitle' : 'title'],
        message: `"${fullTitle}" is ${fullTitle.length} characters; the <title> must stay under 60 (set metaTitle)`,
      });
    }
  });

export type CaseStudyData = z.output<typeof caseStudySchema>;
export type TimelinePhase = z.output<typeof timelinePhaseSchema>;
export type Partner = z.output<typeof partnerSchema>;
export type Architecture = z.output<typeof architectureSchema>;

/** A headline figure as the page shows it: always with its basis. */
export type HeadlineMetric = z.output<typeof metricSchema> & { basis: string };

export interface CaseStudy extends Omit<CaseStudyData, 'outcomes'> {
  /** The bands the page shows between the client and the quote, in order, each with content. */
  bands: CaseStudyBand[];
  /** Before/after rows not given a band of their own: the results section shows them. */
  impactInResults: boolean;
  outcomes: { metrics: HeadlineMetric[]; summary: string };
  /**
   * Whose figures these are ("Reported by Voltgrid, the client"): stated once under the scale
   * band for its figures without a basis of their own, and after each figure a service page
   * borrows (docs/case-studies.md#every-result-has-its-basis).
   */
  figureBasis: string;
  /** The MDX narrative under the client background, up to its first heading. */
  body: string;
  /** The body from its first heading on ("How we approached it"), shown after the challenges. */
  approach?: Approach;

  /** Site path of the case study page. */
  path: string;
  /** Source file, relative to the project, for error messages. */
  file: string;
}

// next-mdx-remote drops JS expressions silently (blockJS); fail loudly instead.
const MDX_EXPRESSION = /\{[^}]*\}/;

/** Reads and validates one case study file; the slug must equal the file name. */
export function readCaseStudy(file: string): CaseStudy {
  // Tokens first ({{name}}, company figures), then the schema, as for every page file.
  const raw = readMdxFile(file, z.record(z.string(), z.unknown()));
  const data = validate(caseStudySchema, fillSiteTokens(raw.data, raw.file), file);
  const { body, file: rel } = raw;
  const fileSlug = path.basename(file).replace(/\.mdx?$/, '');
  if (data.slug !== fileSlug) {
    throw new ContentError(rel, [`slug: "${data.slug}" must equal the file name "${fileSlug}"`]);
  }
  if (MDX_EXPRESSION.test(body)) {
    throw new ContentError(rel, ['body: JS expressions like {…} are not allowed in MDX bodies']);
  }
  if (!data.sections.overview && body.trim()) {
    throw new ContentError(rel, [
      'body: the story shows only in the client section; add sections.overview or fold it into clientBackground.description',
    ]);
  }
  const metrics = headlineMetrics(data, rel);
  const figureBasis = CLIENT_FIGURE_BASIS.replace('{company}', data.quote.company);
  const story = splitApproach(body);
  return {
    ...data,
    outcomes: { ...data.outcomes, metrics },
    figureBasis,
    ...story,
    ...studyBands(data, Boolean(story.approach), rel),
    path: `/case-studies/${data.slug}`,
    file: rel,
  };
}

/**
 * How a study went about its project. `before` and `after` are MDX paragraphs; `decisions` are
 * the body's list of bold-led items ("- **Integrate once.** Each partner…"), which the page sets
 * as numbered decisions beside the prose rather than as a bullet list in a narrow column. A
 * study written as prose only has none, and its paragraphs share the width in two columns.
 */
export interface Approach {
  title: string;
  /** The whole body under the heading, as written. */
  body: string;
  before: string;
  decisions: Array<{ title: string; text: string }>;
  after: string;
}

const DECISION = /^- +\*\*(.+?)\*\* *(.*)$/;

/** The approach's paragraphs before and after its one list of bold-led decisions. */
export function splitDecisions(body: string): Omit<Approach, 'title' | 'body'> {
  const blocks = body.split(/\n\s*\n/).map((block) => block.trim());
  const listAt = blocks.findIndex((block) =>
    block.split('\n').every((line) => DECISION.test(line.trim())),
  );
  if (listAt < 0) return { before: body.trim(), decisions: [], after: '' };
  const decisions = blocks[listAt]!.split('\n').map((line) => {
    const [, title, text] = DECISION.exec(line.trim())!;
    // The number and weight set the title apart, so the full stop written after it in
    // the body's bold lead-in goes.
    return { title: title!.trim().replace(/\.$/, ''), text: text!.trim() };
  });
  return {
    before: blocks.slice(0, listAt).join('\n\n'),
    decisions,
    after: blocks.slice(listAt + 1).join('\n\n'),
  };
}

/**
 * The story before the body's first "## " heading stays with the client; the heading and what
 * follows it (how we approached the project) move under the challenges, since an approach read
 * before its problem answers a question nobody has asked yet.
 */
export function splitApproach(body: string): Pick<CaseStudy, 'body' | 'approach'> {
  const match = /^## +(.+)$/m.exec(body);
  if (!match) return { body: body.trim() };
  const rest = body.slice(match.index + match[0].length).trim();
  return {
    body: body.slice(0, match.index).trim(),
    approach: { title: match[1]!.trim(), body: rest, ...splitDecisions(rest) },
  };
}

/** The bands in the study's order (or the default one), keeping those it has content for. */
function studyBands(
  data: CaseStudyData,
  hasApproach: boolean,
  file: string,
): Pick<CaseStudy, 'bands' | 'impactInResults'> {
  const has = (band: CaseStudyBand) =>
    band === 'approach'
      ? hasApproach
      : band === 'timeline' || band === 'solutions' || band === 'architecture'
        ? true
        : Boolean(data[band] && data.sections[band]);
  if (data.sectionOrder?.includes('approach') && !hasApproach) {
    throw new ContentError(file, [
      'sectionOrder: lists "approach" but the body has no "## " heading to start one',
    ]);
  }
  const bands = (data.sectionOrder ?? DEFAULT_SECTION_ORDER).filter(has);
  return { bands, impactInResults: Boolean(data.impact) && !bands.includes('impact') };
}

/**
 * The banner's figures, each with its basis: its own, or that of the result stating the same
 * value, so a figure shown twice on a page is explained once in content and alike on the page.
 */
function headlineMetrics(data: CaseStudyData, file: string): HeadlineMetric[] {
  const problems: string[] = [];
  const metrics = data.outcomes.metrics.map((metric, index) => {
    const basis = metric.basis ?? data.results.find((r) => r.value === metric.value)?.basis;
    if (!basis)
      problems.push(
        `outcomes.metrics.${index}.basis: missing; add what "${metric.value}" counts, or a result with the same value`,
      );
    return { ...metric, basis: basis ?? '' };
  });
  if (problems.length) throw new ContentError(file, problems);
  return metrics;
}

/** Every case study in content/case-studies, newest first. A new file becomes a page and a card. */
export function getCaseStudies(dir = CASE_STUDIES_DIR): CaseStudy[] {
  const studies = listContentFiles(dir, ['.mdx', '.md']).map(readCaseStudy);
  const ids = new Set<string>();
  for (const study of studies) {
    if (ids.has(study.id)) throw new ContentError(study.file, [`id: "${study.id}" is used twice`]);
    ids.add(study.id);
  }
  return studies.sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

export function getCaseStudy(slug: string, dir = CASE_STUDIES_DIR): CaseStudy {
  const study = getCaseStudies(dir).find((s) => s.slug === slug);
  if (!study) throw new Error(`Unknown case study "${slug}" (content/case-studies)`);
  return study;
}

/** What a list card shows: the first 2 outcome metrics with their bases, and 5 technologies plus "+N more". */
export interface CaseStudyCardData {
  metrics: HeadlineMetric[];
  technologies: TakeWithMore<string>;
}

export function caseStudyCard(study: Pick<CaseStudy, 'outcomes' | 'technologies'>) {
  return {
    metrics: study.outcomes.metrics.slice(0, CARD_METRIC_LIMIT),
    technologies: takeWithMore(study.technologies, CARD_TECHNOLOGY_LIMIT),
  } satisfies CaseStudyCardData;
}

/** "Month 1" -> {start: 1, end: 1}; "Months 3-5" -> {start: 3, end: 5}. */
export function phaseSpan(time: string): { start: number; end: number } {
  const match = /^Months? (\d+)(?:-(\d+))?$/.exec(time);
  if (!match) throw new Error(`Unrecognised phase time "${time}"`);
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : start;
  if (end < start) throw new Error(`Phase time "${time}" ends before it starts`);
  return { start, end };
}

// The list page: hero, stats, headings of the featured and 'all' lists, closing call to action.
export const caseStudiesPageSchema = z.object({
  seo: seoSchema,
  /** The drawing beside the heading is the studies on a line of time, named by chartCaption. */
  hero: z.object({ eyebrow: text, title: text, intro: text, chartCaption: text }),
  /** The numbers band's heading, for screen readers. */
  statsHeading: text,
  stats: z.array(statSchema).min(3).max(4),
  /**
   * One line under the figures that sets them beside the studies told here, so totals above a
   * handful of cards do not read as padding; "{count}" becomes the number of studies.
   */
  statsNote: text.refine((words) => words.includes('{count}'), 'must say "{count}"'),
  featured: z.object({ eyebrow: text, title: text, intro: text }),
  all: z.object({ eyebrow: text, title: text, intro: text }),
  /**
   * Words of the study template shared by every study: the approach's eyebrow, and the labels
   * over the two columns of a `shift` close (what is done today, what the next phase does), and
   * the label of the link to the next study at the foot of each.
   */
  study: z.object({
    approachEyebrow: text,
    nextStudyLabel: text,
    nextLabels: z.object({ today: text, next: text, buildsOn: text }),
  }),
  cta: ctaSchema,
});

export type CaseStudiesPage = z.output<typeof caseStudiesPageSchema>;

// Company figures arrive as {{tokens}} (content/company/figures.json); the page loader fills them.
export const getCaseStudiesPage = pageLoader('case-studies', caseStudiesPageSchema);
