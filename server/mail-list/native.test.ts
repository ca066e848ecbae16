/**
 * What a browser without the site's scripts gets (form-encoded posts answered 303 to a page of
 * the configured site), the spam checks of both kinds of post, the proxy rule and the CORS
 * headers an island needs. Against the real service, as in service.test.ts.
 */
import {
  ELAPSED_FIELD,
  ELAPSED_HEADER,
  FORM_KIND_FIELD,
  HONEYPOT_FIELD,
  HONEYPOT_HEADER,
  MIN_FILL_MS,
  NATIVE_POST_PAGES,
} from '../../lib/mail-list/native-post.mjs';
import { LEAD_SOURCE_FIELD_PREFIX, LEAD_SOURCE_HEADER } from '../../lib/mail-list/lead-source.mjs';
import { contactPayloadSchema } from '../../lib/mail-list/payload-schemas.mjs';
import { leadStats, listLeads } from './db.mjs';
import {
  contactPayload,
  ENDPOINT,
  observable,
  post,
  readDatabase,
  shareService,
  startService,
  storedLeads,
  tempDbPath,
  unique,
  type RunningService,
} from './test-support';
import { FORM_BODY_LIMIT_BYTES, JSON_BODY_LIMIT_BYTES } from './body-limits.mjs';

jest.setTimeout(30_000);

const ORIGIN = 'http://localhost:4000';
/** Deliberately not the origin: the redirect target comes from MAIL_LIST_SITE_URL alone. */
const SITE_URL = 'https://site.example/agency';
const service = shareService('native', {
  MAIL_LIST_ALLOWED_ORIGINS: ORIGIN,
  MAIL_LIST_SITE_URL: SITE_URL,
});

const rowsFor = (email: string) => storedLeads(service.dbPath).filter((r) => r.email === email);
const quarantinedFor = (email: string) =>
  readDatabase(service.dbPath, (db) => listLeads(db, { quarantined: true })).filter(
    (r) => r.email === email,
  );
const spamCount = () =>
  Object.values(readDatabase(service.dbPath, leadStats).spam).reduce((sum, n) => sum + n, 0);

