import { takeWithMore } from '@/lib/utils/take-with-more';
import { cn } from '@/lib/utils/cn';

interface TechListProps {
  items: string[];
  /** How many to show before the "+N more" chip; all of them when not set. */
  limit?: number;
  /** Accessible name of the list, e.g. "Technologies". */
  label: string;
  tone?: 'light' | 'dark';
  className?: string;
}

/** Technology chips: the first `limit` items and a "+N more" count for the rest. */
export function TechList({ items, limit, label, tone = 'light', className }: TechListProps) {
  const { visible, moreLabel } = takeWithMore(items, limit ?? items.length);
  const chip =
    tone === 'dark'
      ? 'bg-white/10 text-white ring-white/20'
      : 'bg-ink-50 text-ink-700 ring-ink-200';
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-2', className)} data-tech-list="">
      {visible.map((item) => (
        <li
          key={item}
          className={cn('rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset', chip)}
        >
          {item}
        </li>
      ))}
      {moreLabel && (
        <li
          className={cn(
            'rounded-full px-3 py-1 text-sm font-semibold',
            // A quiet count, not a second call to action: outlined, never the accent colour.
            tone === 'dark'
              ? 'text-brand-100 ring-1 ring-white/30 ring-inset'
              : 'text-brand-800 ring-1 ring-brand-200 ring-inset',
          )}
          data-more=""
        >
          {moreLabel}
        </li>
      )}
    </ul>
  );
}
