import { CircleCheck } from 'lucide-react';

/**
 * One proof point: a short claim, or a claim whose label is fixed ("24/7 support") with the
 * words that say what it covers beside it, lighter (docs/facts.md#every-figure-has-its-basis).
 */
export type HeroHighlight = string | { text: string; basis: string };

/** Short proof points under a hero's buttons, on the dark hero background. */
export function HeroHighlights({ items, label }: { items: HeroHighlight[]; label: string }) {
  return (
    <ul
      aria-label={label}
      className="flex flex-wrap gap-x-6 gap-y-3 text-sm font-medium text-brand-100"
    >
      {items.map((item) => {
        const { text, basis } = typeof item === 'string' ? { text: item, basis: '' } : item;
        return (
          <li key={text} className="flex items-center gap-2">
            <CircleCheck className="size-4 shrink-0 text-accent-300" aria-hidden="true" />
            <span>
              {text}
              {basis && <span className="font-normal"> {basis}</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
