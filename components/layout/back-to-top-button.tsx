'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIslandHandoff } from '@/components/islands/use-island-handoff';

/** Scroll depth (px) after which the button appears. */
export const BACK_TO_TOP_THRESHOLD = 400;

interface BackToTopButtonProps {
  className: string;
  children: ReactNode;
  /** The tooltip (components/ui/tooltip.tsx) and the attributes that tie the button to it. */
  trigger?: Record<string, string>;
  tooltip?: ReactNode;
}

/**
 * The behaviour of the back-to-top button, and nothing else: its look and label come from the
 * server (back-to-top.tsx), so the page's first-load JavaScript stays a few hundred bytes.
 */
export function BackToTopButton({ className, children, trigger, tooltip }: BackToTopButtonProps) {
  const [visible, setVisible] = useState(false);
  // The island's marker (lib/islands/registry.mjs) must be in the server HTML, where the button
  // itself is not yet rendered: a box-less root carries it.
  const rootRef = useRef<HTMLSpanElement>(null);
  useIslandHandoff(rootRef);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const backToTop = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    // The skip link's target (app/layout.tsx): the next Tab starts at the top of the content.
    // preventScroll, so focusing does not cut the smooth scroll short.
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <span ref={rootRef} data-island="back-to-top" className="contents">
      {visible && (
        <>
          <button type="button" onClick={backToTop} className={className} {...trigger}>
            {children}
          </button>
          {tooltip}
        </>
      )}
    </span>
  );
}
