import { cn } from '@/lib/utils/cn';

interface TechTagsProps {
  items: string[];
  /** Visually hidden label that tells screen readers what the list holds. */
  label?: string;
  /** Outlined pills name things (technologies, roles); plain ones list smaller items. */
  look?: 'outlined' | 'plain';
  className?: string;
}

const looks = {
  outlined:
    'rounded-full bg-ink-100 px-3 py-1 text-sm font-medium text-ink-700 ring-1 ring-ink-200 ring-inset',
  plain: 'rounded-full bg-ink-100 px-3 py-1 text-sm text-ink-700',
};

/** A wrapping row of small pills: technologies, roles, skills, deliverables. */
export function TechTags({ items, label, look = 'outlined', className }: TechTagsProps) {
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {items.map((item) => (
        <li key={item} className={looks[look]}>
          {item}
        </li>
      ))}
    </ul>
  );
}