/** A native form post, as a browser sends it (redirects not followed). */
function postForm(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  base = service.url,
) {
  return fetch(`${base}${ENDPOINT}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

const newsletterForm = (email: string) => ({
  [FORM_KIND_FIELD]: 'newsletter',
  email,
  [HONEYPOT_FIELD]: '',
});
const contactForm = (email: string) => ({
  [FORM_KIND_FIELD]: 'contact',
  ...contactPayload(email),
  [HONEYPOT_FIELD]: '',
  [ELAPSED_FIELD]: String(MIN_FILL_MS * 4),
});

const landing = (res: Response) => {
  expect(res.status).toBe(303);
  return res.headers.get('location');
};

describe('native (form-encoded) posts', () => {
  it('stores a newsletter signup and lands on its thank-you page', async () => {
    const email = unique('native-news');
    const res = await postForm(newsletterForm(email));
    expect(landing(res)).toBe(`${SITE_URL}${NATIVE_POST_PAGES.newsletter}`);
    expect(rowsFor(email)).toEqual([expect.objectContaining({ kind: 'newsletter' })]);
  });

  it('stores every field of a contact inquiry and lands on its thank-you page', async () => {
    const email = unique('native-contact');
    const res = await postForm(contactForm(email), {
      'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
    });
    expect(landing(res)).toBe(`${SITE_URL}${NATIVE_POST_PAGES.contact}`);
    expect(rowsFor(email)).toEqual([
      expect.objectContaining({ kind: 'contact', ...contactPayload(email) }),
    ]);
  });

  it('never takes the redirect target from the request', async () => {
    const email = unique('native-host');
    const res = await postForm(newsletterForm(email), {
      Referer: 'https://evil.example/phish',
      'X-Forwarded-Host': 'evil.example',
    });
    expect(landing(res)).toBe(`${SITE_URL}${NATIVE_POST_PAGES.newsletter}`);
  });

  it.each<[string, Record<string, string>]>([
    ['an invalid address', { [FORM_KIND_FIELD]: 'newsletter', email: 'not-an-address' }],
    ['no form kind', { email: 'a@b.co' }],
    ['an unknown form kind', { [FORM_KIND_FIELD]: 'chat', email: 'a@b.co' }],
    ['the failure page as kind', { [FORM_KIND_FIELD]: 'failed', email: 'a@b.co' }],
    [
      'contact fields sent as a newsletter',
      { ...contactForm('a@b.co'), [FORM_KIND_FIELD]: 'newsletter' },
    ],
    ['a newsletter sent as contact', { [FORM_KIND_FIELD]: 'contact', email: 'a@b.co' }],
    ['a missing required field', { ...contactForm('a@b.co'), service: '' }],
    ['an unknown field', { ...newsletterForm('a@b.co'), is_admin: 'true' }],
    [
      'a __proto__ field',
      Object.fromEntries([...Object.entries(newsletterForm('a@b.co')), ['__proto__', 'x']]),
    ],
    ['an oversized field', { ...contactForm('a@b.co'), first_name: 'A'.repeat(101) }],
  ])('lands on the failure page for %s, storing nothing', async (_, fields) => {
    const before = storedLeads(service.dbPath).length;
    const res = await postForm(fields);
    expect(landing(res)).toBe(`${SITE_URL}${NATIVE_POST_PAGES.failed}`);
    expect(storedLeads(service.dbPath)).toHaveLength(before);
  });

  it('lands on the failure page for a field sent twice or a body over the limit', async () => {
    const twice = await fetch(`${service.url}${ENDPOINT}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `${FORM_KIND_FIELD}=newsletter&email=a%40b.co&email=c%40d.co`,
      redirect: 'manual',
    });
    expect(landing(twice)).toBe(`${SITE_URL}${NATIVE_POST_PAGES.failed}`);
    const huge = await postForm({
      ...contactForm('a@b.co'),
      message: 'x'.repeat(FORM_BODY_LIMIT_BYTES),
    });
    expect(landing(huge)).toBe(`${SITE_URL}${NATIVE_POST_PAGES.failed}`);
  });

  it('lands on the failure page from a foreign origin', async () => {
    const res = await postForm(newsletterForm(unique('foreign')), {
      Origin: 'https://evil.example',
    });
    expect(landing(res)).toBe(`${SITE_URL}${NATIVE_POST_PAGES.failed}`);
  });
});

describe('every script without JavaScript', () => {
  /** `sample` repeated to exactly `units` UTF-16 code units (what maxlength counts). */
  const fill = (sample: string, units: number) => {
    let text = '';
    while (text.length + sample.length <= units) text += sample;
    return text;
  };
  const MESSAGE_MAX = contactPayloadSchema.shape.message.max;

  it.each([
    ['Hindi', 'नमस्ते दुनिया '],
    ['Arabic', 'مرحبا بالعالم '],
    ['CJK', '你好世界こんにちは세계'],
    ['emoji', '😀🚀👩‍💻'],
  ])('stores a message in %s at the field maximum, posted natively', async (_, sample) => {
    const message = fill(sample, MESSAGE_MAX).trim();
    expect(message.length).toBeGreaterThan(MESSAGE_MAX - sample.length - 1);
    const email = unique('script');
    const res = await postForm({ ...contactForm(email), message });
    expect(landing(res)).toBe(`${SITE_URL}${NATIVE_POST_PAGES.contact}`);
    expect(rowsFor(email)).toEqual([expect.objectContaining({ message })]);
  });

  it('accepts every field at its maximum in a 3-byte script, and no byte more than the limit', async () => {
    const email = unique('max');
    const wide = (units: number) => fill('字', units);
    const fields = {
      ...contactForm(email),
      first_name: wide(100),
      last_name: wide(100),
      company: wide(200),
      website: wide(300),
      message: wide(MESSAGE_MAX),
    };
    const body = new URLSearchParams(fields).toString();
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(FORM_BODY_LIMIT_BYTES);
    expect(landing(await postForm(fields))).toBe(`${SITE_URL}${NATIVE_POST_PAGES.contact}`);
    expect(rowsFor(email)).toHaveLength(1);
    // The same submission as the island's JSON fits the JSON limit too.
    const json = { ...contactPayload(unique('max-json')), ...fields, email: unique('max-json') };
    for (const key of [FORM_KIND_FIELD, HONEYPOT_FIELD, ELAPSED_FIELD])
      delete (json as Record<string, string>)[key];
    expect(Buffer.byteLength(JSON.stringify(json))).toBeLessThanOrEqual(JSON_BODY_LIMIT_BYTES);
    expect((await post(service.url, json)).status).toBe(201);
  });

  it('counts a line break as one character, as the browser’s maxlength does', async () => {
    const email = unique('lines');
    const message = fill('line\n', MESSAGE_MAX);
    // The browser sends each line break as CRLF.
    const res = await postForm({ ...contactForm(email), message: message.replace(/\n/g, '\r\n') });
    expect(landing(res)).toBe(`${SITE_URL}${NATIVE_POST_PAGES.contact}`);
    expect(rowsFor(email)).toEqual([expect.objectContaining({ message: message.trim() })]);
  });
});

