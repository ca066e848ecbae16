import { expect, test, type Page } from '@playwright/test';
import { chatContent } from '../lib/chat/content';
import { hydrateIslands } from './helpers/hydration';

/**
 * The chat launcher floats at every width and never moves the page under it
 * (docs/floating-chat.md): fixed bottom right, opening and closing keep the scroll position,
 * and on a phone the panel is a sheet over the page that gives the visitor back their place.
 */
const { launcher: launcherCopy } = chatContent;
const launcher = (page: Page) =>
  page.getByRole('button', { name: launcherCopy.open, exact: true }).first();
const panel = (page: Page) => page.getByRole('dialog');

/** Scrolls to about the middle of the page and returns the scroll position reached. */
async function scrollToMiddle(page: Page): Promise<number> {
  const y = await page.evaluate(() =>
    Math.round((document.documentElement.scrollHeight - innerHeight) / 2),
  );
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
  return y;
}

for (const width of [390, 768, 1024, 1280, 1440]) {
  test(`at ${width} px the launcher is fixed at the bottom right of the viewport mid-page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/');
    await scrollToMiddle(page);
    const button = page.getByRole('button', { name: 'Chat with us' });
    expect(await button.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    const box = (await button.boundingBox())!;
    expect(width - (box.x + box.width)).toBeLessThanOrEqual(32);
    expect(844 - (box.y + box.height)).toBeLessThanOrEqual(32);
    expect(box.y).toBeGreaterThan(844 / 2);
  });
}

for (const width of [390, 1280]) {
  test(`at ${width} px opening then closing the chat leaves the page where it was`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/');
    await hydrateIslands(page);
    const y = await scrollToMiddle(page);
    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    // Measured where it rests, after its entrance animation.
    await panel(page).evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const sheet = (await panel(page).boundingBox())!;
    expect(await page.evaluate(() => window.scrollY)).toBe(y);
    // Over the page, with its own scrolling: fixed, and within the viewport.
    expect(await panel(page).evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    expect(sheet.y + sheet.height).toBeLessThanOrEqual(844);
    if (width < 640) expect(sheet.width).toBe(width);

    await panel(page).getByRole('button', { name: chatContent.panel.close }).click();
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(y);

    // Escape from inside the panel does the same.
    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(y);
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`at 390 px in the ${colorScheme} scheme the buttons rest on a band in the footer's colour`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    // What is drawn just above the footer, where the buttons come to rest, against the footer.
    const [band, footer] = await page.evaluate(() => {
      const footer = document.querySelector('footer')!;
      window.scrollTo({ top: footer.offsetTop - innerHeight / 2, behavior: 'instant' });
      const top = footer.getBoundingClientRect().top;
      const above = document.elementFromPoint(20, top - 8)!;
      return [above, document.querySelector('footer')!].map(
        (el) => getComputedStyle(el).backgroundColor,
      );
    });
    expect(band).toBe(footer);
  });
}
