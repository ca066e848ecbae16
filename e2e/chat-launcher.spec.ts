import { expect, test, type Page } from '@playwright/test';
import { MOBILE_NETWORK } from '../scripts/test/phone';
import { holdRuntime, hydrateIslands, isHydrated } from './helpers/hydration';

// The chat launcher before and without the framework (docs/islands.md#the-chat-launcher): a
// popovertarget button that opens the panel with no script, a link to the contact page without
// scripting or when the islands fail to load, React once the page is idle.
const GREETING = /Ask me about our services, our AI work/;
const launcherLink = (page: Page) => page.getByRole('link', { name: 'Chat with us' });
const launcherButton = (page: Page) => page.getByRole('button', { name: 'Chat with us' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Arcforge assistant' });

/** Milliseconds from the launcher's click until the greeting is fully opaque. */
async function greetingDelay(page: Page) {
  await page.evaluate(() => {
    addEventListener(
      'click',
      () => ((window as { clickedAt?: number }).clickedAt ??= performance.now()),
      true,
    );
  });
  await launcherButton(page).click();
  return page.evaluate(
    (source) =>
      new Promise<number>((resolve) => {
        const greeting = new RegExp(source);
        const shown = () => {
          const log = document.querySelector('#chat-panel [role=log]');
          const bubble = [...(log?.querySelectorAll('p') ?? [])].find((p) =>
            greeting.test(p.textContent ?? ''),
          );
          for (let el: Element | null = bubble ?? null; el && el !== log; el = el.parentElement)
            if (Number(getComputedStyle(el).opacity) < 0.99) return false;
          return !!bubble;
        };
        const frame = () =>
          shown()
            ? resolve(performance.now() - (window as { clickedAt?: number }).clickedAt!)
            : requestAnimationFrame(frame);
        frame();
      }),
    GREETING.source,
  );
}

test.describe('chat launcher', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('is a link to the contact page', async ({ page }) => {
      await page.goto('/');
      await expect(launcherLink(page)).toHaveAttribute('href', '/contact');
      await launcherLink(page).click();
      await expect(page).toHaveURL((url) => url.pathname === '/contact');
    });
  });

  test('with its scripts blocked, leads to the contact page', async ({ page }) => {
    await page.route('**/islands/*.js', (route) => route.abort('blockedbyclient'));
    await page.goto('/', { waitUntil: 'load' });
    // The loader gives up on the islands and shows the link that stands in for the button.
    await expect(launcherButton(page)).toBeHidden();
    await launcherLink(page).click();
    await expect(page).toHaveURL((url) => url.pathname === '/contact');
  });

  test('before React is live, the platform opens the panel at once and greets 0.5 s later; React then takes the panel over', async ({
    page,
  }) => {
    test.slow();
    const release = await holdRuntime(page);
    await page.goto('/', { waitUntil: 'load' });
    const delay = await greetingDelay(page);
    expect(await isHydrated(page)).toBe(false);
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByRole('textbox', { name: 'Your message' })).toBeFocused();
    expect(delay).toBeGreaterThanOrEqual(480);
    expect(delay).toBeLessThan(1500);

    release();
    await hydrateIslands(page);
    await expect(launcherButton(page)).toBeHidden();
    await panel(page).getByRole('button', { name: 'Our services' }).click();
    await expect(
      panel(page)
        .getByRole('log')
        .getByText(/We build in four areas/),
    ).toBeVisible();
    await expect(panel(page).getByRole('log').getByText(GREETING)).toHaveCount(1);
  });

  test('what is typed in the panel before React is live is kept and sent by the live chat', async ({
    page,
    context,
  }) => {
    test.slow();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
    // The island modules are small enough to arrive before a fast test's next step: hold them
    // until the visitor has typed, as a slower phone would.
    const release = await holdRuntime(page);
    await page.goto('/', { waitUntil: 'load' });
    await launcherButton(page).click();
    await expect(panel(page)).toBeVisible();
    expect(await isHydrated(page)).toBe(false);
    const input = panel(page).getByRole('textbox', { name: 'Your message' });
    await input.fill('Which industries?');
    release();
    await hydrateIslands(page);
    await expect(input).toHaveValue('Which industries?');
    await panel(page).getByRole('button', { name: 'Send message' }).click();
    await expect(
      panel(page)
        .getByRole('log')
        .getByText(/Which industries\?/),
    ).toBeVisible();
    await expect(
      panel(page)
        .getByRole('log')
        .getByText(/Healthcare, E-commerce/),
    ).toBeVisible({
      timeout: 15_000,
    });
  });
});
