import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/lib/content/icons';
import { cn } from '@/lib/utils/cn';
import { longestWordClass } from '@/lib/utils/longest-word';

export interface Point {
  icon?: IconName;
  title: string;
  text: string;
}

interface PointGridProps {
  points: Point[];
  className?: string;
}

/**
 * A lighter alternative to cards: short titled points in two columns, icon or tick mark. Stacked
 * on phones, never a sideways row: frameless points in a scroller read as an overflow. In a
 * narrow column the mark stands above the point and the title fits its longest word, or
 * "Transparent" split mid-word at 200% text (docs/reader-settings.md#a-narrow-column).
 */
export function PointGrid({ points, className }: PointGridProps) {
  return (
    <ul className={cn('grid gap-x-10 gap-y-9 @min-[36rem]/page:grid-cols-2', className)}>
      {points.map((point) => (
        <li key={point.title} className="narrow-stack flex gap-4">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-surface text-brand-700 shadow-(--shadow-card) ring-1 ring-ink-200">
            <Icon name={point.icon ?? 'badge-check'} className="size-5" />
          </span>
          <div>
            <h3 className={cn('fit-lg text-lg font-bold', longestWordClass(point.title))}>
              {point.title}
            </h3>
            <p className="mt-1.5 leading-relaxed text-ink-600">{point.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
