import { Figure, type FigureLook } from '@/components/sections/figure';

interface ResultMetricsProps {
  results: Array<{ value: string; label: string; detail?: string }>;
  summary: string;
  /** The heading over the summary ("The outcome"). */
  outcomeLabel: string;
}

const look: FigureLook = {
  cell: 'card flex flex-col p-4 sm:p-6',
  label: 'mt-2 text-sm leading-snug font-semibold text-ink-900 sm:text-base',
  value: 'font-display text-3xl font-extrabold tracking-tight text-brand-700 sm:text-5xl',
  detail: 'mt-2 text-[0.8125rem] leading-relaxed text-ink-600 sm:text-sm',
};

/** Every measured result, then the outcome in one paragraph. */
export function ResultMetrics({ results, summary, outcomeLabel }: ResultMetricsProps) {
  return (
    <div className="phone-scroller grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" tabIndex={0}>
      <dl className="contents" data-results="">
        {results.map((result) => (
          <Figure key={result.label} {...result} look={look} />
        ))}
      </dl>
      <div className="col-span-2 flex flex-col on-dark rounded-(--radius-card) bg-brand-900 p-6 lg:col-span-1">
        <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
          {outcomeLabel}
        </p>
        <p className="mt-3 leading-relaxed text-white">{summary}</p>
      </div>
    </div>
  );
}
