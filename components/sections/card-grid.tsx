import type { CSSProperties, ReactNode } from 'react';
import { cn } from '@/lib/utils/cn';
import { longestWordClass } from '@/lib/utils/longest-word';
import { ScrollerCount } from '@/components/sections/scroller-count';
import { unbroken } from '@/components/ui/unbroken-ranges';

interface CardGridProps {
  children: ReactNode;
  id?: string;
  columns?: 2 | 3 | 4;
  /**
   * On phones, one row of peers that scrolls sideways (the next card peeks in, so the row
   * shows it scrolls) instead of a column of full-width cards; a grid from 640 px up.
   */
  scroll?: boolean;
  /**
   * The cards of a row share their tracks (CSS subgrid): icon, title, text, checklist and link
   * each start at one height across the row, whatever the length of a title (InfoCard's rows).
   */
  aligned?: boolean;
  /** Off for a list that hides cells and marks its odd last card itself (ODD_LAST_SPANS_TWO). */
  spanOddLast?: boolean;
  hidden?: boolean;
  className?: string;
}

/**
 * In the two-column range of a wider grid, an odd last card takes the whole row instead of
 * standing alone beside an empty cell (seven values on a tablet). Whole class names, which
 * Tailwind finds in the source.
 */
const LAST_ODD_CARD_SPANS_TWO =
  '@min-[36rem]/page:@max-[60rem]/page:[&>li:last-child:nth-child(odd)]:col-span-2';
/** The same span set on one cell, for a list that hides some of its cells (the blog filter). */
export const ODD_LAST_SPANS_TWO = '@min-[36rem]/page:@max-[60rem]/page:col-span-2';

/**
 * Columns by the page container's width, not the viewport's (docs/reader-settings.md#cards-under-large-text):
 * 36rem and 60rem are the container's width at the sm (640 px) and lg (1024 px) breakpoints,
 * so at the default text size the grid breaks exactly where the viewport queries did, and with
 * larger text (rem grows) it keeps fewer, wider columns instead of squeezing words apart. A row
 * of three is two across on a tablet, its third card the full width below
 * (docs/reader-settings.md#rows-of-three).
 */
const columnClasses = {
  2: '@min-[36rem]/page:grid-cols-2',
  3: '@min-[36rem]/page:grid-cols-2 @min-[60rem]/page:grid-cols-3',
  4: '@min-[36rem]/page:grid-cols-2 @min-[60rem]/page:grid-cols-4',
};

/** Responsive grid of cards as a list, so screen readers announce the count. */
export function CardGrid({
  children,
  id,
  columns = 3,
  scroll = false,
  aligned = false,
  spanOddLast = true,
  hidden,
  className,
}: CardGridProps) {
  return (
    <ul
      id={id}
      hidden={hidden}
      className={cn(
        'grid gap-6',
        columnClasses[columns],
        columns !== 2 && spanOddLast && LAST_ODD_CARD_SPANS_TWO,
        scroll && 'phone-scroller',
        aligned && 'cards-aligned',
        className,
      )}
      // A scrolling row must be reachable by keyboard even when its cards hold no link.
      {...(scroll ? { tabIndex: 0, 'data-scroller': '' } : {})}
    >
      {children}
    </ul>
  );
}

/** One grid cell with the staggered entrance (0.1 s per item, off under reduced motion). */
export function CardGridItem({
  index,
  children,
  hidden,
  className,
}: {
  index: number;
  children: ReactNode;
  hidden?: boolean;
  className?: string;
}) {
  return (
    <li
      hidden={hidden}
      className={cn('reveal flex', className)}
      style={{ '--stagger': index } as CSSProperties}
    >
      {children}
    </li>
  );
}

/**
 * A CardGrid of one card per item, each in a staggered cell keyed by `keyOf`. A row that
 * scrolls on phones says how many cards it holds where the browser draws no scroll markers.
 */
export function CardList<T>({ items, keyOf, children: card, ...grid }: CardListProps<T>) {
  return (
    <>
      <CardGrid {...grid}>
        {items.map((item, index) => (
          <CardGridItem key={keyOf(item)} index={index}>
            {card(item, index)}
          </CardGridItem>
        ))}
      </CardGrid>
      {grid.scroll && items.length > 1 && <ScrollerCount count={items.length} />}
    </>
  );
}

/** The usual key of a card: its title, unique within a list. */
export const byTitle = (item: { title: string }) => item.title;

type CardListProps<T> = Omit<CardGridProps, 'children'> & {
  items: T[];
  keyOf: (item: T) => string;
  /** Draws the card of one item. */
  children: (item: T, index: number) => ReactNode;
};

interface InfoCardProps {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  href?: string;
  linkLabel?: string;
  badge?: ReactNode;
  footer?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/**
 * The one card of the site: icon, title, text, optional badge, footer and link. When it has a
 * link, the whole card is clickable through the title's stretched link.
 */
export function InfoCard({
  icon,
  title,
  children,
  href,
  linkLabel,
  badge,
  footer,
  headingLevel: Heading = 'h3',
  className,
}: InfoCardProps) {
  return (
    <article
      className={cn(
        'card relative flex w-full flex-col p-5 sm:p-7',
        href && 'card-interactive',
        className,
      )}
    >
      {/* Wraps: at large text a badge that no longer fits beside the icon goes under it. */}
      {/* Each part names its track for the aligned grids (.cards-aligned), where a row's cards
          share five rows; in the usual column of a card the row-start classes do nothing. */}
      <div className="row-start-1 flex flex-wrap items-start justify-between gap-4">
        {icon && (
          <span className="inline-flex h-12 min-w-12 items-center justify-center rounded-xl bg-brand-50 px-2 text-brand-700 ring-1 ring-brand-100">
            {icon}
          </span>
        )}
        {badge}
      </div>
      <Heading
        className={cn(
          'card-title row-start-2 text-xl font-bold',
          // Its longest word, as a class rather than a style="" (each distinct inline style
          // would cost the CSP a hash): the title shrinks only when that word would not fit
          // whole (docs/reader-settings.md#card-titles-under-large-text).
          longestWordClass(title),
          Boolean(icon) && 'mt-5',
        )}
      >
        {href && !linkLabel ? (
          <a href={href} className="after:absolute after:inset-0 after:rounded-(--radius-card)">
            {unbroken(title)}
          </a>
        ) : (
          unbroken(title)
        )}
      </Heading>
      {children && (
        <div className="row-start-3 mt-3 flex-1 leading-relaxed text-ink-600">{children}</div>
      )}
      {footer && <div className="row-start-4 mt-5">{footer}</div>}
      {href && linkLabel && (
        <a
          href={href}
          className="row-start-5 mt-5 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-(--radius-card) hover:text-brand-900"
        >
          {linkLabel}
          <span className="sr-only">: {title}</span>
          <span aria-hidden="true">→</span>
        </a>
      )}
    </article>
  );
}
