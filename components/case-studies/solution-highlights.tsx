import type { StudyAccent } from '@/components/case-studies/accent';
import { CaseStudyIcon } from '@/components/case-studies/case-study-icon';
import { FeatureList } from '@/components/sections/feature-list';
import { unbroken } from '@/components/ui/unbroken-ranges';
import type { CaseStudy } from '@/lib/content/case-studies';
import { cn } from '@/lib/utils/cn';
import { longestWordClass } from '@/lib/utils/longest-word';

/**
 * Cards from 36rem of page width, by the same container query as the site's card grids. Below
 * it there is no card: a hairline parts the highlights, so three long ones read down the page
 * rather than one at a time in a sideways row (docs/case-studies.md#on-a-phone).
 */
const AS_CARD =
  '@min-[36rem]/page:rounded-(--radius-card) @min-[36rem]/page:border @min-[36rem]/page:border-ink-200 @min-[36rem]/page:bg-surface @min-[36rem]/page:p-7 @min-[36rem]/page:shadow-(--shadow-card)';

/** What the project built, one highlight per part, each with its features. */
export function SolutionHighlights({
  solutions,
  accent,
}: {
  solutions: CaseStudy['solutions'];
  /** The study's colour, on each highlight's icon. */
  accent: StudyAccent;
}) {
  return (
    <ul
      className={cn(
        'grid divide-y divide-ink-200 border-y border-ink-200',
        '@min-[36rem]/page:grid-cols-2 @min-[36rem]/page:gap-6 @min-[36rem]/page:divide-y-0 @min-[36rem]/page:border-y-0',
        '@min-[60rem]/page:grid-cols-3',
        // Two across on a tablet: a third highlight takes the row under them.
        '@min-[36rem]/page:@max-[60rem]/page:[&>li:last-child:nth-child(odd)]:col-span-2',
      )}
      data-solutions=""
    >
      {solutions.map((solution) => (
        <li key={solution.title} className={cn('flex flex-col py-5', AS_CARD)}>
          {/* The icon beside the title on a phone, above it where the title would not keep its
              longest word whole beside it (200% text) and in a card. */}
          <div className="flex items-center gap-3 @max-[20rem]/page:flex-col @max-[20rem]/page:items-start @min-[36rem]/page:flex-col @min-[36rem]/page:items-start @min-[36rem]/page:gap-5">
            <span
              className={cn(
                'inline-flex size-10 shrink-0 items-center justify-center rounded-xl border @min-[36rem]/page:size-12',
                accent.tint,
                accent.text,
              )}
            >
              <CaseStudyIcon name={solution.icon} className="size-5 @min-[36rem]/page:size-6" />
            </span>
            <h3 className={cn('card-title text-xl font-bold', longestWordClass(solution.title))}>
              {unbroken(solution.title)}
            </h3>
          </div>
          <p className="mt-2 leading-relaxed text-ink-600 @min-[36rem]/page:mt-3">
            {solution.desc}
          </p>
          <FeatureList
            items={solution.features}
            className="mt-3 gap-2 border-t border-ink-200 pt-3 text-[0.9375rem] text-ink-800 @min-[36rem]/page:mt-5 @min-[36rem]/page:gap-3 @min-[36rem]/page:pt-5"
          />
        </li>
      ))}
    </ul>
  );
}
