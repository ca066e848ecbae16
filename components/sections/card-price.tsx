import { UnbrokenRanges } from '@/components/ui/unbroken-ranges';

/**
 * A card's price in the place of its tag, beside the icon: the amount at heading size and what
 * it buys under it. A price set as an 11 px pill read as a footnote on a pricing section.
 */
export function CardPrice({ amount, unit }: { amount: string; unit: string }) {
  return (
    <p className="flex flex-col items-end text-right">
      <span className="font-display text-3xl leading-none font-extrabold tracking-tight text-ink-950">
        {amount}
      </span>
      <span className="mt-1.5 text-sm font-medium text-ink-600">
        <UnbrokenRanges text={unit} />
      </span>
    </p>
  );
}
