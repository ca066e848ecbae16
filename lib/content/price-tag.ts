/** A price a card states: the amount, what it buys or how it is billed, and any lead-in. */
export interface CardPriceParts {
  amount: string;
  unit: string;
  /** Words before the amount ("From", "From about"), set small like the unit. */
  lead?: string;
}

/** "From about $2,500 a month", "$4,000-10,000 fixed", "$20,000-60,000": lead, amount, unit. */
const PRICE_TAG =
  /^((?:From|Up to)(?: about)?\s+)?(\$[\d,.]+[KkM]?(?:-[\d,.]+[KkM]?)?)(?:\s+(.+))?$/;

/**
 * A card's tag that states a price, as the parts of a price figure; undefined for any other tag
 * (a duration, a team size), which stays a badge (docs/reader-settings.md#prices-on-cards).
 */
export function priceFromTag(tag: string | undefined): CardPriceParts | undefined {
  const parts = tag ? PRICE_TAG.exec(tag.trim()) : null;
  if (!parts) return undefined;
  const [, lead, amount, unit] = parts;
  return { amount: amount!, unit: unit ?? '', ...(lead ? { lead: lead.trim() } : {}) };
}
