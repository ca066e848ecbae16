/**
 * Lead capture as a visitor sees it: the home and blog newsletter forms and the contact form,
 * first with the mail-list endpoint intercepted (200, 500, aborted) to check every state, the
 * exact payload and the toasts; then one real submission per form to the local mail-list
 * service that playwright.config.ts starts, reading the stored row back from its database.
 */
import fs from 'node:fs';
import path from 'node:path';
import { axe } from './helpers/axe';
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { holdRuntime, hydrateIsland, hydrateIslands, isHydrated } from './helpers/hydration';
import { builtPagePaths, htmlFileFor, OUT_DIR } from './helpers/out-files';
import {
  MAIL_LIST_E2E_BASE,
  openStoredRows,
  storedRows,
  waitOutMinFill,
} from './helpers/mail-list';
import { CONTACT_INQUIRY, type ContactInquiry } from '../testing/contact-fixtures';
import { chatContent } from '../lib/chat/content';
import { privacyNotice } from '../lib/content/privacy-notice';
import { LEAD_SOURCE_HEADER } from '../lib/leads/lead-source';
import { CONTACT_TOASTS, NEWSLETTER_TOASTS, type ToastText } from '../lib/mail-list/messages';
import { ELAPSED_HEADER } from '../lib/leads/native-post';
import { BUDGET_OPTIONS, SERVICE_OPTIONS, TIMELINE_OPTIONS } from '../lib/leads/payload-schemas';
import { freezeRenderClock } from './helpers/render-clock';

const ENDPOINT = '/v1/iam/mail-list';
type Reply = 200 | 500 | 'abort';

/** Fixed start of the fake clock; the forms' timers are checked against it. */
const T0 = new Date('2025-03-03T09:00:00Z').getTime();

/**
 * A visitor with JavaScript, ready to submit: the islands have hydrated at idle (a submit before
 * that posts natively, which e2e/native-forms.spec.ts covers) and a person's fill time has passed.
 */
async function readyToSubmit(page: Page) {
  await hydrateIslands(page);
  await waitOutMinFill(page);
}

/**
 * Intercepts the mail-list endpoint. Each request is held until `release()` so the submitting
 * state can be checked, then answered with `reply`.
 */
async function interceptMailList(page: Page, reply: Reply) {
  const requests: Request[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: (request: Request) => void;
  const firstRequest = new Promise<Request>((resolve) => (arrived = resolve));
  await page.route(`**${ENDPOINT}`, async (route) => {
    const request = route.request();
    requests.push(request);
    arrived(request);
    await released;
    if (reply === 'abort') return route.abort('failed');
    return route.fulfill({
      status: reply,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify(reply === 200 ? { status: 'stored' } : { error: 'server_error' }),
    });
  });
  return { requests, firstRequest, release };
}

/**
 * Opens `path` under a paused fake clock with the endpoint intercepted (answering 200): nothing
 * time-based runs unless the test advances it, so the 5000 ms panel is measured exactly. The
 * minute the clock skips covers the forms' minimum fill time.
 */
async function openWithPausedClock(page: Page, path: string) {
  await page.clock.install({ time: T0 });
  const api = await interceptMailList(page, 200);
  await page.goto(path);
  await page.clock.pauseAt(T0 + 60_000);
  return api;
}

/**
 * The toaster's library loads while the request is in flight (components/ui/toast.ts). Under a
 * paused clock its zero-delay render timer only runs when the test advances the clock, so a
 * test that times the panel waits for the library before it lets the response through.
 */
async function toasterLoaded(page: Page) {
  await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached();
}

/** The lead forms' toast texts come from lib/mail-list/messages.ts, as the forms' do. */
async function expectToast(page: Page, { title, description }: ToastText) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(description);
  return toast;
}

