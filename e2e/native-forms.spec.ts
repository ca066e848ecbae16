/**
 * Lead capture on the paths real visitors take (docs/lead-capture.md): with JavaScript off,
 * with the site's scripts blocked (a failed chunk, a filtering proxy) and with JavaScript on.
 * Each of the three forms must deliver by POST with the JSON field names, land on the right
 * page, never put the visitor's details in a URL, and keep bots out of the stored leads. The
 * rows are read back from the e2e mail-list service's database (playwright.config.ts).
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { getSubmissionOutcomes } from '../lib/content/submission-outcomes';
import {
  ELAPSED_FIELD,
  ELAPSED_HEADER,
  FORM_KIND_FIELD,
  HONEYPOT_FIELD,
  HONEYPOT_HEADER,
  MIN_FILL_MS,
  NATIVE_POST_PAGES,
} from '../lib/leads/native-post';
import {
  LEAD_SOURCE_FIELD_PREFIX,
  LEAD_SOURCE_HEADER,
  LEAD_SOURCE_KEYS,
  LEAD_SOURCE_STORAGE_KEY,
} from '../lib/leads/lead-source';
import { hydrateIslands } from './helpers/hydration';
import { openStoredRows, storedRows, waitOutMinFill } from './helpers/mail-list';
import { freezeRenderClock } from './helpers/render-clock';

const ENDPOINT = '/v1/iam/mail-list';
const outcomes = getSubmissionOutcomes();
const MESSAGE = 'Route planning for 120 vans across Rajasthan, live by the monsoon.';

interface FormCase {
  name: string;
  path: string;
  kind: 'newsletter' | 'contact';
  /** The form's region on the page. */
  root: string;
  /** Fills the visible fields with this address; returns the fields the post must carry. */
  fill(page: Page, email: string): Promise<Record<string, string>>;
  submitLabel: string;
}

async function fillNewsletter(page: Page, root: string, email: string) {
  await page.locator(root).getByLabel('Work email').fill(email);
  return { email };
}

const FORMS: FormCase[] = [
  {
    name: 'home newsletter',
    path: '/',
    kind: 'newsletter',
    root: '[data-newsletter="home"]',
    fill: (page, email) => fillNewsletter(page, '[data-newsletter="home"]', email),
    submitLabel: 'Subscribe',
  },
  {
    name: 'blog newsletter',
    path: '/blog',
    kind: 'newsletter',
    root: '[data-newsletter="blog"]',
    fill: (page, email) => fillNewsletter(page, '[data-newsletter="blog"]', email),
    submitLabel: 'Subscribe',
  },
  {
    name: 'contact form',
    path: '/contact',
    kind: 'contact',
    root: '[data-contact-form]',
    async fill(page, email) {
      const form = page.getByRole('form', { name: 'Start Your Project' });
      await form.getByLabel('First name').fill('Meera');
      await form.getByLabel('Last name').fill('Joshi');
      await form.getByLabel('Work email').fill(email);
      await form.getByLabel('Service you need').selectOption('Product Engineering');
      await form.getByLabel('Project description').fill(MESSAGE);
      return {
        email,
        first_name: 'Meera',
        last_name: 'Joshi',
        phone_number: '',
        company: '',
        website: '',
        service: 'Product Engineering',
        budget: '',
        timeline: '',
        message: MESSAGE,
      };
    },
    submitLabel: 'Send Message',
  },
];

const unique = (label: string) => `native-${label}-${Date.now()}@leads.example`;

/** Every URL the browser requests or navigates to, to prove no personal data goes into one. */
function recordUrls(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return {
    expectClean(...secrets: string[]) {
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) {
        const decoded = decodeURIComponent(url.replace(/\+/g, ' '));
        for (const secret of secrets) expect(decoded, url).not.toContain(secret);
      }
    },
  };
}

/**
 * Opens `form` on its page with a fresh address (labelled `label`) while recording every URL;
 * `submit` sends it, and afterwards no URL may carry the address or the message.
 */
async function submitWatchingUrls(
  page: Page,
  form: FormCase,
  label: string,
  submit: (email: string) => Promise<void>,
) {
  const urls = recordUrls(page);
  const email = unique(`${label}-${form.kind}`);
  await page.goto(form.path);
  await submit(email);
  urls.expectClean(email, MESSAGE);
}

const isPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === ENDPOINT;

/** The fields of a form-encoded post. */
function postedFields(request: Request): Record<string, string> {
  expect(request.headers()['content-type']).toBe('application/x-www-form-urlencoded');
  return Object.fromEntries(new URLSearchParams(request.postData() ?? ''));
}

