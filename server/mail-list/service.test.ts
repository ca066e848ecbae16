/**
 * Reliability of the local mail-list service, tested against the real server (a child
 * process on a loopback port) and its SQLite file.
 */
import { ELAPSED_HEADER, HONEYPOT_HEADER } from '../../lib/mail-list/native-post.mjs';
import { LEAD_SOURCE_HEADER } from '../../lib/mail-list/lead-source.mjs';
import { JSON_BODY_LIMIT_BYTES } from './body-limits.mjs';
import {
  contactPayload,
  ENDPOINT,
  observable,
  pool,
  post,
  shareService,
  startService,
  storedLeads,
  tempDbPath,
  unique,
  type RunningService,
} from './test-support';

jest.setTimeout(30_000);

const SITE = 'http://localhost:4000';
const service = shareService('service', { MAIL_LIST_ALLOWED_ORIGINS: SITE });

const rows = () => storedLeads(service.dbPath);
const rowsFor = (email: string) => rows().filter((row) => row.email === email);

function without<T extends object>(value: T, key: keyof T): Partial<T> {
  const copy: Partial<T> = { ...value };
  delete copy[key];
  return copy;
}

describe('accepted submissions', () => {
  it('stores a newsletter subscription before answering 201, without row ids', async () => {
    const email = unique('news');
    const res = await post(service.url, { email });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ status: 'received' });
    expect(rowsFor(email)).toEqual([expect.objectContaining({ kind: 'newsletter' })]);
  });

  it('stores every field of a contact inquiry', async () => {
    const payload = contactPayload(unique('contact'));
    expect((await post(service.url, payload)).status).toBe(201);
    expect(rowsFor(payload.email)).toEqual([
      expect.objectContaining({ kind: 'contact', ...payload }),
    ]);
  });

  it('stores a chat request with only the answers given', async () => {
    const email = unique('chat');
    expect((await post(service.url, { email, first_name: 'Dev', company: 'Orbit' })).status).toBe(
      201,
    );
    expect(rowsFor(email)).toEqual([
      expect.objectContaining({ kind: 'chat', first_name: 'Dev', company: 'Orbit', message: null }),
    ]);
  });

  it('stores a newsletter address once, answering a repeat byte for byte like a new one', async () => {
    const email = unique('twice');
    const answer = async (address: string) =>
      observable(await post(service.url, { email: address }, { Origin: SITE }));
    const fresh = await answer(email);
    const repeat = await answer(email.toUpperCase());
    expect(fresh.status).toBe(201);
    expect(repeat).toEqual(fresh);
    expect(rows().filter((row) => String(row.email).toLowerCase() === email)).toHaveLength(1);
  });

  it('answers the health check', async () => {
    const res = await fetch(`${service.url}/healthz`);
    expect(res.status).toBe(200);
  });
});

