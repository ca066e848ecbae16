'use client';

import { ArrowUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useIslandHandoff } from '@/components/islands/use-island-handoff';
import { Tooltip, tooltipTrigger } from '@/components/ui/tooltip';

/** Scroll depth (px) after which the button appears. */
export const BACK_TO_TOP_THRESHOLD = 400;

const TOOLTIP_ID = 'tip-back-to-top';

export interface BackToTopButtonProps {
  className: string;
  /** The button's accessible name (it shows an icon only). */
  label: string;
}

/** The back-to-top button: its look and label come from the server wrapper (back-to-top.tsx). */
export function BackToTopButton({ className, label }: BackToTopButtonProps) {
  const [visible, setVisible] = useState(false);
  // The button is not rendered in the server HTML: a box-less element is the handoff's anchor.
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
    <span ref={rootRef} className="contents">
      {visible && (
        <>
          <button
            type="button"
            onClick={backToTop}
            className={className}
            {...tooltipTrigger(TOOLTIP_ID)}
          >
            <ArrowUp className="size-5" aria-hidden="true" />
            <span className="sr-only">{label}</span>
          </button>
          <Tooltip id={TOOLTIP_ID}>{label}</Tooltip>
        </>
      )}
    </span>
  );
}
