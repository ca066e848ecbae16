import { CaseStudyIcon } from '@/components/case-studies/case-study-icon';
import type { StudyAccent } from '@/components/case-studies/accent';
import type { CaseStudyIconName } from '@/lib/content/case-studies';
import { cn } from '@/lib/utils/cn';

interface JourneyStep {
  title: string;
  desc: string;
  icon: CaseStudyIconName;
  actor: string;
}

/**
 * The product journey as a route: numbered stops on one line, alternating sides on desktop,
 * with the part of the platform that does the work at each stop. On phones the stops stack,
 * each card carrying its own number (docs/case-studies.md#on-a-phone).
 */
export function ProductJourney({
  steps,
  accent,
}: {
  steps: JourneyStep[];
  /** The study's colour, on the stops' numbers and rings. */
  accent: StudyAccent;
}) {
  return (
    // Phones: the stops stacked, the route line and the circles on it hidden.
    <ol className="relative mx-auto max-w-5xl" data-journey="">
      <span
        aria-hidden="true"
        className="absolute top-2 bottom-2 left-5 w-1 rounded-full max-sm:hidden bg-gradient-to-b from-brand-500 via-brand-400 to-accent-400 lg:left-1/2 lg:-ml-0.5"
      />
      {steps.map((step, index) => {
        const right = index % 2 === 1;
        return (
          <li
            key={step.title}
            className={cn(
              'relative pb-4 last:pb-0 sm:pb-8 sm:pl-16 lg:w-1/2 lg:pb-4 lg:pl-0',
              // On desktop each card starts beside the middle of the previous one.
              index > 0 && 'lg:-mt-20',
              right ? 'lg:ml-auto lg:pl-14' : 'lg:pr-14',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-4 left-0 flex size-11 items-center max-sm:hidden justify-center rounded-full bg-surface font-display text-base font-extrabold shadow-sm ring-4',
                accent.text,
                accent.ring,
                right ? 'lg:-left-[1.375rem]' : 'lg:right-[-1.375rem] lg:left-auto',
              )}
            >
              {index + 1}
            </span>
            <div className="card p-6">
              <div className="label-wrap flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-10 shrink-0 items-center justify-center rounded-full bg-surface font-display text-base font-extrabold ring-[3px] sm:hidden',
                    accent.text,
                    accent.ring,
                  )}
                >
                  {index + 1}
                </span>
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                  <CaseStudyIcon name={step.icon} className="size-5" />
                </span>
                <p className="text-xs font-semibold tracking-wide text-accent-700 uppercase">
                  <span className="sr-only">Step {index + 1}, handled by </span>
                  {step.actor}
                </p>
              </div>
              <h3 className="mt-4 text-lg leading-snug font-bold">{step.title}</h3>
              <p className="mt-2 text-[0.9375rem] leading-relaxed text-ink-600">{step.desc}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
