import { Figure, type FigureLook } from '@/components/sections/figure';
import { resultId } from '@/components/case-studies/result-metrics';
import { BASIS_LIGHT } from '@/components/sections/stat-row';
import type { StudyAccent } from '@/components/case-studies/accent';
import { cn } from '@/lib/utils/cn';

interface MetricBannerProps {
  id: string;
  statement: string;
  /** Each with what it counts and over what, shown under it as on every figure of the site. */
  metrics: Array<{ value: string; label: string; basis: string }>;
  /** The study's results: a headline figure among them links to its basis there. */
  results: Array<{ value: string }>;
  /** That link's words ("How it was measured"). */
  basisLinkLabel: string;
  /** Who the client is, for a study without a client section of its own. */
  client?: { title: string; description: string };
  /** The study's colour, on its figures and the statement's rule. */
  accent: StudyAccent;
}

const look: FigureLook = {
  cell: 'bg-surface p-4 sm:px-10 sm:py-8',
  subgrid: true,
  label: 'mt-1 text-sm font-medium text-ink-600 sm:text-base',
  value: 'font-display text-4xl font-extrabold tracking-tight sm:text-5xl',
  basis: BASIS_LIGHT,
};

/** The banner under the hero: the story in one sentence and its headline metrics. */
export function MetricBanner({
  id,
  statement,
  metrics,
  results,
  basisLinkLabel,
  client,
  accent,
}: MetricBannerProps) {
  const figureLook = { ...look, value: cn(look.value, accent.text) };
  return (
    <section aria-labelledby={id} className="relative z-10 flow-root bg-ink-50 pb-16 sm:pb-20">
      <div className="container-page">
        <div className="card -mt-10 overflow-hidden sm:-mt-14">
          <h2 id={id} className="sr-only">
            The project at a glance
          </h2>
          {/* The project in one sentence, ours: ruled like a standfirst, not marked as a quote,
              since the client's own words are signed further down. */}
          <div className="narrow-pad p-6 sm:p-10">
            <p
              className={cn(
                'narrow-indent border-l-4 pl-4 font-display text-xl leading-snug font-semibold text-balance text-ink-950 sm:pl-6 sm:text-2xl',
                accent.rule,
              )}
            >
              {statement}
            </p>
            {client && (
              <p className="mt-5 max-w-4xl leading-relaxed text-ink-700 sm:mt-6 sm:pl-7">
                <strong className="font-semibold text-ink-950">{client.title}.</strong>{' '}
                {client.description}
              </p>
            )}
          </div>
          <dl
            className="grid gap-px border-t border-ink-200 bg-ink-200 @min-[20rem]/page:grid-cols-2 @min-[60rem]/page:grid-cols-4"
            data-headline-metrics=""
          >
            {metrics.map((metric) => {
              // The results below state the same figure with its basis: link there, once.
              const index = results.findIndex((r) => r.value === metric.value);
              const basisAt =
                index < 0 ? undefined : { href: `#${resultId(index)}`, label: basisLinkLabel };
              return <Figure key={metric.label} {...metric} basisAt={basisAt} look={figureLook} />;
            })}
          </dl>
        </div>
      </div>
    </section>
  );
}
