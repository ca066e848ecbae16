import { Figure, type FigureLook } from '@/components/sections/figure';
import { BASIS_LIGHT } from '@/components/sections/stat-row';

interface ResultMetricsProps {
  /** Each with its basis: what it counts, over what, measured how. */
  results: Array<{ value: string; label: string; detail?: string; basis: string }>;
  summary: string;
  /** The heading over the summary ("The outcome"). */
  outcomeLabel: string;
}

const look: FigureLook = {
  // Two to a row below 1024 px: an odd last figure takes the whole row rather than leave a hole.
  subgrid: true,
  cell: 'card scroll-mt-24 p-4 target:ring-2 target:ring-brand-500 sm:p-6 max-lg:odd:last:col-span-full',
  label: 'mt-2 text-sm leading-snug font-semibold text-ink-900 sm:text-base',
  value:
    'font-display text-3xl font-extrabold tracking-tight text-brand-700 sm:text-4xl xl:text-5xl',
  detail: 'mt-2 text-[0.8125rem] leading-relaxed text-ink-600 sm:text-sm',
  basis: BASIS_LIGHT,
};

/**
 * The outcome's width in the four-column grid: the rest of the last row of results, so no row
 * ends in an empty cell (six results leave it two cells, seven one). Literal classes, by the
 * same container width as the grid's four columns.
 */
const OUTCOME_SPAN = [
  '@min-[60rem]/page:col-span-4',
  '@min-[60rem]/page:col-span-3',
  '@min-[60rem]/page:col-span-2',
  '@min-[60rem]/page:col-span-1',
] as const;

/** The id of a study's result card, for the headline figures that link to its basis. */
export const resultId = (index: number) => `result-${index + 1}`;

/** Every measured result, then the outcome in one paragraph. */
export function ResultMetrics({ results, summary, outcomeLabel }: ResultMetricsProps) {
  return (
    // A grid at every width, one to a row on phones (docs/case-studies.md#on-a-phone).
    <div className="grid gap-3 @min-[36rem]/page:grid-cols-2 sm:gap-4 @min-[60rem]/page:grid-cols-4">
      <dl className="contents" data-results="">
        {results.map((result, index) => (
          <Figure key={result.label} id={resultId(index)} {...result} look={look} />
        ))}
      </dl>
      <div
        className={`col-span-full row-span-4 flex flex-col on-dark rounded-(--radius-card) bg-brand-900 p-6 ${OUTCOME_SPAN[results.length % 4]}`}
      >
        <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
          {outcomeLabel}
        </p>
        <p className="mt-3 font-display text-lg leading-snug font-semibold text-balance text-white sm:text-xl">
          {summary}
        </p>
      </div>
    </div>
  );
}
