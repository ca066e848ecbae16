import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { axe } from './helpers/axe';
import { expect, test, type Page, type Route } from '@playwright/test';
import { chatContent, type ChatContent } from '../lib/chat/content';
import { getFormsCopy } from '../lib/content/forms';
import { site } from '../lib/site';
import { islandScripts } from '../scripts/postexport/public';
import { hydrateIslands } from './helpers/hydration';
import { OUT_DIR, readOut } from './helpers/out-files';

const ENDPOINT = '**/v1/iam/mail-list';
const GREETING = /Ask me about our services, our AI work/;
const APOLOGY =
  "I'm sorry, but there was an issue submitting your request. Please try again in a few moments.";
const EXPECTED_PAYLOAD = {
  email: 'priya@northwind.io',
  first_name: 'Priya Sharma',
  company: 'Northwind Labs',
  message: 'A fleet-tracking dashboard for 400 vans, live by March',
};

const launcher = (page: Page) => page.getByRole('button', { name: 'Chat with us' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Arcforge assistant' });
const chatLog = (page: Page) => panel(page).getByRole('log');
const input = (page: Page) => panel(page).getByRole('textbox', { name: 'Your message' });
const toastRegion = (page: Page) => page.locator('[data-sonner-toaster]');

/** A toast with this title and description (content/chat.json) is showing. */
async function expectToast(page: Page, { title, description }: ChatContent['toasts']['success']) {
  await expect(toastRegion(page).getByText(title)).toBeVisible();
  await expect(toastRegion(page).getByText(description)).toBeVisible();
}

/** The visible toast and the open panel do not overlap, once the toast has slid into place. */
async function expectToastClearOfPanel(page: Page) {
  const first = toastRegion(page).locator('[data-sonner-toast]').first();
  await expect
    .poll(async () => {
      const toast = await first.boundingBox();
      const sheet = await panel(page).boundingBox();
      if (!toast || !sheet) return `toast ${JSON.stringify(toast)}, panel ${JSON.stringify(sheet)}`;
      const overlap =
        toast.x < sheet.x + sheet.width &&
        sheet.x < toast.x + toast.width &&
        toast.y < sheet.y + sheet.height &&
        sheet.y < toast.y + toast.height;
      return overlap
        ? `toast ${JSON.stringify(toast)} over panel ${JSON.stringify(sheet)}`
        : 'clear';
    })
    .toBe('clear');
}

/** Answers the current question by typing and pressing Enter, then waits for the reply. */
async function answer(page: Page, text: string, reply: string | RegExp) {
  await input(page).fill(text);
  await input(page).press('Enter');
  await expect(chatLog(page).getByText(reply)).toBeVisible();
}

async function openChat(page: Page) {
  await page.goto('/');
  await hydrateIslands(page);
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(chatLog(page).getByText(GREETING)).toBeVisible();
}

/** From the greeting to the last question, answered; leaves the request to be sent. */
async function fillConsultation(page: Page) {
  await chatLog(page).getByRole('button', { name: 'Book a consultation' }).click();
  await chatLog(page).getByRole('button', { name: "Yes, let's start" }).click();
  await expect(chatLog(page).getByText("Great. First, what's your name?")).toBeVisible();
  await answer(page, '  Priya Sharma  ', /Nice to meet you, Priya Sharma/);
  await answer(
    page,
    'priya@northwind',
    "That doesn't look like a valid email address. Please provide a valid email to continue.",
  );
  await input(page).fill('');
  await input(page).press('Enter');
  await expect(
    chatLog(page).getByText('A valid email address is required to proceed.'),
  ).toBeVisible();
  await answer(page, 'priya@northwind.io', 'Thanks. Which company are you with?');
  await answer(page, 'Northwind Labs', /Last one: tell us a little about the project/);
  await input(page).fill(EXPECTED_PAYLOAD.message);
}

/** Opens the chat, answers every question and sends the consultation. */
async function sendConsultation(page: Page) {
  await openChat(page);
  await fillConsultation(page);
  await input(page).press('Enter');
}

/** The island modules (and their chunks) the home page hydrates with on the first intent. */
function firstLoadModules(html: string): string[] {
  return islandScripts(html);
}

/** Built island files whose code contains `marker`. */
function modulesContaining(marker: string): string[] {
  const dir = path.join(OUT_DIR, 'islands');
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .filter((name) => fs.readFileSync(path.join(dir, name), 'utf8').includes(marker))
    .map((name) => `/islands/${name}`);
}

test.describe('chat assistant', () => {
  test('opens a 384 x 500 panel with the greeting after the launcher is clicked', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrateIslands(page);
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    const box = await panel(page).boundingBox();
    // Sub-pixel layout can report 500.00003: compare whole CSS pixels.
    expect({ width: Math.round(box!.width), height: Math.round(box!.height) }).toEqual({
      width: 384,
      height: 500,
    });
    await expect(chatLog(page).getByText(GREETING)).toBeVisible();
    await expect(chatLog(page).getByRole('button')).toHaveText([
      'Book a consultation',
      'Our services',
      'AI solutions',
      'Industries we serve',
    ]);
    await expect(panel(page).getByRole('button', { name: 'Send message' })).toBeDisabled();
  });

  test('the open chat has no axe violations', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openChat(page);
    await answer(page, 'Tell me about your services', /We build in four areas/);
    const results = await axe(page)
      .include('#chat-panel')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('routes free text by keyword', async ({ page }) => {
    await openChat(page);
    await answer(page, 'What AI services do you offer?', /35% efficiency gain/);
    await answer(page, 'And your offerings?', /We build in four areas/);
    await answer(page, 'Which sectors?', /Healthcare, E-commerce, Automotive and Fintech/);
    await answer(page, 'He said hello', /I can help with three topics/);
    await answer(page, 'Can I get a quote?', /Shall we start\?/);
  });

  test('sends the consultation with the exact payload and confirms', async ({ page }) => {
    const payloads: unknown[] = [];
    await page.route(ENDPOINT, async (route: Route) => {
      payloads.push(route.request().postDataJSON());
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
    });
    await sendConsultation(page);

    await expectToast(page, chatContent.toasts.success);
    await expect(
      chatLog(page).getByText(/Our team will reach out to you at priya@northwind\.io/),
    ).toBeVisible();
    expect(payloads).toEqual([EXPECTED_PAYLOAD]);
    await expectToastClearOfPanel(page);

    await expect(chatLog(page).getByRole('link', { name: 'View all services' })).toHaveAttribute(
      'href',
      '/services',
    );
    await expect(chatLog(page).getByRole('link', { name: 'See success stories' })).toHaveAttribute(
      'href',
      '/case-studies',
    );
    await chatLog(page).getByRole('button', { name: 'Ask another question' }).click();
    await expect(
      chatLog(page).getByText('Of course. What else would you like to know?'),
    ).toBeVisible();
  });

  test('a 500 shows the failure, F8 and Alt+T reach its toast, and Try again resends the kept draft', async ({
    page,
  }) => {
    const payloads: unknown[] = [];
    await page.route(ENDPOINT, async (route: Route) => {
      payloads.push(route.request().postDataJSON());
      await route.fulfill({ status: payloads.length === 1 ? 500 : 200, body: '{}' });
    });
    await sendConsultation(page);

    await expectToast(page, chatContent.toasts.failure);
    await expect(chatLog(page).getByText(APOLOGY)).toBeVisible();

    // Either key a toaster user knows moves focus to the notifications (docs/accessibility.md#notifications).
    for (const key of ['F8', 'Alt+T']) {
      await input(page).focus();
      await page.keyboard.press(key);
      await expect
        .poll(
          () =>
            page.evaluate(() => Boolean(document.activeElement?.closest('[data-sonner-toaster]'))),
          `${key} moves focus to the notifications`,
        )
        .toBe(true);
    }

    await chatLog(page).getByRole('button', { name: 'Try again' }).click();
    await expect(chatLog(page).getByText(/reach out to you at priya@northwind\.io/)).toBeVisible();
    await expect(toastRegion(page).getByText(chatContent.toasts.success.title)).toBeVisible();
    expect(payloads).toEqual([EXPECTED_PAYLOAD, EXPECTED_PAYLOAD]);
  });

  test('a typed yes at the offer leads to the name question, after any detour', async ({
    page,
  }) => {
    await openChat(page);
    await answer(page, 'Can I get a quote?', /Shall we start\?/);
    // Another question is answered, and the offer's buttons come back with the answer.
    await answer(page, 'What about AI?', /35% efficiency gain/);
    await expect(chatLog(page).getByRole('button', { name: "Yes, let's start" })).toBeVisible();
    await expect(chatLog(page).getByRole('button', { name: 'Not right now' })).toBeVisible();
    await answer(page, 'yes', "Great. First, what's your name?");
  });

  test('a name typed at the offer is taken as the name and sent', async ({ page }) => {
    const payloads: unknown[] = [];
    await page.route(ENDPOINT, async (route: Route) => {
      payloads.push(route.request().postDataJSON());
      await route.fulfill({ status: 200, body: '{}' });
    });
    await openChat(page);
    await chatLog(page).getByRole('button', { name: 'Book a consultation' }).click();
    await expect(chatLog(page).getByText(/Shall we start\?/)).toBeVisible();
    await answer(page, 'Priya Sharma', /Nice to meet you, Priya Sharma\. What email address/);
    await answer(page, 'priya@northwind.io', 'Thanks. Which company are you with?');
    await answer(page, 'Northwind Labs', /Last one/);
    await answer(page, EXPECTED_PAYLOAD.message, /reach out to you at priya@northwind\.io/);
    expect(payloads).toEqual([EXPECTED_PAYLOAD]);
  });

  test('a network failure shows Submission Error, then our address and a contact form filled in without the URL', async ({
    page,
  }) => {
    await page.route(ENDPOINT, (route: Route) => route.abort('failed'));
    await sendConsultation(page);
    await expectToast(page, chatContent.toasts.networkError);
    await expect(chatLog(page).getByText(APOLOGY)).toBeVisible();

    const mail = chatLog(page).getByRole('link', { name: new RegExp(site.email) });
    await expect(mail).toHaveAttribute('href', `mailto:${site.email}`);
    const form = chatLog(page).getByRole('link', { name: chatContent.links.contactForm });
    await expect(form).toHaveAttribute('href', /^\/contact(\?|$)/);
    await expect(chatLog(page).getByRole('button', { name: 'Try again' })).toBeVisible();

    await form.click();
    await expect(page).toHaveURL(/\/contact/);
    // Nothing the visitor typed is in the address.
    const url = decodeURIComponent(page.url()).toLowerCase();
    for (const value of ['priya', 'northwind', 'fleet']) expect(url).not.toContain(value);

    const { fields } = getFormsCopy().contact;
    const contact = page.getByRole('form', { name: getFormsCopy().contact.label });
    const field = (label: string) => contact.getByLabel(new RegExp(`^${label}`));
    await expect(field(fields.firstName.label)).toHaveValue('Priya');
    await expect(field(fields.lastName.label)).toHaveValue('Sharma');
    await expect(field(fields.email.label)).toHaveValue(EXPECTED_PAYLOAD.email);
    await expect(field(fields.company.label)).toHaveValue(EXPECTED_PAYLOAD.company);
    await expect(field(fields.message.label)).toHaveValue(EXPECTED_PAYLOAD.message);
    await expect(contact.getByText(chatContent.handoff.contactLine)).toBeVisible();

    // Taken once: a reload shows the form as it always is.
    await page.reload();
    await hydrateIslands(page);
    await expect(contact.getByText(chatContent.handoff.contactLine)).toHaveCount(0);
    await expect(field(fields.email.label)).toHaveValue('');
  });

  test('works with the keyboard alone', async ({ page }) => {
    await page.route(ENDPOINT, (route: Route) => route.fulfill({ status: 200, body: '{}' }));
    await page.goto('/');
    await hydrateIslands(page);
    // Tab through the page until the launcher has focus.
    for (let i = 0; i < 80; i += 1) {
      await page.keyboard.press('Tab');
      if (await launcher(page).evaluate((el) => el === document.activeElement)) break;
    }
    await expect(launcher(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(input(page)).toBeFocused();
    await expect(chatLog(page).getByText(GREETING)).toBeVisible();

    await page.keyboard.type('I would like a quote');
    await page.keyboard.press('Enter');
    const start = chatLog(page).getByRole('button', { name: "Yes, let's start" });
    await expect(start).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(start).toBeFocused();
    const outline = await start.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(input(page)).toBeFocused();

    for (const [text, reply] of [
      ['Priya Sharma', /What email address/],
      ['priya@northwind.io', /Which company/],
      ['', /Last one/],
      ['', /reach out to you at priya@northwind\.io/],
    ] as const) {
      await expect(panel(page).getByTestId('chat-typing')).toBeHidden();
      if (text) await page.keyboard.type(text);
      await page.keyboard.press('Enter');
      await expect(chatLog(page).getByText(reply)).toBeVisible();
    }
    await expect(chatLog(page).getByText('Skipped')).toHaveCount(2);

    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(chatLog(page).getByText(/reach out to you at priya@northwind\.io/)).toBeVisible();
  });

  // Between the phone sheet and the width where toasts fit beside the panel, they go above it.
  for (const width of [620, 768]) {
    test(`at ${width} px a toast shows above the open panel, clear of it`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.route(ENDPOINT, (route: Route) => route.fulfill({ status: 500, body: '{}' }));
      await sendConsultation(page);
      await expectToast(page, chatContent.toasts.failure);
      await expectToastClearOfPanel(page);
    });
  }

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('opens as a full-width sheet and completes a consultation', async ({ page }) => {
      await page.route(ENDPOINT, (route: Route) => route.fulfill({ status: 200, body: '{}' }));
      await openChat(page);
      // Measure the sheet where it rests, after its entrance animation.
      await panel(page).evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      const box = await panel(page).boundingBox();
      expect(box?.x).toBe(0);
      expect(box?.width).toBe(390);
      expect(box!.y + box!.height).toBe(844);
      await expect(launcher(page)).toBeHidden();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > window.innerWidth,
      );
      expect(overflow).toBe(false);

      await fillConsultation(page);
      await input(page).press('Enter');
      await expect(
        chatLog(page).getByText(/reach out to you at priya@northwind\.io/),
      ).toBeVisible();
      await expect(toastRegion(page).getByText(chatContent.toasts.success.title)).toBeVisible();
      await expectToastClearOfPanel(page);

      await panel(page).getByRole('button', { name: 'Close chat' }).click();
      await expect(panel(page)).toBeHidden();
      await expect(launcher(page)).toBeVisible();
      await expect(launcher(page)).toBeFocused();
    });
  });

  test.describe('loading', () => {
    // The live panel's code (its typing indicator is rendered only there).
    const chatChunks = () => modulesContaining('chat-typing');

    test("the home page's island modules do not include the live chat's code", () => {
      const chunks = chatChunks();
      expect(chunks.length).toBeGreaterThan(0);
      const firstLoad = firstLoadModules(readOut('index.html'));
      expect(firstLoad.length).toBeGreaterThan(0);
      for (const chunk of chunks) expect(firstLoad).not.toContain(chunk);

      // The launcher's own module stays small: the link, the popover and the shell it holds.
      const launcher = firstLoad.filter((file) => /^\/islands\/chat-\w+\.js$/.test(file));
      expect(launcher).toHaveLength(1);
      const gzipped = zlib.gzipSync(fs.readFileSync(path.join(OUT_DIR, launcher[0]!)));
      expect(gzipped.length).toBeLessThan(2500);
    });

    test('the chat code is fetched on first use, not before', async ({ page }) => {
      // Without idle time the chunk may only load on the click.
      await page.addInitScript(() => {
        delete (window as Partial<Window>).requestIdleCallback;
      });
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto('/', { waitUntil: 'networkidle' });
      const chunks = chatChunks();
      expect(requested.filter((url) => chunks.includes(url))).toEqual([]);

      await launcher(page).click();
      await expect(panel(page)).toBeVisible();
      // The platform shows the shell at once; the live panel's code follows.
      await expect
        .poll(() => requested.filter((url) => chunks.includes(url)).length, { timeout: 15_000 })
        .toBeGreaterThan(0);
    });

    test('once the page has hydrated, the chat code is warmed at idle, without opening', async ({
      page,
    }) => {
      const chunks = chatChunks();
      const loaded = page.waitForRequest((request) =>
        chunks.includes(new URL(request.url()).pathname),
      );
      await page.goto('/');
      await hydrateIslands(page);
      await loaded;
      await expect(panel(page)).toHaveCount(0);
      await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
