import type { ReactNode } from 'react';

/**
 * A name that links to where a reader can check it (a profile, a company's site) when content
 * gives that place, and is plain text otherwise: never a link that goes nowhere
 * (docs/proof.md#checkable-proof).
 */
export function Checkable({ href, children }: { href?: string; children: ReactNode }) {
  if (!href) return <>{children}</>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="underline decoration-ink-300 underline-offset-4 hover:decoration-current"
    >
      {children}
    </a>
  );
}