/** Lands on the confirmation page of this form kind, in the site's design. */
async function expectLanded(page: Page, kind: 'newsletter' | 'contact' | 'failed') {
  await expect(page).toHaveURL((url) => url.pathname === NATIVE_POST_PAGES[kind]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(outcomes[kind].hero.title);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
}

/** Landed on the form's confirmation page, and the service stored the lead. */
async function expectDelivered(page: Page, form: FormCase, email: string) {
  await expectLanded(page, form.kind);
  await expect
    .poll(() => storedRows(email))
    .toEqual([expect.objectContaining({ kind: form.kind, email })]);
}

/**
 * The source fields every form renders (docs/lead-capture.md#hidden-source-fields): its own
 * page, filled at build, and the visit's fields, empty unless the loader filled them.
 */
function sourceFields(form: FormCase, visit: Record<string, string> = {}) {
  return Object.fromEntries(
    LEAD_SOURCE_KEYS.map((key) => [
      `${LEAD_SOURCE_FIELD_PREFIX}${key}`,
      key === 'page' ? form.path : (visit[key] ?? ''),
    ]),
  );
}

/** A native post: submitted by the browser itself, answered with a redirect to the site. */
async function submitNatively(page: Page, form: FormCase, email: string, honeypot = '') {
  const expected = await form.fill(page, email);
  const posted = page.waitForRequest(isPost, { timeout: 15_000 });
  await page.locator(form.root).getByRole('button', { name: form.submitLabel }).click();
  const fields = postedFields(await posted);
  expect(fields).toEqual({
    ...expected,
    [FORM_KIND_FIELD]: form.kind,
    [HONEYPOT_FIELD]: honeypot,
    [ELAPSED_FIELD]: expect.any(String),
    ...Object.fromEntries(
      Object.keys(sourceFields(form)).map((name) => [name, expect.any(String)]),
    ),
  });
  return fields;
}

/** The source fields of a post, without their prefix. */
function postedSource(fields: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([name]) => name.startsWith(LEAD_SOURCE_FIELD_PREFIX))
      .map(([name, value]) => [name.slice(LEAD_SOURCE_FIELD_PREFIX.length), value]),
  );
}

// The database the rows are read back from opens once per test process, before any test polls it.
test.beforeAll(async () => {
  test.setTimeout(120_000);
  await openStoredRows();
});

// ---------------------------------------------------------------------------------------------

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const form of FORMS) {
    test(`${form.name}: posts natively, lands on the confirmation, stores the lead`, async ({
      page,
    }) => {
      await submitWatchingUrls(page, form, 'nojs', async (email) => {
        const fields = await submitNatively(page, form, email);
        // No script ran, so nobody measured the time: only the honeypot judges this post.
        expect(fields[ELAPSED_FIELD]).toBe('');
        // Nor read the visit: the form's own page, rendered at build, is the whole source.
        expect(fields).toMatchObject(sourceFields(form));
        await expectDelivered(page, form, email);
      });
    });
  }

  test('a filled honeypot lands on the same confirmation and is not stored', async ({ page }) => {
    const email = unique('nojs-honeypot');
    await page.goto('/contact');
    // A bot fills every field it finds; a person never reaches this one.
    await page.locator(`input[name="${HONEYPOT_FIELD}"]`).fill('Bot', { force: true });
    await submitNatively(page, FORMS[2]!, email, 'Bot');
    await expectLanded(page, 'contact');
    expect(await storedRows(email)).toEqual([]);
  });

  test('the confirmation and failure pages are finished, with links back', async ({ page }) => {
    for (const kind of ['newsletter', 'contact', 'failed'] as const) {
      await page.goto(NATIVE_POST_PAGES[kind]);
      await expectLanded(page, kind);
      const { hero, next } = outcomes[kind];
      for (const action of [hero.primary, hero.secondary])
        await expect(page.getByRole('link', { name: action.label })).toHaveAttribute(
          'href',
          action.href,
        );
      for (const step of next.steps)
        await expect(page.getByRole('heading', { name: step.title })).toBeVisible();
      expect(await page.locator('script[src]').count()).toBe(0);
    }
    await expect(page.getByText(/within 24 hours/).first()).toBeVisible();
  });
});

// ---------------------------------------------------------------------------------------------

