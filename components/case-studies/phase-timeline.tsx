import { phaseSpan, type TimelinePhase } from '@/lib/content/case-studies';
import { TechTags } from '@/components/sections/tech-tags';
import type { StudyAccent } from '@/components/case-studies/accent';
import { cn } from '@/lib/utils/cn';
import { longestWordClass } from '@/lib/utils/longest-word';

/**
 * Month columns and bar placement as classes, not style attributes: every distinct style
 * attribute needs its own hash in the Content-Security-Policy, and the host caps a header's
 * length (docs/host-runtime.md#security-headers). Spelt out in full so Tailwind generates them.
 */
const MONTH_COLUMNS = [
  'grid-cols-1',
  'grid-cols-2',
  'grid-cols-3',
  'grid-cols-4',
  'grid-cols-5',
  'grid-cols-6',
  'grid-cols-7',
  'grid-cols-8',
  'grid-cols-9',
  'grid-cols-10',
  'grid-cols-11',
  'grid-cols-12',
];
const BAR_START = [
  'col-start-1',
  'col-start-2',
  'col-start-3',
  'col-start-4',
  'col-start-5',
  'col-start-6',
  'col-start-7',
  'col-start-8',
  'col-start-9',
  'col-start-10',
  'col-start-11',
  'col-start-12',
];
const BAR_END = [
  'col-end-2',
  'col-end-3',
  'col-end-4',
  'col-end-5',
  'col-end-6',
  'col-end-7',
  'col-end-8',
  'col-end-9',
  'col-end-10',
  'col-end-11',
  'col-end-12',
  'col-end-13',
];

/**
 * The project phases on a month scale: each row places its phase as a bar across the months
 * it took, with what it delivered underneath. The bars are a picture of the time column, which
 * each row states once in words beside its title; the bar itself carries no label.
 */
export function PhaseTimeline({
  phases,
  accent,
}: {
  phases: TimelinePhase[];
  /** The study's colour, on the numbers, the months and the bars. */
  accent: StudyAccent;
}) {
  const spans = phases.map((phase) => phaseSpan(phase.time));
  const months = Math.max(...spans.map((s) => s.end));
  const scale = Array.from({ length: months }, (_, i) => i + 1);
  const grid = MONTH_COLUMNS[months - 1];
  if (!grid) throw new Error(`A case study timeline spans 1 to 12 months, not ${months}`);
  return (
    <div className="card overflow-hidden">
      <div
        aria-hidden="true"
        className="hidden border-b border-ink-200 bg-ink-50 lg:grid lg:grid-cols-[18rem_1fr]"
      >
        <p className="px-8 py-3 text-xs font-semibold tracking-wide text-ink-600 uppercase">
          Phase
        </p>
        <div className={cn('grid pr-8', grid)}>
          {scale.map((month) => (
            <p
              key={month}
              className="border-l border-ink-200 px-2 py-3 text-xs font-semibold tracking-wide text-ink-600 uppercase"
            >
              Month {month}
            </p>
          ))}
        </div>
      </div>
      {/* Phones: the phases stacked, each number beside its title (docs/case-studies.md#on-a-phone). */}
      <ol className="divide-y divide-ink-200">
        {phases.map((phase, index) => {
          const span = spans[index]!;
          const bar = cn(BAR_START[span.start - 1], BAR_END[span.end - 1]);
          return (
            <li
              key={phase.phase}
              className="narrow-pad grid gap-4 p-5 sm:p-8 lg:grid-cols-[18rem_1fr] lg:gap-0 lg:p-0"
            >
              <div className="narrow-stack flex items-start gap-4 lg:px-8 lg:py-7">
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-9 shrink-0 items-center justify-center rounded-full font-display text-sm font-bold',
                    accent.disc,
                  )}
                >
                  {index + 1}
                </span>
                <div>
                  <h3
                    className={cn(
                      'fit-lg text-lg leading-snug font-bold',
                      longestWordClass(phase.phase),
                    )}
                  >
                    {phase.phase}
                  </h3>
                  <p className={cn('mt-0.5 text-sm font-semibold', accent.text)}>{phase.time}</p>
                </div>
              </div>
              <div className="lg:py-7 lg:pr-8">
                {/* Pixels, not rem: at 200% text a 2.25rem track made a one-month bar on a
                    phone taller than it is wide, an upright capsule rather than a bar. */}
                <div className="relative h-[36px]" aria-hidden="true">
                  <div className={cn('absolute inset-0 grid', grid)}>
                    {scale.map((month) => (
                      <span
                        key={month}
                        className="border-l border-dashed border-ink-200 first:border-solid last:border-r"
                      />
                    ))}
                  </div>
                  <div className={cn('absolute inset-x-0 inset-y-[4px] grid', grid)}>
                    <div
                      className={cn(
                        'row-start-1 rounded-full bg-gradient-to-r shadow-sm',
                        accent.bars,
                        bar,
                      )}
                    />
                  </div>
                </div>
                {/* Below 1024 px there is no month header: the track names its two ends. */}
                <p
                  aria-hidden="true"
                  className="mt-1 flex justify-between text-xs text-ink-500 lg:hidden"
                >
                  <span>Month 1</span>
                  <span>Month {months}</span>
                </p>
                <p className="mt-4 max-w-3xl leading-relaxed text-ink-600">{phase.desc}</p>
                {phase.deliverables && phase.deliverables.length > 0 && (
                  <TechTags
                    items={phase.deliverables}
                    label={`${phase.phase} deliverables`}
                    look="plain"
                    className="mt-4"
                  />
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
