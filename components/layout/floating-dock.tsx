import type { ReactNode } from 'react';

/**
 * Holds the page's floating buttons (chat launcher, back to top) at the end of the page content.
 * Where the viewport leaves a gutter beside the content column (the `dock` breakpoint) it is a
 * zero-height sticky strip: the buttons ride the bottom of the viewport inside that gutter and
 * dock above the footer once it scrolls in. Narrower, there is no free space to float in, so the
 * buttons sit in a row at the end of the content and never cover it (app/globals.css). No
 * JavaScript and no change to the islands inside.
 */
export function FloatingDock({ children }: { children: ReactNode }) {
  return <div className="floating-dock">{children}</div>;
}
