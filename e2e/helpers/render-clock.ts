import type { Page } from '@playwright/test';

/**
 * Stops the page's clock at `ms` after render, so whatever the visitor submits reads as sent that
 * soon: the elapsed time a lead carries, and the spam check's too-fast rule, both read it.
 */
export async function freezeRenderClock(page: Page, ms: number) {
  await page.addInitScript((frozen) => {
    performance.now = () => frozen;
  }, ms);
}
