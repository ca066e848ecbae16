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
 * The outcome in the four-column grid: beside the last row of results when they leave it two or
 * three cells (as tall as that row, its text centred), else a band of its own under them. One
 * cell left would squeeze it into a column of short lines: the last result takes that cell
 * instead (LAST_RESULT_WIDE). Literal classes, by the same container width as the grid's four
 * columns.
 */
const OUTCOME_PLACE = [
  '@min-[60rem]/page:col-span-4',
  '@min-[60rem]/page:col-span-3 @min-[60rem]/page:row-span-4 @min-[60rem]/page:justify-center',
  '@min-[60rem]/page:col-span-2 @min-[60rem]/page:row-span-4 @min-[60rem]/page:justify-center',
  '@min-[60rem]/page:col-span-4',
] as const;
const LAST_RESULT_WIDE = '@min-[60rem]/page:last:col-span-2';

/** The id of a study's result card, for the headline figures that link to its basis. */
export const resultId = (index: number) => `result-${index + 1}`;

/** Every measured result, then the outcome in one paragraph. */
export function ResultMetrics({ results, summary, outcomeLabel }: ResultMetricsProps) {
  const left = results.length % 4;
  const cellLook = left === 3 ? { ...look, cell: `${look.cell} ${LAST_RESULT_WIDE}` } : look;
  return (
    // A grid at every width, one to a row on phones (docs/case-studies.md#on-a-phone).
    <div className="grid gap-3 @min-[36rem]/page:grid-cols-2 sm:gap-4 @min-[60rem]/page:grid-cols-4">
      <dl className="contents" data-results="">
        {results.map((result, index) => (
          <Figure key={result.label} id={resultId(index)} {...result} look={cellLook} />
        ))}
      </dl>
      <div
        className={`col-span-full flex flex-col on-dark rounded-(--radius-card) bg-brand-900 p-6 sm:p-8 ${OUTCOME_PLACE[left]}`}
      >
        <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
          {outcomeLabel}
        </p>
        <p className="mt-3 max-w-3xl font-display text-lg leading-snug font-semibold text-balance text-white sm:text-xl xl:text-2xl">
          {summary}
        </p>
      </div>
    </div>
  );
}
