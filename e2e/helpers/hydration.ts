import type { Page } from '@playwright/test';

/** True once React has hydrated an island (hydrateRoot marks the island's root, its container). */
export async function isHydrated(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-island]')].some((root) =>
      Object.keys(root).some((key) => key.startsWith('__reactContainer$')),
    ),
  );
}

/**
 * Waits until every island on the page has hydrated and said so: the loader hydrates them once
 * the page has loaded and the browser is idle (docs/islands.md#hydration-at-idle).
 */
export async function hydrateIslands(page: Page) {
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[data-island]').length ===
      document.querySelectorAll('[data-island][data-hydrated]').length,
    undefined,
    { timeout: 15_000 },
  );
}

/** Waits until the island `name` has hydrated and said so, whatever the page's other islands do. */
export async function hydrateIsland(page: Page, name: string) {
  await page
    .locator(`[data-island="${name}"][data-hydrated]`)
    .waitFor({ state: 'attached', timeout: 15_000 });
}

/** Holds back every island module until the returned function is called. */
export async function holdRuntime(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/islands/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