describe('rejected requests store nothing', () => {
  let count: number;
  beforeEach(() => {
    count = rows().length;
  });
  afterEach(() => {
    expect(rows()).toHaveLength(count);
  });

  it.each(['{', '', 'nul', '{"email": "a@b.co",}', "{'email': 'a@b.co'}", '\u0000'])(
    'malformed JSON %j -> 400 invalid_json',
    async (text) => {
      const res = await post(service.url, text);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'invalid_json' });
    },
  );

  it.each([
    [{ email: 42 }, 'email'],
    [{ email: ['a@b.co'] }, 'email'],
    [{ email: 'a@b.co', first_name: 7 }, 'first_name'],
    [{ ...contactPayload('a@b.co'), service: 3 }, 'service'],
    [{ ...contactPayload('a@b.co'), budget: true }, 'budget'],
    [null, '(body)'],
    [[{ email: 'a@b.co' }], '(body)'],
    ['"a@b.co"', '(body)'],
    ['12', '(body)'],
  ])('wrong type %j -> 400 naming %s', async (body, field) => {
    const res = await post(service.url, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_payload', field });
  });

  it.each([
    [{}, 'email'],
    [{ email: '' }, 'email'],
    [{ email: 'no-at-sign' }, 'email'],
    [without(contactPayload('a@b.co'), 'last_name'), 'last_name'],
    [without(contactPayload('a@b.co'), 'service'), 'service'],
    [{ ...contactPayload('a@b.co'), first_name: '   ' }, 'first_name'],
    [{ email: 'a@b.co', is_admin: true }, 'is_admin'],
  ])('missing or invalid field %j -> 400 naming %s', async (body, field) => {
    const res = await post(service.url, body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { field: string; message: string };
    expect(json.field).toBe(field);
    expect(json.message).toContain(field);
  });

  it('rejects a body over the JSON limit with 413 (declared length)', async () => {
    const res = await post(service.url, {
      email: 'a@b.co',
      message: 'x'.repeat(JSON_BODY_LIMIT_BYTES),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: 'payload_too_large',
      limitBytes: JSON_BODY_LIMIT_BYTES,
    });
  });

  it('rejects an oversized chunked body with 413 while streaming', async () => {
    const chunk = new TextEncoder().encode(`"${'y'.repeat(4096)}`);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < JSON_BODY_LIMIT_BYTES / 4096 + 1) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await fetch(`${service.url}${ENDPOINT}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('accepts a body of exactly the JSON limit as far as size goes (then validates it)', async () => {
    const base = JSON.stringify({ email: 'a@b.co', message: '' });
    const text = JSON.stringify({
      email: 'a@b.co',
      message: 'z'.repeat(JSON_BODY_LIMIT_BYTES - base.length),
    });
    expect(Buffer.byteLength(text)).toBe(JSON_BODY_LIMIT_BYTES);
    const res = await post(service.url, text);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'message' });
  });

  it('rejects a body that is not declared as JSON with 415', async () => {
    const res = await post(service.url, JSON.stringify({ email: 'a@b.co' }), {
      'Content-Type': 'text/plain',
    });
    expect(res.status).toBe(415);
  });

  it.each(['/', '/v1/iam', '/v1/iam/mail-list/extra', '/v1/iam/MAIL-LIST', '/admin'])(
    'unknown path %s -> 404',
    async (pathname) => {
      const res = await fetch(`${service.url}${pathname}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"email":"a@b.co"}',
      });
      expect(res.status).toBe(404);
    },
  );

  it.each(['GET', 'PUT', 'PATCH', 'DELETE', 'HEAD'])(
    '%s on the endpoint -> 405',
    async (method) => {
      const res = await fetch(`${service.url}${ENDPOINT}`, { method });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST, OPTIONS');
    },
  );

  it('refuses a browser call from a foreign origin', async () => {
    const res = await post(
      service.url,
      { email: unique('evil') },
      { Origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${service.url}${ENDPOINT}`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(403);
  });
});

describe('CORS for the configured site', () => {
  it('answers the preflight of the site origin', async () => {
    const res = await fetch(`${service.url}${ENDPOINT}`, {
      method: 'OPTIONS',
      headers: {
        Origin: SITE,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(res.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(res.headers.get('access-control-allow-headers')).toBe(
      `Content-Type, ${ELAPSED_HEADER}, ${HONEYPOT_HEADER}, ${LEAD_SOURCE_HEADER}`,
    );
  });

  it('lets the site read the answer to its POST', async () => {
    const res = await post(service.url, { email: unique('cors') }, { Origin: SITE });
    expect(res.status).toBe(201);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(res.headers.get('vary')).toBe('Origin');
  });
});

describe('a burst of concurrent submissions', () => {
  it('stores each of 300 concurrent submissions exactly once', async () => {
    const run = `${Date.now()}`;
    const emails = Array.from({ length: 300 }, (_, i) => `burst-${run}-${i}@leads.example`);
    const responses = await pool(emails.length, 100, async (i) => {
      const email = emails[i] as string;
      const body =
        i % 3 === 0
          ? { email }
          : i % 3 === 1
            ? contactPayload(email)
            : { email, message: 'Call me' };
      const res = await post(service.url, body);
      return res.status;
    });
    expect(responses.every((status) => status === 201)).toBe(true);
    const stored = rows().filter((row) => String(row.email).startsWith(`burst-${run}-`));
    expect(stored).toHaveLength(300);
    expect(new Set(stored.map((row) => row.email)).size).toBe(300);
    expect(new Set(stored.map((row) => row.id)).size).toBe(300);
  });

  it('stores one row for 50 concurrent subscriptions of the same address', async () => {
    const email = unique('same');
    const statuses = await Promise.all(
      Array.from({ length: 50 }, async () => (await post(service.url, { email })).status),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(50);
    expect(rowsFor(email)).toHaveLength(1);
  });
});

describe('per-IP rate limit', () => {
  let limited: RunningService;
  beforeAll(async () => {
    limited = await startService(tempDbPath('limited'), {
      MAIL_LIST_RATE_LIMIT: '3',
      MAIL_LIST_RATE_WINDOW_MS: '60000',
      MAIL_LIST_TRUST_PROXY: '1',
    });
  });
  afterAll(() => limited.stop());

  it('answers 429 with Retry-After once an IP exceeds its budget, other IPs unaffected', async () => {
    const from = (ip: string) => ({ 'X-Forwarded-For': ip });
    for (let i = 0; i < 3; i++) {
      expect((await post(limited.url, { email: unique('rl') }, from('203.0.113.7'))).status).toBe(
        201,
      );
    }
    const blocked = await post(limited.url, { email: unique('rl') }, from('203.0.113.7'));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(limited.url, { email: unique('rl') }, from('198.51.100.2'))).status).toBe(
      201,
    );
  });
});
