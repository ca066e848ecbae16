import { CircleCheck } from 'lucide-react';

/** Short proof points under a hero's buttons, on the dark hero background. */
export function HeroHighlights({ items, label }: { items: string[]; label: string }) {
  return (
    <ul
      aria-label={label}
      className="flex flex-wrap gap-x-6 gap-y-3 text-sm font-medium text-brand-100"
    >
      {items.map((item) => (
        <li key={item} className="flex items-center gap-2">
          <CircleCheck className="size-4 shrink-0 text-accent-300" aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}