test.describe('when the site scripts never load', () => {
  test.beforeEach(async ({ page }) => {
    // The page's own inline loader runs; every runtime chunk fails.
    await page.route('**/islands/*.js', (route) => route.abort('failed'));
  });

  for (const form of FORMS) {
    test(`${form.name}: the submission goes out natively at once, saying how long the form was open`, async ({
      page,
    }) => {
      await submitWatchingUrls(page, form, 'blocked', async (email) => {
        await waitOutMinFill(page);
        // The inline recorder ran even though no runtime chunk did.
        const visit = await page.evaluate(
          (key) => Object.fromEntries(new URLSearchParams(sessionStorage.getItem(key) ?? '')),
          LEAD_SOURCE_STORAGE_KEY,
        );
        expect(visit).toEqual({ landing: form.path });
        const fields = await submitNatively(page, form, email);
        // The loader measured how long the form was open.
        expect(Number(fields[ELAPSED_FIELD])).toBeGreaterThanOrEqual(MIN_FILL_MS);
        // The page is rendered at build; the inline loader filled the visit's fields at page
        // load (fillLeadSourceFields), though no runtime chunk ever arrived.
        const source = postedSource(fields);
        expect(source.page).toBe(form.path);
        for (const [key, value] of Object.entries(source))
          if (key !== 'page') expect(value, key).toBe(visit[key] ?? '');
        await expectDelivered(page, form, email);
      });
    });
  }

  test('a too-fast submission lands on the confirmation and is stored in quarantine', async ({
    page,
  }) => {
    // A bot that submits half a second after the page rendered.
    await freezeRenderClock(page, 500);
    const email = unique('blocked-fast');
    await page.goto('/');
    const fields = await submitNatively(page, FORMS[0]!, email);
    expect(fields[ELAPSED_FIELD]).toBe('500');
    await expectLanded(page, 'newsletter');
    // Kept apart, never notified (docs/lead-delivery.md#quarantine): a person with autofill can
    // be this fast, so nothing is dropped.
    expect(await storedRows(email)).toEqual([expect.objectContaining({ quarantined: 1 })]);
  });
});

// ---------------------------------------------------------------------------------------------

test.describe('with JavaScript', () => {
  for (const form of FORMS) {
    test(`${form.name}: the island sends the JSON body and the elapsed time in a header`, async ({
      page,
    }) => {
      await submitWatchingUrls(page, form, 'js', async (email) => {
        await hydrateIslands(page);
        await waitOutMinFill(page);
        const expected = await form.fill(page, email);
        const posted = page.waitForRequest(isPost);
        await page.locator(form.root).getByRole('button', { name: form.submitLabel }).click();
        const request = await posted;
        expect(request.headers()['content-type']).toBe('application/json');
        expect(request.postDataJSON()).toEqual(form.kind === 'newsletter' ? { email } : expected);
        const headers = await request.allHeaders();
        const elapsed = Number(headers[ELAPSED_HEADER.toLowerCase()]);
        expect(elapsed).toBeGreaterThanOrEqual(MIN_FILL_MS);
        // The visit began on this page; the source names it as landing and as sender.
        expect(
          Object.fromEntries(new URLSearchParams(headers[LEAD_SOURCE_HEADER.toLowerCase()])),
        ).toEqual({ page: form.path, landing: form.path });
        expect(headers[HONEYPOT_HEADER.toLowerCase()]).toBeUndefined();
        await expect(page.locator('[data-sonner-toast]')).toContainText('Successfully');
        expect(new URL(page.url()).pathname).toBe(form.path);
        await expect
          .poll(() => storedRows(email))
          .toEqual([expect.objectContaining({ kind: form.kind, email })]);
      });
    });
  }

  test('a filled honeypot is sent in its header; the service answers success, stores nothing', async ({
    page,
  }) => {
    const email = unique('js-honeypot');
    await page.goto('/contact');
    await hydrateIslands(page);
    await waitOutMinFill(page);
    await page.locator(`input[name="${HONEYPOT_FIELD}"]`).fill('Bot', { force: true });
    await FORMS[2]!.fill(page, email);
    const answered = page.waitForResponse((response) => isPost(response.request()));
    await page.getByRole('button', { name: 'Send Message' }).click();
    const response = await answered;
    expect((await response.request().allHeaders())[HONEYPOT_HEADER.toLowerCase()]).toBe('Bot');
    expect(response.ok()).toBe(true);
    // The state the bot sees is the service's real answer, the same as for a person.
    await expect(page.locator('[data-contact-form]').getByRole('status')).toContainText(
      'Message sent',
    );
    await expect(page.locator('[data-sonner-toast]')).toContainText('Message Sent Successfully!');
    expect(await storedRows(email)).toEqual([]);
  });

  // A submission 0.5 s after render: e2e/lead-capture.spec.ts, 'no silent drops'.
});
