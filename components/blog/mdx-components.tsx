import { Children, Fragment, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Callout } from '@/components/blog/callout';
import { Formula } from '@/components/blog/formula';
import { fitsPhone, labelCells, textOf } from '@/components/blog/stacked-table';
import { cn } from '@/lib/utils/cn';
import { longestWordClass } from '@/lib/utils/longest-word';
import type { MdxComponents } from '@/lib/content/mdx';
import { NEW_TAB_NOTE } from '@/components/ui/checkable';
import { IdentifierBreaks } from '@/components/ui/identifier-breaks';

/**
 * A heading's text with a line break allowed after each slash: longestWordClass counts
 * "React/Next.js," as two words, but Chromium does not wrap after a slash between letters, so
 * at 200% text the pair was one word too wide and split inside "Next.js".
 */
const slashBreaks = (children: ReactNode) =>
  Children.map(children, (child) =>
    typeof child === 'string'
      ? child.split(/(?<=\/)/).map((part, index) => (
          <Fragment key={index}>
            {index > 0 && <wbr />}
            {part}
          </Fragment>
        ))
      : child,
  );

function headingWithAnchor(Tag: 'h2' | 'h3') {
  function Heading({ id, children, ...rest }: ComponentPropsWithoutRef<'h2'>) {
    return (
      // Fits its longest word in a narrow column, as the page's headings do
      // (docs/reader-settings.md#headings-under-large-text).
      <Tag
        id={id}
        className={cn('group/heading heading-fit', longestWordClass(textOf(children), 6))}
        {...rest}
      >
        {slashBreaks(children)}
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

/** Inline code whose identifiers wrap only at their underscores ("pg_stat_/statements"). */
function Code({ children, ...rest }: ComponentPropsWithoutRef<'code'>) {
  return (
    <code {...rest}>
      {typeof children === 'string' ? <IdentifierBreaks text={children} /> : children}
    </code>
  );
}

/** How article bodies render: the Callout and Formula components plus anchored headings, scrolling tables and safe links. */
export const mdxComponents: MdxComponents = {
  Callout,
  Formula,
  h2: headingWithAnchor('h2'),
  h3: headingWithAnchor('h3'),
  table: ArticleTable,
  a: Anchor,
  code: Code,
};
