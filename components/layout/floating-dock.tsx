import type { ReactNode } from 'react';

/**
 * Holds the page's floating buttons (chat launcher, back to top). A zero-height sticky strip at
 * the end of the page content: while the visitor reads it rides the bottom of the viewport,
 * and once the footer scrolls in it stays at the end of the content, so the buttons dock above
 * the footer instead of covering its links. Its transform makes it the containing block of the
 * buttons' `position: fixed`, so their own offsets (bottom-4 right-4) now measure from the
 * strip: no JavaScript and no change to the islands inside.
 */
export function FloatingDock({ children }: { children: ReactNode }) {
  return <div className="floating-dock">{children}</div>;
}