describe('spam checks', () => {
  it('answers a filled honeypot natively like a success, counting it, storing nothing', async () => {
    const email = unique('bot');
    const before = spamCount();
    const res = await postForm({ ...newsletterForm(email), [HONEYPOT_FIELD]: 'Bob' });
    expect(landing(res)).toBe(`${SITE_URL}${NATIVE_POST_PAGES.newsletter}`);
    expect(rowsFor(email)).toEqual([]);
    expect(quarantinedFor(email)).toEqual([]);
    expect(spamCount()).toBe(before + 1);
  });

  it('answers a JSON post carrying a filled honeypot like a stored one, storing nothing', async () => {
    const [human, bot] = [unique('human'), unique('bot')];
    const stored = await observable(await post(service.url, { email: human }, { Origin: ORIGIN }));
    const before = spamCount();
    const tripped = await observable(
      await post(service.url, { email: bot }, { Origin: ORIGIN, [HONEYPOT_HEADER]: 'Bob' }),
    );
    expect(tripped).toEqual(stored);
    expect(rowsFor(bot)).toEqual([]);
    expect(quarantinedFor(bot)).toEqual([]);
    expect(spamCount()).toBe(before + 1);
  });

  it('stores a too-fast native post as quarantined, apart from the leads', async () => {
    const email = unique('fast-native');
    const before = spamCount();
    const res = await postForm({ ...contactForm(email), [ELAPSED_FIELD]: String(MIN_FILL_MS - 1) });
    expect(landing(res)).toBe(`${SITE_URL}${NATIVE_POST_PAGES.contact}`);
    expect(rowsFor(email)).toEqual([]);
    expect(quarantinedFor(email)).toEqual([
      expect.objectContaining({ kind: 'contact', quarantined: 1, ...contactPayload(email) }),
    ]);
    expect(spamCount()).toBe(before);
  });

  it('answers a too-fast JSON post exactly like any other, keeping it quarantined', async () => {
    const answer = async (email: string, elapsed: number) =>
      observable(
        await post(service.url, { email }, { Origin: ORIGIN, [ELAPSED_HEADER]: String(elapsed) }),
      );
    const [person, fast] = [unique('human'), unique('autofill')];
    const stored = await answer(person, MIN_FILL_MS + 500);
    const quick = await answer(fast, 500);
    expect(quick).toEqual(stored);
    expect(rowsFor(person)).toHaveLength(1);
    expect(rowsFor(fast)).toEqual([]);
    expect(quarantinedFor(fast)).toEqual([expect.objectContaining({ quarantined: 1 })]);
  });

  it('lets a quarantined newsletter signup not hide the genuine one that follows', async () => {
    const email = unique('retry');
    await post(service.url, { email }, { [ELAPSED_HEADER]: '300' });
    await post(service.url, { email }, { [ELAPSED_HEADER]: String(MIN_FILL_MS * 3) });
    expect(quarantinedFor(email)).toHaveLength(1);
    expect(rowsFor(email)).toHaveLength(1);
  });

  it('accepts the source fields of a native post beside the payload', async () => {
    const email = unique('native-source');
    const res = await postForm({
      ...newsletterForm(email),
      [`${LEAD_SOURCE_FIELD_PREFIX}page`]: '/blog',
      [`${LEAD_SOURCE_FIELD_PREFIX}landing`]: '',
      [`${LEAD_SOURCE_FIELD_PREFIX}utm_campaign`]: 'spring',
    });
    expect(landing(res)).toBe(`${SITE_URL}${NATIVE_POST_PAGES.newsletter}`);
    expect(rowsFor(email)).toEqual([expect.objectContaining({ kind: 'newsletter' })]);
  });

  it('still refuses an invalid spam post as invalid (the checks come after validation)', async () => {
    const res = await post(service.url, { email: 'nope' }, { [ELAPSED_HEADER]: '5' });
    expect(res.status).toBe(400);
  });

  it('lets the site send the elapsed-time, honeypot and source headers cross-origin', async () => {
    const sent = [ELAPSED_HEADER, HONEYPOT_HEADER, LEAD_SOURCE_HEADER].map((h) => h.toLowerCase());
    const res = await fetch(`${service.url}${ENDPOINT}`, {
      method: 'OPTIONS',
      headers: {
        Origin: ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': ['content-type', ...sent].join(', '),
      },
    });
    expect(res.status).toBe(204);
    const allowed = (res.headers.get('access-control-allow-headers') ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase());
    expect(allowed).toEqual(expect.arrayContaining(['content-type', ...sent]));
  });
});

