import { scrollerCountLine } from '@/lib/content/scroller-cue';

/**
 * "4 cards · swipe sideways" under a phone's sideways row of cards, for browsers that draw no
 * scroll markers (app/globals.css hides it where they do, and from 640 px up, where the row is
 * a grid). Server-rendered and about the row as a whole, so it is never wrong wherever the
 * reader has scrolled to (docs/reader-settings.md#where-a-row-of-cards-stands). Hidden from
 * screen readers: the list announces its own number of items.
 */
export function ScrollerCount({ count }: { count: number }) {
  return (
    <p aria-hidden="true" className="scroller-count text-center text-sm text-ink-600">
      {scrollerCountLine(count)}
    </p>
  );
}
