import { INTENT_EVENTS, PREFETCH_DELAY_MS } from '../contract.mjs';

const listen = { capture: true, passive: true } as const;

/** Calls `start` once, at the visitor's first sign of intent (pointer, touch, key, focus, scroll). */
export function onFirstIntent(start: () => void) {
  const once = () => {
    INTENT_EVENTS.forEach((type) => removeEventListener(type, once, listen));
    start();
  };
  INTENT_EVENTS.forEach((type) => addEventListener(type, once, listen));
}

/**
 * Calls `job` once the page has loaded, PREFETCH_DELAY_MS later, when the browser is idle: not
 * at the load event itself, where a phone is often still painting (fonts, the largest image)
 * and a download would compete with that paint for bandwidth.
 */
export function whenSettled(job: () => void) {
  const later = () =>
    setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(job, { timeout: 2000 });
      else job();
    }, PREFETCH_DELAY_MS);
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
}
