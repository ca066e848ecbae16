import type { Page } from '@playwright/test';

/**
 * Island pages load their modules on the visitor's first intent (docs/islands.md#the-loader).
 * A pointer move is the least intrusive intent: it changes no focus, scroll or state.
 */
export async function showIntent(page: Page) {
  await page.mouse.move(3, 3);
  await page.mouse.move(6, 6);
}

/** True once React has hydrated an island (hydrateRoot marks the island's root, its container). */
export async function isHydrated(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-island]')].some((root) =>
      Object.keys(root).some((key) => key.startsWith('__reactContainer$')),
    ),
  );
}

/** Shows intent and waits until every island on the page has hydrated and said so. */
export async function hydrateIslands(page: Page) {
  await showIntent(page);
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[data-island]').length ===
      document.querySelectorAll('[data-island][data-hydrated]').length,
    undefined,
    { timeout: 15_000 },
  );
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
