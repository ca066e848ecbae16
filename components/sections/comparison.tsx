import { BASIS_LIGHT } from '@/components/sections/stat-row';
import type { ComparisonSection } from '@/lib/content/section-schemas';
import { cn } from '@/lib/utils/cn';

/*
 * Amounts as bars on one scale (docs/drawn-sections.md): the longest fills the row and the rest
 * are drawn in proportion, so the gap reads before any number does. The bars are decoration over
 * a list that says every amount, its parts and its basis in words.
 */

/**
 * The highlighted amount (ours) in brand shades, the others in neutral ones; one per part. Each
 * pair is the bar's fill and the colour key's swatch.
 */
const SHADES = {
  highlight: [
    ['fill-brand-700', 'bg-brand-700'],
    ['fill-brand-500', 'bg-brand-500'],
    ['fill-brand-300', 'bg-brand-300'],
    ['fill-brand-200', 'bg-brand-200'],
  ],
  plain: [
    ['fill-ink-600', 'bg-ink-600'],
    ['fill-ink-400', 'bg-ink-400'],
    ['fill-ink-300', 'bg-ink-300'],
    ['fill-ink-200', 'bg-ink-200'],
  ],
} as const;
type Shades = (typeof SHADES)[keyof typeof SHADES];

/** `id` names the caption, which names the figure (aria-labelledby: not every reader uses
 * the figcaption on its own). */
type Props = { id: string } & Pick<ComparisonSection, 'caption' | 'items'>;

export function Comparison({ id, caption, items }: Props) {
  const longest = Math.max(...items.map((item) => item.amount));
  return (
    <figure data-comparison="" aria-labelledby={id} className="max-w-4xl">
      <ul className="space-y-10">
        {items.map((item) => {
          const shades = SHADES[item.highlight ? 'highlight' : 'plain'];
          return (
            <li key={item.label}>
              <div className="flex flex-wrap items-baseline gap-x-4">
                <h3 className="font-display text-lg font-bold text-ink-900">{item.label}</h3>
                <p className="font-display text-3xl font-extrabold tracking-tight text-brand-700">
                  {item.value}
                </p>
              </div>
              <Bar
                longest={longest}
                parts={item.parts ?? [{ label: item.label, amount: item.amount }]}
                shades={shades}
              />
              {item.parts && (
                <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-700">
                  {item.parts.map((part, index) => (
                    <li key={part.label} className="flex items-baseline gap-2">
                      <span
                        aria-hidden="true"
                        className={cn('size-3 shrink-0 self-center rounded-sm', shades[index]![1])}
                      />
                      <span>
                        <strong className="font-semibold text-ink-900">{part.value}</strong>{' '}
                        {part.label}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              <p className={`mt-4 ${BASIS_LIGHT}`}>{item.basis}</p>
            </li>
          );
        })}
      </ul>
      <figcaption id={id} className="mt-8 text-sm text-ink-600">
        {caption}
      </figcaption>
    </figure>
  );
}

/**
 * One bar as SVG in the amounts' own units (the longest amount is the full width), so lengths
 * need no style="" values: every distinct one would lengthen the content security policy
 * (docs/host-runtime.md#header-length).
 */
function Bar({
  longest,
  parts,
  shades,
}: {
  longest: number;
  parts: { label: string; amount: number }[];
  shades: Shades;
}) {
  // Each part starts where the ones before it end.
  const starts = parts.map((_, index) =>
    parts.slice(0, index).reduce((sum, part) => sum + part.amount, 0),
  );
  return (
    <svg
      aria-hidden="true"
      data-bar=""
      viewBox={`0 0 ${longest} 1`}
      preserveAspectRatio="none"
      className="mt-3 block h-8 w-full"
    >
      {parts.map((part, index) => (
        <rect
          key={part.label}
          x={starts[index]}
          width={part.amount}
          height={1}
          className={shades[index]![0]}
        />
      ))}
    </svg>
  );
}