describe('behind proxies (MAIL_LIST_TRUST_PROXY = trusted hops)', () => {
  const started: RunningService[] = [];
  const limited = async (hops: number) => {
    const running = await startService(tempDbPath('proxy'), {
      MAIL_LIST_RATE_LIMIT: '3',
      MAIL_LIST_TRUST_PROXY: String(hops),
      MAIL_LIST_ALLOWED_ORIGINS: ORIGIN,
    });
    started.push(running);
    return running;
  };
  afterAll(() => Promise.all(started.map((running) => running.stop())));

  /** Ten requests, each claiming a different client on the left of X-Forwarded-For. */
  const spoofed = async (running: RunningService, xff: (i: number) => string) => {
    const statuses: number[] = [];
    for (let i = 1; i <= 10; i++) {
      const res = await post(
        running.url,
        { email: unique('proxy') },
        { 'X-Forwarded-For': xff(i) },
      );
      statuses.push(res.status);
    }
    return statuses;
  };

  it('with one hop, keys on the rightmost entry: a spoofed left entry buys nothing', async () => {
    const statuses = await spoofed(await limited(1), (i) => `203.0.113.${i}, 127.0.0.1`);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('with two hops, keys on the second entry from the right', async () => {
    const running = await limited(2);
    expect(await spoofed(running, (i) => `198.51.100.9, 203.0.113.${i}, 10.0.0.1`)).toEqual(
      Array(10).fill(201),
    );
  });

  it('with fewer entries than hops, keys on the socket address', async () => {
    const statuses = await spoofed(await limited(3), (i) => `203.0.113.${i}, 10.0.0.1`);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('lets the site read Retry-After on a 429', async () => {
    const running = await limited(1);
    let res: Response | undefined;
    for (let i = 0; i < 4; i++)
      res = await post(running.url, { email: unique('ra') }, { Origin: ORIGIN });
    expect(res?.status).toBe(429);
    expect(Number(res?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res?.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(res?.headers.get('access-control-expose-headers')).toMatch(/\bRetry-After\b/i);
  });
});
