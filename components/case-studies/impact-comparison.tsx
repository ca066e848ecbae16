import { ArrowRight, CircleCheck, CircleX } from 'lucide-react';
import type { ReactNode } from 'react';
import { resultId } from '@/components/case-studies/result-metrics';
import { cn } from '@/lib/utils/cn';

interface ImpactRow {
  area: string;
  before: string;
  after: string;
  /** The value of the result that measures the change. */
  result?: string | undefined;
}

interface ImpactComparisonProps {
  id?: string;
  rows: ImpactRow[];
  /** The study's results, for the rows that link to the figure measuring them. */
  results: Array<{ value: string; label: string }>;
}

/**
 * The before/after card, one row per area of the business. The before side is the one place the
 * old state is told; the after side says it in a few words and, where a result measures it, links
 * to that figure instead of restating it (docs/case-studies.md#one-home-per-figure).
 */
export function ImpactComparison({ id, rows, results }: ImpactComparisonProps) {
  return (
    <div id={id} className="card scroll-mt-24 overflow-hidden">
      <div
        aria-hidden="true"
        className="hidden border-b border-ink-200 @min-[44rem]/page:grid @min-[44rem]/page:grid-cols-[12rem_1fr_1fr] @min-[60rem]/page:grid-cols-[16rem_1fr_1fr]"
      >
        <span />
        <p className="flex items-center gap-2 bg-ink-50 px-6 py-4 font-display font-bold text-ink-700">
          <CircleX className="size-5 text-rose-600" /> Before
        </p>
        <p className="flex items-center gap-2 bg-emerald-50 px-6 dark:bg-emerald-50/40 py-4 font-display font-bold text-emerald-800">
          <CircleCheck className="size-5 text-emerald-600" /> After
        </p>
      </div>
      {/* Phones: the areas stacked, before over after (docs/case-studies.md#on-a-phone). */}
      <ul className="divide-y divide-ink-200">
        {rows.map((row) => (
          <li
            key={row.area}
            className="grid @min-[44rem]/page:grid-cols-[12rem_1fr_1fr] @min-[60rem]/page:grid-cols-[16rem_1fr_1fr]"
          >
            <h3 className="narrow-pad-x px-6 pt-6 text-base font-bold md:py-5 lg:px-8">
              {row.area}
            </h3>
            <Side
              label="Before"
              className="pt-3 pb-2 text-ink-600 md:bg-ink-50/60"
              mark={<CircleX className={cn(PHONE_MARK, 'text-rose-600')} aria-hidden="true" />}
            >
              {row.before}
            </Side>
            <Side
              label="After"
              className="pt-2 pb-6 font-medium text-ink-900 md:bg-emerald-50/50"
              mark={
                <>
                  <CircleCheck className={cn(PHONE_MARK, 'text-emerald-600')} aria-hidden="true" />
                  {/* From 768 px up, an arrow on the seam between the columns. */}
                  <ArrowRight
                    className="mt-0.5 -ml-9 hidden size-5 shrink-0 rounded-full bg-surface text-emerald-700 ring-1 ring-emerald-200 md:block"
                    aria-hidden="true"
                  />
                </>
              }
            >
              {row.after}
              <ResultLink value={row.result} results={results} />
            </Side>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** On phones each side is marked with a cross or a tick; the column heads do that from 768 px. */
const PHONE_MARK = 'mt-0.5 size-5 shrink-0 md:hidden';

interface SideProps {
  /** Read out before the text, since the column heads are hidden from screen readers. */
  label: string;
  className: string;
  mark: ReactNode;
  children: ReactNode;
}

/** One side of a row: its mark, then the text with a visually hidden "Before:"/"After:". */
function Side({ label, className, mark, children }: SideProps) {
  return (
    <p className={cn('narrow-stack narrow-pad-x flex items-start gap-3 px-6 md:py-5', className)}>
      {mark}
      <span>
        <span className="sr-only">{`${label}: `}</span>
        {children}
      </span>
    </p>
  );
}

/**
 * A short reference to the result card that measures a row's change: what it measures, linked,
 * without its figure, which the banner and the card already state (a reviewer counted Helixa's
 * "32%" six times a page). Its own line, with no arrow: a downward arrow read as a fall rather
 * than a link to the card below (docs/case-studies.md#one-home-per-figure).
 */
function ResultLink({
  value,
  results,
}: {
  value?: string | undefined;
  results: ImpactComparisonProps['results'];
}) {
  const index = value === undefined ? -1 : results.findIndex((r) => r.value === value);
  if (index < 0) return null;
  const result = results[index]!;
  return (
    <a
      href={`#${resultId(index)}`}
      className="mt-1 block w-fit font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700"
    >
      <span className="sr-only">Measured: </span>
      {result.label}
    </a>
  );
}
