import { Figure, type FigureLook } from '@/components/sections/figure';
import { BASIS_LIGHT } from '@/components/sections/stat-row';
import type { StudyAccent } from '@/components/case-studies/accent';
import { cn } from '@/lib/utils/cn';

interface ResultMetricsProps {
  /** Each with its basis: what it counts, over what, measured how. */
  results: Array<{ value: string; label: string; detail?: string; basis: string }>;
  summary: string;
  /** The heading over the summary ("The outcome"). */
  outcomeLabel: string;
  /** The study's colour, on its figures and the lead card's tint. */
  accent: StudyAccent;
}

/**
 * The label is the card's title and the detail its body, both larger than the basis under them,
 * which is the site's one quiet caption (14 px, lighter): on a phone the detail was once 13 px,
 * under a 14 px basis, and read as the footnote of its own footnote.
 */
const look: FigureLook = {
  subgrid: true,
  cell: 'card scroll-mt-24 p-4 target:ring-2 target:ring-brand-500 sm:p-6',
  label: 'mt-2 text-base leading-snug font-semibold text-ink-900 sm:text-lg',
  value: 'font-display text-3xl font-extrabold tracking-tight sm:text-4xl xl:text-5xl',
  detail: 'mt-2 text-[0.9375rem] leading-normal text-ink-700 sm:text-base sm:leading-relaxed',
  basis: BASIS_LIGHT,
};

/**
 * An odd number of results leaves a hole in a grid of two or four columns, and stretching the
 * last card across it read as a mistake (a reviewer saw 4 + 3 with one card wide). So the first
 * result, the study's headline figure, leads across two cells and the count comes out even:
 * seven results fill two rows of four at 1440 px (2 + 1 + 1, then 4) and four rows of two at
 * 768. Literal classes: Tailwind finds only whole class names.
 */
const leadLook: FigureLook = {
  ...look,
  cell: `${look.cell} @min-[36rem]/page:col-span-2`,
  value:
    'font-display text-3xl font-extrabold tracking-tight @min-[36rem]/page:text-5xl xl:text-6xl',
  // One to a row on a phone, the lead is sized like the others there: the page has a height budget.
  detail:
    'mt-2 max-w-md text-[0.9375rem] leading-normal text-ink-700 @min-[36rem]/page:text-base sm:leading-relaxed',
  basis: `${BASIS_LIGHT} max-w-xl`,
};

/**
 * The outcome closes the section. Under the grid it stands apart from the cards (the gap of a
 * heading to its content, not the cards' own), and at four columns it runs the full width with
 * its label beside the statement, rather than a statement in the left half of a wide box. Beside
 * a last row of two results it takes the other two cells, as tall as that row, its text centred.
 * Cells are always even (the lead above), so a row ends full or half full. Literal classes, by
 * the same container width as the grid's four columns.
 */
const OUTCOME_PLACE = {
  band: {
    box: 'mt-5 sm:mt-8 @min-[60rem]/page:col-span-4 @min-[60rem]/page:grid @min-[60rem]/page:grid-cols-[11rem_1fr] @min-[60rem]/page:items-baseline @min-[60rem]/page:gap-x-10 lg:px-10',
    summary: '@min-[60rem]/page:mt-0',
  },
  beside: {
    box: 'mt-5 sm:mt-8 @min-[60rem]/page:col-span-2 @min-[60rem]/page:row-span-4 @min-[60rem]/page:mt-0 @min-[60rem]/page:justify-center',
    summary: '',
  },
} as const;

/** The id of a study's result card, for the headline figures that link to its basis. */
export const resultId = (index: number) => `result-${index + 1}`;

/** Every measured result, then the outcome in one paragraph. */
export function ResultMetrics({ results, summary, outcomeLabel, accent }: ResultMetricsProps) {
  const lead = results.length % 2 === 1;
  const place = (results.length + (lead ? 1 : 0)) % 4 === 0 ? 'band' : 'beside';
  const outcome = OUTCOME_PLACE[place];
  const looks = {
    lead: {
      ...leadLook,
      cell: cn(leadLook.cell, accent.tint),
      value: cn(leadLook.value, accent.text),
    },
    other: { ...look, value: cn(look.value, accent.text) },
  };
  return (
    // A grid at every width, one to a row on phones (docs/case-studies.md#on-a-phone).
    <div className="grid gap-3 @min-[36rem]/page:grid-cols-2 sm:gap-4 @min-[60rem]/page:grid-cols-4">
      <dl className="contents" data-results="">
        {results.map((result, index) => (
          <Figure
            key={result.label}
            id={resultId(index)}
            {...result}
            look={lead && index === 0 ? looks.lead : looks.other}
          />
        ))}
      </dl>
      <div
        className={`narrow-pad col-span-full flex flex-col on-dark rounded-(--radius-card) bg-brand-900 p-6 sm:p-8 ${outcome.box}`}
      >
        <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
          {outcomeLabel}
        </p>
        <p
          className={`mt-3 max-w-3xl font-display text-lg leading-snug font-semibold text-balance text-white sm:text-xl xl:text-2xl ${outcome.summary}`}
        >
          {summary}
        </p>
      </div>
    </div>
  );
}
