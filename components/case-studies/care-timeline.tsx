import type { StudyAccent } from '@/components/case-studies/accent';
import { CaseStudyIcon } from '@/components/case-studies/case-study-icon';
import type { CaseStudy } from '@/lib/content/case-studies';
import { cn } from '@/lib/utils/cn';

type Step = NonNullable<CaseStudy['journey']>[number];

/**
 * A patient's journey as a care timeline: one rail down the page, a numbered stop per step, who
 * acts beside it and what happens in the step's own words, without cards. A recovery is one
 * patient's weeks in order, not a route through the platform's parts, so it does not share the
 * route of cards the EV study's journey takes (docs/case-studies.md#the-journey).
 */
export function CareTimeline({ steps, accent }: { steps: Step[]; accent: StudyAccent }) {
  return (
    <ol className="mx-auto max-w-4xl" data-journey="care">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="relative grid grid-cols-[40px_1fr] gap-x-3 pb-8 last:pb-0 @min-[44rem]/page:grid-cols-[13rem_40px_1fr] @min-[44rem]/page:gap-x-6 @min-[44rem]/page:pb-10"
        >
          {/* The rail from this stop to the next; the last stop ends it. The stops' column is in
              px, not rem: at 200% text a rem column left the words too narrow a line. */}
          {index < steps.length - 1 && (
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-[40px] bottom-0 left-[19px] w-0.5 @min-[44rem]/page:left-[calc(13rem+1.5rem+19px)]',
                accent.rail,
              )}
            />
          )}
          <p
            className={cn(
              'col-start-2 row-start-1 flex items-center gap-2 text-xs font-semibold tracking-wide uppercase @min-[44rem]/page:col-start-1 @min-[44rem]/page:row-span-2 @min-[44rem]/page:justify-end @min-[44rem]/page:pt-2.5 @min-[44rem]/page:text-right',
              accent.text,
            )}
          >
            <span className="sr-only">Step {index + 1}, handled by </span>
            <CaseStudyIcon name={step.icon} className="size-4 shrink-0" />
            {step.actor}
          </p>
          <span
            aria-hidden="true"
            className={cn(
              'relative col-start-1 row-span-3 row-start-1 flex size-[40px] items-center justify-center rounded-full font-display text-base font-extrabold @min-[44rem]/page:col-start-2 @min-[44rem]/page:row-span-2',
              accent.disc,
            )}
          >
            {index + 1}
          </span>
          <h3 className="col-start-2 mt-1 text-lg leading-snug font-bold @min-[44rem]/page:col-start-3 @min-[44rem]/page:row-start-1 @min-[44rem]/page:mt-1.5">
            {step.title}
          </h3>
          <p className="col-start-2 mt-1.5 max-w-2xl leading-relaxed text-ink-600 @min-[44rem]/page:col-start-3">
            {step.desc}
          </p>
        </li>
      ))}
    </ol>
  );
}
