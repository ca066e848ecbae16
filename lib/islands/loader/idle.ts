import { IDLE_TIMEOUT_MS } from '../contract';

/**
 * Calls `job` once, after the load event, as soon as the browser is idle (at the latest
 * IDLE_TIMEOUT_MS later): Astro's `client:idle`. Nothing runs while the page loads, and the
 * islands are usually live before a visitor's first tap (docs/islands.md#hydration-at-idle).
 */
export function afterLoadWhenIdle(job: () => void) {
  const idle = () => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(job, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(job, 0);
  };
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
