import type { ReactNode } from 'react';
import { ArrowUpRight } from 'lucide-react';
import { cn } from '@/lib/utils/cn';

/** Read after the link's text, so a screen-reader user knows the page opens elsewhere. */
export const NEW_TAB_NOTE = '(opens in a new tab)';

/**
 * A name that links to where a reader can check it (a profile, a company's site) when content
 * gives that place, and is plain text otherwise: never a link that goes nowhere
 * (docs/proof.md#checkable-proof). The arrow marks it as a page outside this site.
 */
export function Checkable({
  href,
  children,
  className,
}: {
  href?: string;
  children: ReactNode;
  className?: string;
}) {
  if (!href) return <>{children}</>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-checkable=""
      className={cn(
        'underline decoration-current/40 underline-offset-4 hover:decoration-current',
        className,
      )}
    >
      {children}
      <ArrowUpRight className="ml-0.5 inline size-[0.9em] align-[-0.1em]" aria-hidden="true" />
      <span className="sr-only"> {NEW_TAB_NOTE}</span>
    </a>
  );
}

/** "https://www.example.com/about" -> "example.com": what a visitor recognises of an address. */
export function siteHost(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

/**
 * An organisation's own site, shown by its host name ("example.com ↗") beside its wordmark;
 * nothing at all when content has no site for it.
 */
export function SiteLink({ href, className }: { href?: string; className?: string }) {
  if (!href) return null;
  return (
    <Checkable href={href} className={cn('text-sm font-medium', className)}>
      {siteHost(href)}
    </Checkable>
  );
}