async function expectNoAxeViolations(page: Page, include: string[]) {
  let builder = axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  for (const selector of include) builder = builder.include(selector);
  // axe reads colours as painted: let finite entrance transitions (the toast fading in) end.
  await page.waitForFunction(
    (selectors) =>
      selectors
        .flatMap((selector) => [...document.querySelectorAll(selector)])
        .flatMap((element) => element.getAnimations({ subtree: true }))
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    include,
  );
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/**
 * Lets a held success through and times what follows: the panel (`status`) replaces `form` at
 * once, the toast follows on sonner's zero-delay timer (hence the small clock steps), and the
 * panel empties for the form again after exactly 5000 ms.
 */
async function expectSuccessPanelFor5s(
  page: Page,
  api: { release: () => void },
  { status, form, says, toast }: { status: Locator; form: Locator; says: string; toast: ToastText },
) {
  await toasterLoaded(page);
  api.release();
  await expect(status).toContainText(says);
  await expect(form).toBeHidden();
  await page.clock.runFor(1);
  await expectToast(page, toast);

  await page.clock.runFor(4998);
  await expect(status).toContainText(says);
  await page.clock.runFor(1);
  await expect(status).toBeEmpty();
  await expect(form).toBeVisible();
}

function expectPost(request: Request, payload: unknown) {
  expect(request.method()).toBe('POST');
  expect(new URL(request.url()).pathname).toBe(ENDPOINT);
  expect(request.headers()['content-type']).toBe('application/json');
  expect(request.headers()['authorization']).toBeUndefined();
  expect(request.postDataJSON()).toEqual(payload);
}

/**
 * A header as the browser sent it. allHeaders() waits for the complete set, which an
 * intercepted request may only have after the route has seen it.
 */
async function sentHeader(request: Request, name: string) {
  return (await request.allHeaders())[name.toLowerCase()];
}

/** The site in out/ must post to its own origin, the Worker this run started. */
function expectLocalService(request: Request) {
  expect(
    request.url(),
    `out/ posts to ${new URL(request.url()).origin}; build it without ` +
      `NEXT_PUBLIC_MAIL_LIST_API_BASE, so the forms post to their own origin (npm test does this)`,
  ).toBe(`${MAIL_LIST_E2E_BASE}${ENDPOINT}`);
}

const isMailListPost = (request: Request) =>
  request.url().endsWith(ENDPOINT) && request.method() === 'POST';

/** Opens `path`, waits for its islands and the forms' minimum fill time, and subscribes `email` through `form`. */
async function subscribe(page: Page, path: string, form: Locator, email: string) {
  await page.goto(path);
  await readyToSubmit(page);
  await form.getByLabel('Work email').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
}

const unique = (label: string) => `e2e-${label}-${Date.now()}@leads.example`;

/** Subscribes a fresh address through the local mail-list service (no interception); returns it. */
async function subscribeForReal(page: Page, path: string, form: Locator, label: string) {
  const email = unique(label);
  const posted = page.waitForRequest(isMailListPost);
  await subscribe(page, path, form, email);
  expectLocalService(await posted);
  return email;
}

// ---------------------------------------------------------------------------------------------
// Home newsletter

// The database the rows are read back from opens once per test process, before any test polls it.
test.beforeAll(async () => {
  test.setTimeout(120_000);
  await openStoredRows();
});

test.describe('home newsletter form', () => {
  const form = (page: Page) => page.locator('[data-newsletter="home"]');

  test('Subscribing... -> success panel for 5000 ms -> the form again', async ({ page }) => {
    const api = await openWithPausedClock(page, '/');
    const input = form(page).getByLabel('Work email');
    await input.fill('cto@northwind.example');
    await form(page).getByRole('button', { name: 'Subscribe' }).click();

    const request = await api.firstRequest;
    expectPost(request, { email: 'cto@northwind.example' });
    await expect(form(page).getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    await expect(input).toBeDisabled();

    await expectSuccessPanelFor5s(page, api, {
      status: form(page).getByRole('status'),
      form: input,
      says: "You're on the list",
      toast: NEWSLETTER_TOASTS.home.success,
    });
    await expect(input).toHaveValue('');
    await expect(input).toBeEnabled();
    expect(api.requests).toHaveLength(1);
  });

  for (const reply of [500, 'abort'] as const) {
    test(`failure (${reply}): toast, the form stays with the address`, async ({ page }) => {
      const api = await interceptMailList(page, reply);
      await page.goto('/');
      await readyToSubmit(page);
      const input = form(page).getByLabel('Work email');
      await input.fill('cto@northwind.example');
      await input.press('Enter');
      expectPost(await api.firstRequest, { email: 'cto@northwind.example' });
      api.release();

      const toast = await expectToast(page, NEWSLETTER_TOASTS.home.failure);
      await expect(toast).not.toHaveAttribute('data-type', 'error');
      await expect(input).toHaveValue('cto@northwind.example');
      await expect(input).toBeEnabled();
      await expect(input).toBeFocused();
      await expect(form(page).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
      await expect(form(page).getByRole('status')).toBeEmpty();
    });
  }

  // Every island that toasts renders the toaster and the first to mount owns it. The chat's
  // island mounts inside the closed chat panel: the toasts must not live there with it.
  test('a failure toast shows when the chat mounted first and owns the toaster', async ({
    page,
  }) => {
    const api = await interceptMailList(page, 500);
    let releaseNewsletter = () => {};
    const newsletterHeld = new Promise<void>((resolve) => (releaseNewsletter = resolve));
    await page.route('**/islands/newsletter-*.js', async (route) => {
      await newsletterHeld;
      await route.continue();
    });
    await page.goto('/');
    // Typed before the chat is live, the message would wait in the plain-HTML composer: the
    // chat must be live (and own the toaster) before the newsletter is let through.
    await hydrateIsland(page, 'chat');
    // A reply to free text comes from the live chat only, so its island has mounted.
    await page.getByRole('button', { name: chatContent.launcher.open }).click();
    const chat = page.getByRole('dialog', { name: chatContent.panel.title });
    await chat.getByRole('textbox', { name: chatContent.panel.inputLabel }).fill('hello');
    await chat.getByRole('textbox', { name: chatContent.panel.inputLabel }).press('Enter');
    await expect(chat.getByRole('log').getByText(chatContent.replies.fallback)).toBeVisible();
    await chat.getByRole('button', { name: chatContent.panel.close }).click();
    await expect(chat).toBeHidden();

    releaseNewsletter();
    await readyToSubmit(page);
    const input = form(page).getByLabel('Work email');
    await input.fill('cto@northwind.example');
    await input.press('Enter');
    await api.firstRequest;
    api.release();
    await expectToast(page, NEWSLETTER_TOASTS.home.failure);
    await expect(input).toHaveValue('cto@northwind.example');
  });

  test('the browser validates the address before anything is sent', async ({ page }) => {
    const api = await interceptMailList(page, 200);
    await page.goto('/');
    await readyToSubmit(page);
    await form(page).getByRole('button', { name: 'Subscribe' }).click();
    await form(page).getByLabel('Work email').fill('not-an-address');
    await form(page).getByRole('button', { name: 'Subscribe' }).click();
    expect(
      await form(page)
        .getByLabel('Work email')
        .evaluate((el: HTMLInputElement) => el.validity.valid),
    ).toBe(false);
    expect(api.requests).toHaveLength(0);
  });

  for (const reply of [200, 500] as const) {
    test(`the result (${reply}) is accessible: panel, form and toast pass axe`, async ({
      page,
    }) => {
      const api = await interceptMailList(page, reply);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await subscribe(page, '/', form(page), 'cto@northwind.example');
      api.release();
      await expect(page.locator('[data-sonner-toast]')).toBeVisible();
      await expectNoAxeViolations(page, ['[data-newsletter="home"]', '[data-sonner-toaster]']);
    });
  }

  test('end to end: the address is stored by the local mail-list service', async ({ page }) => {
    const email = await subscribeForReal(page, '/', form(page), 'home');
    await expectToast(page, NEWSLETTER_TOASTS.home.success);
    await expect(form(page).getByRole('status')).toContainText("You're on the list");
    expect(await storedRows(email)).toEqual([
      expect.objectContaining({ kind: 'newsletter', email, received_at: expect.any(String) }),
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// Blog newsletter

test.describe('blog newsletter form', () => {
  const form = (page: Page) => page.locator('[data-newsletter="blog"]');

  test('success: the address is cleared and a toast confirms, no panel', async ({ page }) => {
    const api = await interceptMailList(page, 200);
    await subscribe(page, '/blog', form(page), 'reader@studio.example');
    const input = form(page).getByLabel('Work email');
    expectPost(await api.firstRequest, { email: 'reader@studio.example' });
    await expect(form(page).getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    await expect(input).toBeDisabled();
    api.release();

    await expectToast(page, NEWSLETTER_TOASTS.blog.success);
    await expect(input).toHaveValue('');
    await expect(input).toBeEnabled();
    await expect(form(page).getByRole('status')).toBeEmpty();
  });

  for (const reply of [500, 'abort'] as const) {
    test(`failure (${reply}): toast, the address stays`, async ({ page }) => {
      const api = await interceptMailList(page, reply);
      await subscribe(page, '/blog', form(page), 'reader@studio.example');
      const input = form(page).getByLabel('Work email');
      expectPost(await api.firstRequest, { email: 'reader@studio.example' });
      api.release();

      await expectToast(page, NEWSLETTER_TOASTS.blog.failure);
      await expect(input).toHaveValue('reader@studio.example');
      await expect(form(page).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    });
  }

  test('end to end: the address is stored by the local mail-list service', async ({ page }) => {
    const email = await subscribeForReal(page, '/blog', form(page), 'blog');
    await expectToast(page, NEWSLETTER_TOASTS.blog.success);
    expect(await storedRows(email)).toEqual([
      expect.objectContaining({ kind: 'newsletter', email }),
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// Contact form

/** The visible label of the control behind each payload field. */
const LABELS: Record<keyof ContactInquiry, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Work email',
  phone_number: 'Phone number',
  company: 'Company',
  website: 'Website',
  service: 'Service you need',
  budget: 'Budget range',
  timeline: 'Timeline',
  message: 'Project description',
};

function contactForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Start Your Project' });
}

async function fillContact(page: Page, values: ContactInquiry) {
  for (const [name, label] of Object.entries(LABELS)) {
    const control = contactForm(page).getByLabel(label);
    const value = values[name as keyof ContactInquiry];
    if (await control.evaluate((el) => el.tagName === 'SELECT')) await control.selectOption(value);
    else await control.fill(value);
  }
}

test.describe('contact form', () => {
  test('fields: labels, required markers and the option lists', async ({ page }) => {
    await page.goto('/contact');
    await readyToSubmit(page);
    const form = contactForm(page);
    for (const label of ['First name', 'Last name', 'Work email', 'Service you need']) {
      await expect(form.getByLabel(label)).toHaveAttribute('required', '');
      await expect(form.locator('label', { hasText: label })).toContainText('*');
    }
    for (const label of ['Phone number', 'Company', 'Website', 'Budget range', 'Timeline']) {
      await expect(form.getByLabel(label)).not.toHaveAttribute('required');
    }
    // The option lists themselves are pinned once, in lib/leads/payload-schemas.test.ts.
    await expect(form.getByLabel('Service you need').locator('option')).toHaveText([
      ...SERVICE_OPTIONS,
    ]);
    await expect(form.getByLabel('Budget range').locator('option:not([value=""])')).toHaveText([
      ...BUDGET_OPTIONS,
    ]);
    await expect(form.getByLabel('Timeline').locator('option:not([value=""])')).toHaveText([
      ...TIMELINE_OPTIONS,
    ]);
    await expect(form.getByLabel('Project description')).toHaveAttribute('rows', '5');
  });

  test('filled in before the page has hydrated: React takes over everything typed and sends it', async ({
    page,
  }) => {
    const api = await interceptMailList(page, 200);
    // The runtime would otherwise arrive at idle, before the test has typed.
    const release = await holdRuntime(page);
    await page.goto('/contact');
    await waitOutMinFill(page);
    // Set the controls the way a fast visitor leaves them, without events that signal intent.
    await contactForm(page).evaluate(
      (form: HTMLFormElement, { labels, values }) => {
        for (const [name, text] of Object.entries(labels)) {
          const label = [...form.querySelectorAll('label')].find((l) =>
            l.textContent?.startsWith(text),
          )!;
          (label.control as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement).value =
            values[name as keyof typeof values];
        }
      },
      { labels: LABELS, values: CONTACT_INQUIRY },
    );
    expect(await isHydrated(page)).toBe(false);
    release();
    await hydrateIslands(page);
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
    expectPost(await api.firstRequest, CONTACT_INQUIRY);
    api.release();
    await expect(page.locator('[data-contact-form]').getByRole('status')).toContainText(
      'Message sent',
    );
  });

  test('required fields are checked by the browser before anything is sent', async ({ page }) => {
    const api = await interceptMailList(page, 200);
    await page.goto('/contact');
    await readyToSubmit(page);
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(contactForm(page).getByLabel('First name')).toBeFocused();
    expect(api.requests).toHaveLength(0);
  });

  test('Sending... -> toast and confirmation for 5000 ms -> an empty form', async ({ page }) => {
    const api = await openWithPausedClock(page, '/contact');
    await fillContact(page, CONTACT_INQUIRY);
    const form = contactForm(page);
    await form.getByRole('button', { name: 'Send Message' }).click();

    expectPost(await api.firstRequest, CONTACT_INQUIRY);
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    for (const control of await form.locator('input, select, textarea, button').all()) {
      await expect(control).toBeDisabled();
    }

    await expectSuccessPanelFor5s(page, api, {
      status: page.locator('[data-contact-form]').getByRole('status'),
      form,
      says: 'Message sent',
      toast: CONTACT_TOASTS.success,
    });
    for (const label of ['First name', 'Last name', 'Work email', 'Phone number', 'Company']) {
      await expect(form.getByLabel(label)).toHaveValue('');
    }
    await expect(form.getByLabel('Project description')).toHaveValue('');
    await expect(form.getByLabel('Service you need')).toHaveValue('Web Development');
    await expect(form.getByLabel('Budget range')).toHaveValue('');
    await expect(form.getByLabel('Timeline')).toHaveValue('');
  });

  for (const reply of [500, 'abort'] as const) {
    test(`failure (${reply}): destructive toast, console error, values kept`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const api = await interceptMailList(page, reply);
      await page.goto('/contact');
      await readyToSubmit(page);
      await fillContact(page, CONTACT_INQUIRY);
      const form = contactForm(page);
      await form.getByRole('button', { name: 'Send Message' }).click();
      expectPost(await api.firstRequest, CONTACT_INQUIRY);
      api.release();

      const toast = await expectToast(page, CONTACT_TOASTS.failure);
      await expect(toast).toHaveAttribute('data-type', 'error');
      await expectNoAxeViolations(page, ['[data-sonner-toaster]']);
      await expect.poll(() => errors.some((e) => e.includes('Contact form'))).toBe(true);
      for (const [name, label] of Object.entries(LABELS)) {
        await expect(form.getByLabel(label)).toHaveValue(
          CONTACT_INQUIRY[name as keyof ContactInquiry],
        );
      }
      await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
      await expect(form.getByRole('button', { name: 'Send Message' })).toBeFocused();
    });
  }

  test('end to end: the inquiry is stored by the local mail-list service', async ({ page }) => {
    const values = { ...CONTACT_INQUIRY, email: unique('contact') };
    await page.goto('/contact');
    await readyToSubmit(page);
    await fillContact(page, values);
    const posted = page.waitForRequest(isMailListPost);
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
    expectLocalService(await posted);
    await expectToast(page, CONTACT_TOASTS.success);
    expect(await storedRows(values.email)).toEqual([
      expect.objectContaining({ kind: 'contact', ...values, received_at: expect.any(String) }),
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// What travels beside the body (docs/lead-capture.md): the real answer to a fast submit, the
// lead's source, and the privacy line under every form.

test.describe('no silent drops', () => {
  test('a newsletter sent 0.5 s after render reaches the service; the visitor sees its answer', async ({
    page,
  }) => {
    // A returning visitor whose browser autofills the address and who subscribes at once.
    await freezeRenderClock(page, 500);
    const email = unique('fast');
    const form = page.locator('[data-newsletter="blog"]');
    await page.goto('/blog');
    await hydrateIslands(page);
    await form.getByLabel('Work email').fill(email);
    const answered = page.waitForResponse(
      (response) => isMailListPost(response.request()) && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const response = await answered;
    expectLocalService(response.request());
    expectPost(response.request(), { email });
    expect(await sentHeader(response.request(), ELAPSED_HEADER)).toBe('500');
    // The success the visitor sees is the service's own 2xx to this very request.
    expect(response.status()).toBeGreaterThanOrEqual(200);
    expect(response.status()).toBeLessThan(300);
    await expectToast(page, NEWSLETTER_TOASTS.blog.success);
    // Stored, kept apart as quarantined and never notified (docs/lead-delivery.md#quarantine).
    expect(await storedRows(email)).toEqual([expect.objectContaining({ email, quarantined: 1 })]);
  });

  test('a failed fast submit shows the failure and keeps the address', async ({ page }) => {
    await freezeRenderClock(page, 500);
    const api = await interceptMailList(page, 500);
    await page.goto('/');
    await hydrateIslands(page);
    const input = page.locator('[data-newsletter="home"]').getByLabel('Work email');
    await input.fill('cto@northwind.example');
    await input.press('Enter');
    expectPost(await api.firstRequest, { email: 'cto@northwind.example' });
    api.release();
    await expectToast(page, NEWSLETTER_TOASTS.home.failure);
    await expect(input).toHaveValue('cto@northwind.example');
    await expect(page.locator('[data-newsletter="home"]').getByRole('status')).toBeEmpty();
  });
});

test.describe("the lead's source", () => {
  // An article as built (drafts and future posts are not): a page that ships no island.
  const article = builtPagePaths().find((route) =>
    /^\/blog\/(?!page\/|category\/)[^/]+$/.test(route),
  )!;
  const campaign = { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring-2025' };

  test('a visit that lands on an article from a campaign and sends the contact form says so', async ({
    page,
  }) => {
    const values = { ...CONTACT_INQUIRY, email: unique('source') };
    // Landing: an article without any island, reached from another site's campaign link.
    await page.goto(`${article}?${new URLSearchParams(campaign)}&ref=ignored`, {
      referer: 'https://news.example/issues/42?reader=someone',
    });
    // Then, in the same tab, the contact page.
    await page.goto('/contact');
    await readyToSubmit(page);
    await fillContact(page, values);
    const posted = page.waitForRequest(isMailListPost);
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
    const request = await posted;
    expectLocalService(request);
    // The body is exactly the payload; the source travels in its own header.
    expectPost(request, values);
    const source = Object.fromEntries(
      new URLSearchParams((await sentHeader(request, LEAD_SOURCE_HEADER)) ?? ''),
    );
    expect(source).toEqual({
      page: '/contact',
      landing: article,
      referrer: 'https://news.example',
      ...campaign,
    });
    await expectToast(page, CONTACT_TOASTS.success);
    // The service stored the source with the lead: both pages and the campaign.
    expect(await storedRows(values.email)).toEqual([
      expect.objectContaining({
        kind: 'contact',
        email: values.email,
        quarantined: 0,
        source_page: '/contact',
        source_landing: article,
        source_referrer: 'https://news.example',
        source_utm_source: campaign.utm_source,
        source_utm_medium: campaign.utm_medium,
        source_utm_campaign: campaign.utm_campaign,
      }),
    ]);
    // Nothing of it in a cookie or localStorage.
    expect(await page.context().cookies()).toEqual([]);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  test('a visit that lands on the form page itself sends that page as both', async ({ page }) => {
    const api = await interceptMailList(page, 200);
    await page.goto('/blog');
    await readyToSubmit(page);
    await page.locator('[data-newsletter="blog"]').getByLabel('Work email').fill('a@b.example');
    await page
      .locator('[data-newsletter="blog"]')
      .getByRole('button', { name: 'Subscribe' })
      .click();
    const header = await sentHeader(await api.firstRequest, LEAD_SOURCE_HEADER);
    api.release();
    expect(Object.fromEntries(new URLSearchParams(header ?? ''))).toEqual({
      page: '/blog',
      landing: '/blog',
    });
  });
});

test.describe('privacy notice', () => {
  const { forms, link } = privacyNotice;

  /** The notice is inside the form, below its submit button, and links the policy. */
  async function expectNoticeUnder(button: Locator, notice: Locator) {
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
    const [b, n] = [await button.boundingBox(), await notice.boundingBox()];
    expect(n!.y).toBeGreaterThanOrEqual(b!.y + b!.height);
  }

  for (const { path, root, button, form } of [
    { path: '/', root: '[data-newsletter="home"]', button: 'Subscribe', form: 'newsletter' },
    { path: '/blog', root: '[data-newsletter="blog"]', button: 'Subscribe', form: 'newsletter' },
    { path: '/contact', root: '[data-contact-form]', button: 'Send Message', form: 'contact' },
  ] as const) {
    test(`${path}: one line under the form's button links the privacy policy`, async ({ page }) => {
      await page.goto(path);
      const region = page.locator(root);
      await expectNoticeUnder(
        region.getByRole('button', { name: button }),
        region.locator('form').getByText(forms[form]),
      );
    });
  }

  test("the chat's consultation step shows it under the send button", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const chat = page.getByRole('dialog', { name: 'Arcforge assistant' });
    const notice = chat.getByText(forms.chat);
    await chat.getByRole('log').getByRole('button', { name: 'Book a consultation' }).click();
    await expect(notice).toHaveCount(0);
    await chat.getByRole('log').getByRole('button', { name: "Yes, let's start" }).click();
    await expectNoticeUnder(chat.getByRole('button', { name: 'Send message' }), notice);
  });
});

// ---------------------------------------------------------------------------------------------
// Budget: pages without a form load no form JavaScript.

test.describe('form JavaScript budget', () => {
  function chunkFiles(dir: string): string[] {
    return fs
      .readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
      .map((entry) => path.join(entry.parentPath, entry.name));
  }

  test('only pages with a form reference the chunks of the form islands', () => {
    // The island modules (docs/islands.md#the-post-export-step), named in a page's module list.
    const chunksDir = path.join(OUT_DIR, 'islands');
    const formChunks = chunkFiles(chunksDir)
      .filter((file) => /Subscribing\.\.\.|Sending\.\.\./.test(fs.readFileSync(file, 'utf8')))
      .map((file) => `/${path.relative(OUT_DIR, file)}`);
    expect(formChunks.length).toBeGreaterThan(0);

    const withForm: string[] = [];
    for (const pathname of builtPagePaths()) {
      const html = fs.readFileSync(htmlFileFor(pathname)!, 'utf8');
      const hasForm = /data-newsletter=|data-contact-form=/.test(html);
      const loaded = formChunks.filter((chunk) => html.includes(chunk));
      if (hasForm) {
        withForm.push(pathname);
        expect(loaded.length, `${pathname} has a form but loads none of its code`).toBeGreaterThan(
          0,
        );
      } else {
        expect(loaded, `${pathname} has no form but loads form code`).toEqual([]);
      }
    }
    expect(withForm).toContain('/');
  });
});
