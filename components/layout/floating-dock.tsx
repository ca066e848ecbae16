import type { ReactNode } from 'react';

/**
 * Holds the page's floating buttons (chat launcher, back to top) at the end of the page content
 * (docs/floating-chat.md). The buttons are fixed at every width: they ride the bottom of the
 * viewport and come to rest at the end of the content, above the footer, once it scrolls in.
 * Where there is no gutter beside the content column, a band in the footer's colour is
 * reserved for them to rest in (app/globals.css). No JavaScript.
 */
export function FloatingDock({ children }: { children: ReactNode }) {
  return (
    <>
      {/* keep-palette: the band is the footer's colour in both schemes (ink-950 flips in dark). */}
      <div className="floating-dock-room keep-palette" aria-hidden="true" />
      <div className="floating-dock">{children}</div>
    </>
  );
}
