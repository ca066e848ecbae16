import type { ComponentPropsWithoutRef } from 'react';
import { Callout } from '@/components/blog/callout';
import { fitsPhone, labelCells } from '@/components/blog/stacked-table';
import { cn } from '@/lib/utils/cn';
import type { MdxComponents } from '@/lib/content/mdx';
import { NEW_TAB_NOTE } from '@/components/ui/checkable';

function headingWithAnchor(Tag: 'h2' | 'h3') {
  function Heading({ id, children, ...rest }: ComponentPropsWithoutRef<'h2'>) {
    return (
      <Tag id={id} className="group/heading" {...rest}>
        {children}
        {id && (
          // Mouse users copy the section link here; keyboard users have the table of contents.
          <a
            href={`#${id}`}
            aria-hidden="true"
            tabIndex={-1}
            className="ml-2 font-normal text-ink-400 no-underline opacity-0 transition-opacity group-hover/heading:opacity-100 hover:text-brand-700"
          >
            #
          </a>
        )}
      </Tag>
    );
  }
  return Heading;
}

/**
 * A stacked line's label and value side by side, label two parts to the value's three, while the
 * card has room for 7em of label and 9em of value; with less (large text on a phone), the label
 * sits on its own line over the value instead of breaking inside its words. The value is one
 * span (stacked-table.ts), so a worked sum and its bold result stay on one line of their own.
 * Empty cells are left out, so the card's rule that hides them still holds. Flex and gap need
 * `!`: app/globals.css sets the line's grid outside any layer, which beats utilities whatever
 * their specificity (docs/article-tables.md#large-text). `stacked` is the variant of a table
 * shown as cards (app/globals.css).
 */
const STACKED_LINE = [
  'stacked:[&_td:not(:first-child):not(:empty)]:flex!',
  'stacked:[&_td:not(:first-child):not(:empty)]:flex-wrap',
  'stacked:[&_td:not(:first-child):not(:empty)]:gap-x-3!',
  'stacked:[&_td:not(:first-child):not(:empty)]:gap-y-0.5!',
  'stacked:[&_td::before]:[flex:2_1_7em]',
  'stacked:[&_td>span]:[flex:3_1_9em]',
  'stacked:[&_td>span]:min-w-0',
].join(' ');

export function ArticleTable({ children, ...props }: ComponentPropsWithoutRef<'table'>) {
  const compact = fitsPhone(children);
  return (
    // Phones: a table that fits stays a compact table; a wider one shows each row as a card of
    // "column: value" lines, every column in view (stacked-table in app/globals.css). Wider
    // screens: the table scrolls inside its own box if it must, and scroll-shadow shades the
    // edge that has more columns beyond it (docs/article-tables.md).
    <div
      role="region"
      aria-label="Table"
      tabIndex={0}
      data-phone={compact ? 'table' : 'stack'}
      className={cn(
        'scroll-shadow stacked-table my-8 rounded-xl border border-ink-200 focus-visible:outline-2 focus-visible:outline-brand-600 sm:overflow-x-auto',
        STACKED_LINE,
        // A compact table that is wider than a phone after all scrolls in its box, as it does wider.
        compact && 'overflow-x-auto',
      )}
    >
      <table {...props} className={cn('my-0!', !compact && 'sm:min-w-[36rem]')}>
        {labelCells(children)}
      </table>
    </div>
  );
}

function Anchor({ href = '', children, ...rest }: ComponentPropsWithoutRef<'a'>) {
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="sr-only"> {NEW_TAB_NOTE}</span>
      </a>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

/** How article bodies render: the Callout component plus anchored headings, scrolling tables and safe links. */
export const mdxComponents: MdxComponents = {
  Callout,
  h2: headingWithAnchor('h2'),
  h3: headingWithAnchor('h3'),
  table: ArticleTable,
  a: Anchor,
};
