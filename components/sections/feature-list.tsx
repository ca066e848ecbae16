import { Check } from 'lucide-react';
import { cn } from '@/lib/utils/cn';

interface FeatureListProps {
  items: string[];
  columns?: 1 | 2 | 3;
  className?: string;
}

/** A checklist of short features. */
export function FeatureList({ items, columns = 1, className }: FeatureListProps) {
  return (
    <ul
      className={cn(
        'checklist grid gap-3',
        columns === 2 && '@min-[36rem]/page:grid-cols-2',
        columns === 3 && '@min-[36rem]/page:grid-cols-2 @min-[60rem]/page:grid-cols-3',
        className,
      )}
    >
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3">
          <Check
            className="mt-0.5 size-5 shrink-0 text-emerald-600 [.on-dark_&]:text-emerald-400"
            aria-hidden="true"
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
