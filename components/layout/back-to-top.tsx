'use client';

import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';

/** Scroll depth (px) after which the button appears (spec section 9). */
export const BACK_TO_TOP_THRESHOLD = 400;

/** The skip link's target at the top of the page content (app/layout.tsx). */
const FOCUS_TARGET_ID = 'main';

/**
 * Floating "Back to top" button: shown once the visitor has scrolled past the threshold;
 * scrolls to the top and moves keyboard focus there, so the next Tab starts at the top.
 */
export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;

  const backToTop = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    // preventScroll: focus must not cut the smooth scroll short by jumping to the target.
    document.getElementById(FOCUS_TARGET_ID)?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      onClick={backToTop}
      className="fixed bottom-5 left-5 z-40 inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg ring-1 ring-white/20 transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 sm:bottom-6 sm:left-6"
    >
      <ArrowUp className="size-5" aria-hidden="true" />
      <span className="sr-only">Back to top</span>
    </button>
  );
}
