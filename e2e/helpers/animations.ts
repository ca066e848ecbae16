import type { Page } from '@playwright/test';

/**
 * Resolves once the page's CSS transitions (or, with `all`, every animation) have run out.
 * A transition that is replaced or cancelled mid-way (a scheme switch restarting a card's
 * colour fade) rejects its `finished` with an AbortError: that one is not waited for, and the
 * loop picks up whatever replaced it. Endless animations are not waited for.
 */
export function animationsSettled(page: Page, { all = false } = {}): Promise<void> {
  return page.evaluate(async (everyAnimation) => {
    const running = () =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && (everyAnimation || a instanceof CSSTransition))
        // An endless animation (a pulsing dot) never finishes: nothing to wait for.
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    for (let list = running(); list.length; list = running())
      await Promise.allSettled(list.map((animation) => animation.finished));
  }, all);
}
