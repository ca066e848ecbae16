import { MDXRemote } from 'next-mdx-remote/rsc';
import type { ComponentProps, ReactNode } from 'react';
import remarkGfm from 'remark-gfm';
import { headingId } from '@/lib/content/legal';
import { site } from '@/lib/site';
import { NEW_TAB_NOTE } from '@/components/ui/checkable';
import { TextWithAddresses } from '@/components/ui/address-breaks';

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  return '';
}

/** Section headings carry the id the table of contents links to (same rule as the loader). */
function SectionHeading({ children }: ComponentProps<'h2'>) {
  return <h2 id={headingId(textOf(children))}>{children}</h2>;
}

/**
 * Links to other sites open in a new tab without the opener; our own URL stays in the tab. An
 * address as the link's text wraps only after its "@" and before a "." (AddressBreaks), and
 * the link keeps it whole as its name.
 */
function Link({ href = '', children, ...rest }: ComponentProps<'a'>) {
  const external = /^https?:\/\//.test(href) && !href.startsWith(site.url);
  const address = typeof children === 'string' && /@|www\./.test(children) ? children : undefined;
  return (
    <a
      href={href}
      aria-label={address && (external ? `${address} ${NEW_TAB_NOTE}` : address)}
      {...rest}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {address ? <TextWithAddresses text={address} /> : children}
      {external && <span className="sr-only"> {NEW_TAB_NOTE}</span>}
    </a>
  );
}

/** Renders a legal document's MDX body (no JavaScript expressions: blockJS stays on). */
export function LegalMdx({ source }: { source: string }) {
  return (
    <MDXRemote
      source={source}
      components={{ h2: SectionHeading, a: Link }}
      options={{ mdxOptions: { remarkPlugins: [remarkGfm] } }}
    />
  );
}
