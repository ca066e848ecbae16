import { figureFitClass } from '@/components/sections/figure';
import { UnbrokenRanges } from '@/components/ui/unbroken-ranges';
import type { CardPriceParts } from '@/lib/content/price-tag';
import { cn } from '@/lib/utils/cn';

/**
 * A card's price as a figure line under its title: the amount at 24-28 px, whole on one line
 * and fitted to the card, with "fixed" or "a month" beside it as a small unit label
 * (docs/reader-settings.md#prices-on-cards). As a 12 px pill over 16 px text the price read as
 * the page's smallest print, and at 200% text it wrapped inside the amount.
 */
export function CardPrice({ amount, unit, lead }: CardPriceParts) {
  const small = 'font-sans text-sm font-medium tracking-normal text-ink-600';
  return (
    <p
      className={cn(
        figureFitClass(amount),
        'mb-3 font-display text-2xl leading-tight font-extrabold tracking-tight text-ink-950 sm:text-[1.75rem]',
      )}
      data-card-price=""
    >
      <span className="flex flex-wrap items-baseline gap-x-2">
        {lead && <span className={small}>{lead}</span>}
        <span className="whitespace-nowrap">{amount}</span>
        {unit && (
          <span className={small}>
            <UnbrokenRanges text={unit} />
          </span>
        )}
      </span>
    </p>
  );
}
