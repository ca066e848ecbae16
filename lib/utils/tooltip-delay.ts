/** Tooltip timings (decisions.md 10). */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/**
 * Shared timing for a page's tooltips: the first one opens after the open delay; moving to
 * another tooltip within the skip delay of closing the last one opens it at once.
 */
export function createTooltipDelayGroup(
  openDelay = TOOLTIP_OPEN_DELAY_MS,
  skipDelay = TOOLTIP_SKIP_DELAY_MS,
) {
  let lastClosedAt = Number.NEGATIVE_INFINITY;
  return {
    /** How long to wait before opening a tooltip now. */
    openDelayAt(now: number): number {
      return now - lastClosedAt <= skipDelay ? 0 : openDelay;
    },
    /** Records that a tooltip closed now. */
    closedAt(now: number): void {
      lastClosedAt = now;
    },
  };
}
