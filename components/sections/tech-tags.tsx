import { cn } from '@/lib/utils/cn';

interface TechTagsProps {
  items: string[];
  /** Visually hidden label that tells screen readers what the list holds. */
  label: string;
  className?: string;
}

/** A wrapping row of small pills: technologies, roles, skills. */
export function TechTags({ items, label, className }: TechTagsProps) {
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {items.map((item) => (
        <li
          key={item}
          className="rounded-full bg-ink-100 px-3 py-1 text-sm font-medium text-ink-700 ring-1 ring-ink-200 ring-inset"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
