import { ArrowRight, CircleCheck, CircleX } from 'lucide-react';

interface ImpactRow {
  area: string;
  before: string;
  after: string;
}

/** The before/after business-impact card: one row per area of the business. */
export function ImpactComparison({ rows }: { rows: ImpactRow[] }) {
  return (
    <div className="card overflow-hidden">
      <div
        aria-hidden="true"
        className="hidden border-b border-ink-200 md:grid md:grid-cols-[12rem_1fr_1fr] lg:grid-cols-[16rem_1fr_1fr]"
      >
        <span />
        <p className="flex items-center gap-2 bg-ink-50 px-6 py-4 font-display font-bold text-ink-700">
          <CircleX className="size-5 text-rose-600" /> Before
        </p>
        <p className="flex items-center gap-2 bg-emerald-50 px-6 py-4 font-display font-bold text-emerald-800">
          <CircleCheck className="size-5 text-emerald-600" /> After
        </p>
      </div>
      <ul className="phone-scroller divide-y divide-ink-200 max-sm:divide-y-0" tabIndex={0}>
        {rows.map((row) => (
          <li
            key={row.area}
            className="grid md:grid-cols-[12rem_1fr_1fr] lg:grid-cols-[16rem_1fr_1fr]"
          >
            <h3 className="px-6 pt-6 text-base font-bold md:py-5 lg:px-8">{row.area}</h3>
            <p className="flex items-start gap-3 px-6 pt-3 pb-2 text-ink-600 md:bg-ink-50/60 md:py-5">
              <CircleX
                className="mt-0.5 size-5 shrink-0 text-rose-600 md:hidden"
                aria-hidden="true"
              />
              <span>
                <span className="sr-only">Before: </span>
                {row.before}
              </span>
            </p>
            <p className="flex items-start gap-3 px-6 pt-2 pb-6 font-medium text-ink-900 md:bg-emerald-50/50 md:py-5">
              <CircleCheck
                className="mt-0.5 size-5 shrink-0 text-emerald-600 md:hidden"
                aria-hidden="true"
              />
              <ArrowRight
                className="mt-0.5 -ml-9 hidden size-5 shrink-0 rounded-full bg-white text-emerald-700 ring-1 ring-emerald-200 md:block"
                aria-hidden="true"
              />
              <span>
                <span className="sr-only">After: </span>
                {row.after}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
