import type { ComponentPropsWithoutRef } from 'react';
import { Callout } from '@/components/blog/callout';
import type { MdxComponents } from '@/lib/content/mdx';

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

function Table(props: ComponentPropsWithoutRef<'table'>) {
  return (
    // Wide tables scroll inside their own box on small screens instead of widening the page;
    // scroll-shadow (app/globals.css) shades the edge that has more columns beyond it.
    <div
      role="region"
      aria-label="Table (scrolls sideways on small screens)"
      tabIndex={0}
      className="scroll-shadow my-8 overflow-x-auto rounded-xl border border-ink-200 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table {...props} className="my-0! min-w-[36rem]" />
    </div>
  );
}

function Anchor({ href = '', children, ...rest }: ComponentPropsWithoutRef<'a'>) {
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
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
  table: Table,
  a: Anchor,
};
