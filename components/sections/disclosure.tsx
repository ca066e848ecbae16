import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils/cn';
import { longestWordClass } from '@/lib/utils/longest-word';

interface DisclosureSummaryProps {
  /** The row's own size, spacing and type. */
  className: string;
  /** The chevron's colour (and shrink-0 where the label may wrap). */
  chevronClassName: string;
  children: ReactNode;
}

/**
 * The clickable row of a <details> (inside a `group`): its label, then a chevron that turns over
 * when open. Hides the browser's own marker, so every disclosure shows the same one.
 */
export function DisclosureSummary({
  className,
  chevronClassName,
  children,
}: DisclosureSummaryProps) {
  return (
    <summary
      className={cn(
        'flex cursor-pointer list-none items-center justify-between [&::-webkit-details-marker]:hidden',
        className,
      )}
    >
      {/* Whole words wrap: the body's `overflow-wrap: anywhere` would let the label shrink to a
          letter's width and split words long before the row runs out of room. break-word splits
          a word only when it alone is wider than the row; min-w-0 lets it do so. */}
      <span className="min-w-0 [overflow-wrap:break-word] hyphens-auto">{children}</span>
      <ChevronDown
        className={cn('size-5 transition-transform group-open:rotate-180', chevronClassName)}
        aria-hidden="true"
      />
    </summary>
  );
}

/**
 * A long secondary list folded under its heading (details/summary: no JavaScript). Used where a
 * drawing above already says the same, so the page stays short on a phone.
 */
export function Disclosure({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="group">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-xl border border-ink-200 narrow-pad-x px-4 [&::-webkit-details-marker]:hidden">
        <h3 className={cn('fit-lg text-lg font-bold', longestWordClass(title))}>{title}</h3>
        <span
          aria-hidden="true"
          className="text-brand-700 transition-transform group-open:rotate-180"
        >
          ▾
        </span>
      </summary>
      {children}
    </details>
  );
}
