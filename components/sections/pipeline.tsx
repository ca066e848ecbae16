import { BASIS_LIGHT } from '@/components/sections/stat-row';
import { Badge } from '@/components/ui/badge';
import { Icon } from '@/components/ui/icon';
import type { PipelineSection } from '@/lib/content/section-schemas';
import { keepPhrasesWhole } from '@/lib/content/unbreakable-units';
import { cn } from '@/lib/utils/cn';

/*
 * A flow of stages joined by a rule (docs/drawn-sections.md). It runs across by the page
 * container's width in rem, like the Timeline: at 200% text the container is half as many rem
 * wide, so the stages stay stacked instead of squeezing into five narrow columns.
 */

const COLUMNS: Record<number, string> = {
  3: '@min-[60rem]/page:grid-cols-3',
  4: '@min-[60rem]/page:grid-cols-4',
  5: '@min-[60rem]/page:grid-cols-5',
};

/**
 * The columns the total's bracket spans: classes, not a style="" value, since every distinct
 * one lengthens the content security policy (docs/host-runtime.md#header-length).
 */
const SPANS: Record<number, string> = {
  2: '@min-[60rem]/page:col-span-2',
  3: '@min-[60rem]/page:col-span-3',
  4: '@min-[60rem]/page:col-span-4',
  5: '@min-[60rem]/page:col-span-5',
};

/** Stacked: the rule runs down from each marker to the next. Across: from marker to marker. */
const CONNECTOR =
  'pipeline-rule absolute top-12 bottom-2 left-5 w-0.5 bg-brand-200 @min-[60rem]/page:top-5 @min-[60rem]/page:right-2 @min-[60rem]/page:bottom-auto @min-[60rem]/page:left-12 @min-[60rem]/page:h-0.5 @min-[60rem]/page:w-auto';

/**
 * Stacked, the total's bracket stands on the right of the stages it measures, one piece per
 * stage, with its ends turned in at the first and the last: the caption names the bracket at
 * every width (docs/drawn-sections.md#the-total-and-its-bracket). Across, the bracket under
 * the columns takes over.
 */
function stackedBracket(index: number, through: number) {
  return cn(
    'absolute inset-y-0 right-0 w-3 border-r-2 border-brand-300 @min-[60rem]/page:hidden',
    index === 0 && 'top-1 rounded-tr-md border-t-2',
    index === through - 1 && 'bottom-6 rounded-br-md border-b-2',
  );
}

/** `id` names the caption, which names the figure (aria-labelledby: not every reader uses
 * the figcaption on its own). */
type Props = { id: string } & Pick<PipelineSection, 'caption' | 'stages' | 'total'>;

/** An ordered list of stages inside a figure, so the order and every word survive without CSS. */
export function Pipeline({ id, caption, stages, total }: Props) {
  return (
    <figure data-pipeline="" aria-labelledby={id}>
      <ol className={cn('grid', COLUMNS[stages.length])}>
        {stages.map((stage, index) => (
          <li
            key={stage.name}
            className={cn(
              'pipeline-stage relative grid grid-cols-[2.5rem_1fr] gap-x-4 pb-8 last:pb-0 @min-[60rem]/page:block @min-[60rem]/page:pr-6 @min-[60rem]/page:pb-0',
              total && index < total.through && 'pr-8',
            )}
          >
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-brand-100 font-display font-bold text-brand-700 ring-1 ring-brand-200"
            >
              {stage.icon ? <Icon name={stage.icon} className="size-5" /> : index + 1}
            </span>
            {index < stages.length - 1 && <span aria-hidden="true" className={CONNECTOR} />}
            {total && index < total.through && (
              <span aria-hidden="true" className={stackedBracket(index, total.through)} />
            )}
            <div className="@min-[60rem]/page:mt-4">
              <h3 className="font-display text-lg font-bold text-ink-900">{stage.name}</h3>
              <p className="mt-1 text-sm leading-relaxed text-ink-600">{stage.does}</p>
              {stage.gate && (
                <p className="mt-3">
                  <Badge tone="accent">{stage.gate}</Badge>
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
      {total && (
        <div className={cn('mt-10 grid @min-[60rem]/page:mt-8', COLUMNS[stages.length])}>
          <div
            data-pipeline-total=""
            data-span={total.through}
            // The bracket spans the stages the total measures; stacked, it stands beside them.
            className={cn(SPANS[total.through], '@min-[60rem]/page:pr-6')}
          >
            <span
              aria-hidden="true"
              className="mb-4 hidden h-3 rounded-b-md border-2 border-t-0 border-brand-300 @min-[60rem]/page:block"
            />
            <p className="flex flex-wrap items-baseline gap-x-3">
              <span className="font-display text-3xl font-extrabold tracking-tight text-brand-700">
                {total.value}
              </span>
              <span className="font-semibold text-ink-900">{keepPhrasesWhole(total.label)}</span>
            </p>
            <p className={`mt-3 max-w-2xl ${BASIS_LIGHT}`}>{keepPhrasesWhole(total.basis)}</p>
          </div>
        </div>
      )}
      <figcaption id={id} className="mt-6 max-w-2xl text-sm text-ink-600">
        {caption}
      </figcaption>
    </figure>
  );
}
