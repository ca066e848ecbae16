/**
 * No request can take the service down. A hostile corpus goes over raw TCP to the real service
 * (a child process): broken request targets, CRLF and random bytes in the request line, bad
 * percent-encoding, contradictory and oversized headers, slow and endless bodies, wrong media
 * types, malformed JSON and form bodies, oversized fields. Every request must get an answer or
 * a clean close within the documented timeouts, none may get a 5xx (that would be a handler
 * that threw), the process guard must never fire, and /healthz must answer afterwards.
 * Then the bounds: slow clients cut on time, the connection cap, the storage bound.
 */
import fs from 'node:fs';
import { FORM_KIND_FIELD, NATIVE_POST_PAGES } from '../../lib/mail-list/native-post.mjs';
import { rawRequest, seededRandom, type RawOutcome, type Step } from './raw-http';
import {
  contactPayload,
  ENDPOINT,
  pool,
  post,
  startService,
  storedLeads,
  tempDbPath,
  type RunningService,
} from './test-support';

jest.setTimeout(60_000);

const HEADERS_TIMEOUT_MS = 1_000;
const BODY_TIMEOUT_MS = 1_000;
/** What the server may take to cut a client: its timeouts, plus the 1 s checking interval. */
const CUT_WITHIN_MS = HEADERS_TIMEOUT_MS + BODY_TIMEOUT_MS + 1_000 + 1_500;
const SITE = 'http://localhost:4000';

const portOf = (service: RunningService) => Number(new URL(service.url).port);
const healthy = async (service: RunningService) =>
  (await fetch(`${service.url}/healthz`)).status === 200;

function get(target: string | Buffer, method = 'GET'): Step[] {
  return [
    Buffer.concat([
      Buffer.from(`${method} `, 'latin1'),
      typeof target === 'string' ? Buffer.from(target, 'latin1') : target,
      Buffer.from(' HTTP/1.1\r\nHost: localhost\r\n\r\n', 'latin1'),
    ]),
  ];
}

/** A POST to the endpoint with a body, its length declared unless told otherwise. */
function postBody(
  contentType: string | null,
  body: string | Buffer,
  extraHeaders = '',
  contentLength: number | null = Buffer.byteLength(body),
): Step[] {
  const head =
    `POST ${ENDPOINT} HTTP/1.1\r\nHost: localhost\r\n` +
    (contentType === null ? '' : `Content-Type: ${contentType}\r\n`) +
    (contentLength === null ? '' : `Content-Length: ${contentLength}\r\n`) +
    extraHeaders +
    '\r\n';
  return [Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from(body)])];
}

const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';

const TARGETS = [
  '//',
  '//%',
  '//[',
  '//?',
  '//?x=%',
  '//#',
  '/%2F%2F',
  '/%2f',
  '/v1%2Fiam%2Fmail-list',
  '//v1/iam/mail-list',
  `${ENDPOINT}/..%2F..%2F`,
  `${ENDPOINT}%00`,
  '/%',
  '/%zz',
  '/%E0%A4%A',
  '/%00',
  '/%ff%fe',
  '/%0d%0aSet-Cookie:%20x=1',
  '/../../etc/passwd',
  'http://[::1',
  'http://a:b@[x]/',
  'http://localhost:8787//',
  '*',
  '\\\\',
  '/\u00e9\u00ff',
  '/a b',
  'javascript:alert(1)',
  `/${'a'.repeat(20_000)}`,
  `/?${'q=%'.repeat(3_000)}`,
  '//healthz',
  '/healthz?%',
  '/healthz/',
  `${ENDPOINT}#frag`,
  `${ENDPOINT}?%`,
];

function fixedCorpus(): [string, Step[]][] {
  const cases: [string, Step[]][] = [];
  for (const target of TARGETS) {
    for (const method of ['GET', 'POST', 'OPTIONS', 'HEAD', 'DELETE']) {
      cases.push([`${method} ${target.slice(0, 40)}`, get(target, method)]);
    }
  }
  const line = (label: string, text: string) => cases.push([label, [Buffer.from(text, 'latin1')]]);
  // CRLF and bare CR/LF inside the request line.
  line('CRLF in path', 'GET /a\r\nX-Injected: 1 HTTP/1.1\r\nHost: x\r\n\r\n');
  line('CR in path', 'GET /a\rb HTTP/1.1\r\nHost: x\r\n\r\n');
  line('LF in path', 'GET /a\nb HTTP/1.1\r\nHost: x\r\n\r\n');
  line('NUL in path', 'GET /\0 HTTP/1.1\r\nHost: x\r\n\r\n');
  line('HTTP/0.9', 'GET /\r\n\r\n');
  line('HTTP/9.9', 'GET / HTTP/9.9\r\nHost: x\r\n\r\n');
  line('no Host', 'GET /healthz HTTP/1.1\r\n\r\n');
  line('unknown method', 'BREW /coffee HTTP/1.1\r\nHost: x\r\n\r\n');
  line('CONNECT', 'CONNECT localhost:443 HTTP/1.1\r\nHost: x\r\n\r\n');
  line('empty request line', '\r\n\r\n\r\n');
  line('header without colon', 'GET / HTTP/1.1\r\nHost: x\r\nnonsense\r\n\r\n');
  line('NUL in header', 'GET / HTTP/1.1\r\nHost: x\r\nX-A: a\0b\r\n\r\n');
  line('obs-fold header', 'GET / HTTP/1.1\r\nHost: x\r\nX-A: a\r\n b\r\n\r\n');
  line('huge header', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`);
  line(
    'thousands of headers',
    `GET / HTTP/1.1\r\nHost: x\r\n${Array.from({ length: 3_000 }, (_, i) => `X-${i}: v\r\n`).join('')}\r\n`,
  );
  line(
    'huge Origin',
    `OPTIONS ${ENDPOINT} HTTP/1.1\r\nHost: x\r\nOrigin: ${'o'.repeat(15_000)}\r\n\r\n`,
  );
  line(
    'huge X-Forwarded-For',
    `POST ${ENDPOINT} HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: ${'1.2.3.4, '.repeat(1_500)}\r\nContent-Length: 0\r\n\r\n`,
  );
  // Framing: contradictory or broken lengths and chunking (request smuggling shapes).
  const framed = (label: string, headers: string, body: string) =>
    line(
      label,
      `POST ${ENDPOINT} HTTP/1.1\r\nHost: x\r\nContent-Type: ${JSON_TYPE}\r\n${headers}\r\n${body}`,
    );
  framed('negative Content-Length', 'Content-Length: -1\r\n', '{}');
  framed('non-numeric Content-Length', 'Content-Length: abc\r\n', '{}');
  framed('two Content-Lengths', 'Content-Length: 2\r\nContent-Length: 5\r\n', '{}');
  framed('CL and TE', 'Content-Length: 4\r\nTransfer-Encoding: chunked\r\n', '0\r\n\r\n');
  framed('bad chunk size', 'Transfer-Encoding: chunked\r\n', 'zz\r\n{}\r\n0\r\n\r\n');
  framed('huge chunk size', 'Transfer-Encoding: chunked\r\n', 'ffffffffffffffff\r\n{}');
  framed('gzip TE', 'Transfer-Encoding: gzip\r\n', '{}');
  framed(
    'chunk extension flood',
    'Transfer-Encoding: chunked\r\n',
    `2;${'e'.repeat(20_000)}\r\n{}\r\n0\r\n\r\n`,
  );
  framed('short body then garbage', 'Content-Length: 2\r\n', '{}GARBAGE / HTTP/1.1\r\n\r\n');
  framed('huge declared length', 'Content-Length: 99999999999\r\n', '{');
  // Media types.
  const email = { email: 'hostile@leads.example' };
  for (const type of [
    null,
    'text/plain',
    'multipart/form-data; boundary=x',
    'application/json; charset=utf-16',
    'application/xml',
    '*/*',
    ';;;',
    'application/json\u00ff',
  ]) {
    cases.push([`media type ${type}`, postBody(type, JSON.stringify(email))]);
  }
  // Malformed JSON.
  const deep = '['.repeat(8_000);
  for (const body of [
    '{',
    '[',
    '',
    'null',
    '{"email":',
    deep,
    '{"__proto__":{"admin":true},"email":"a@b.co"}',
    '{"constructor":{"prototype":{"x":1}},"email":"a@b.co"}',
    '1e999999',
    '"\\ud800"',
    '\ufeff{"email":"a@b.co"}',
    '{"email":"a@b.co"}\0',
    `{"email":"${'a'.repeat(15_000)}@b.co"}`,
  ]) {
    cases.push([`JSON ${body.slice(0, 30)}`, postBody(JSON_TYPE, body)]);
  }
  // The lead's source: hostile header values and native source fields never refuse or break.
  for (const value of [
    '%',
    'page=%E0%A4%A',
    `page=/${'p'.repeat(12_000)}`,
    'referrer=javascript:alert(1)&landing=//evil.example',
    'page=/a&page=/b&__proto__=x&constructor=y',
    'utm_source=\u00ff\u00fe',
  ]) {
    cases.push([
      `source header ${value.slice(0, 30)}`,
      postBody(JSON_TYPE, JSON.stringify(email), `X-Lead-Source: ${value}\r\n`),
    ]);
  }
  for (const body of [
    `${FORM_KIND_FIELD}=newsletter&email=a%40b.co&source_page=%`,
    `${FORM_KIND_FIELD}=newsletter&email=a%40b.co&source_=x&source___proto__=y`,
    `${FORM_KIND_FIELD}=newsletter&email=a%40b.co&source_page=a&source_page=b`,
    `${FORM_KIND_FIELD}=newsletter&email=a%40b.co&source_utm_term=${'%F0%9F%98%80'.repeat(3_000)}`,
  ]) {
    cases.push([`form source ${body.slice(-30)}`, postBody(FORM, body)]);
  }
  // Malformed form bodies.
  for (const body of [
    '%',
    'a=%zz&b',
    '=&=&=',
    '&&&&',
    'email=%E0%A4%A',
    `${FORM_KIND_FIELD}=newsletter&email=a%40b.co&email=x`,
    `${FORM_KIND_FIELD}=contact&__proto__[x]=1`,
    'constructor[prototype][x]=1',
    `${FORM_KIND_FIELD}=newsletter&email=${'a'.repeat(16_000)}`,
    `${FORM_KIND_FIELD}=contact&first_name=${'%41'.repeat(5_000)}`,
    `${FORM_KIND_FIELD}[]=newsletter&email=a%40b.co`,
    `${FORM_KIND_FIELD}=newsletter%00&email=a%40b.co`,
  ]) {
    cases.push([`form ${body.slice(0, 30)}`, postBody(FORM, body)]);
  }
  cases.push([
    'form of random bytes',
    postBody(FORM, Buffer.from(Array.from({ length: 2_000 }, (_, i) => (i * 97) % 256))),
  ]);
  cases.push([
    'oversized body',
    postBody(
      JSON_TYPE,
      JSON.stringify({ ...contactPayload('a@b.co'), message: 'm'.repeat(40_000) }),
    ),
  ]);
  cases.push([
    'oversized undeclared body',
    postBody(JSON_TYPE, 'x'.repeat(2_000_000), 'Transfer-Encoding: chunked\r\n', null),
  ]);
  // Slow clients: each must be cut by a server timeout.
  const trickle = (text: string, waitMs: number): Step[] =>
    [...text].flatMap((char) => [char, { waitMs }]);
  cases.push([
    'slow request head',
    trickle(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ${'s'.repeat(40)}`, 100),
  ]);
  cases.push(['body never sent', postBody(JSON_TYPE, '{"email"', '', 500)]);
  cases.push([
    'slow body',
    [...postBody(JSON_TYPE, '', '', 200), ...trickle('{"email":"slow@b.co"  '.repeat(5), 100)],
  ]);
  cases.push([
    'slow form body',
    [...postBody(FORM, '', '', 200), ...trickle('email=a%40b.co&'.repeat(8), 100)],
  ]);
  return cases;
}

/** Request lines and whole requests of seeded random bytes. */
function generatedCorpus(seed: number, count: number): [string, Step[]][] {
  const random = seededRandom(seed);
  const byte = () => Math.floor(random() * 256);
  const bytes = (max: number) =>
    Buffer.from(Array.from({ length: 1 + Math.floor(random() * max) }, byte));
  const methods = ['GET', 'POST', 'OPTIONS', 'PUT', 'G\u00c9T', ''];
  return Array.from({ length: count }, (_, i): [string, Step[]] => {
    if (i % 4 === 3) return [`random request #${i} (seed ${seed})`, [bytes(300), '\r\n\r\n']];
    const method = methods[Math.floor(random() * methods.length)] as string;
    const target = random() < 0.5 ? Buffer.concat([Buffer.from('/'), bytes(60)]) : bytes(60);
    return [`random request line #${i} (seed ${seed})`, get(target, method)];
  });
}

describe('hostile input', () => {
  let service: RunningService;
  let stderr = '';

  beforeAll(async () => {
    service = await startService(tempDbPath('hostile'), {
      MAIL_LIST_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      MAIL_LIST_BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS),
      MAIL_LIST_ALLOWED_ORIGINS: SITE,
    });
    service.child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  });
  afterAll(() => service.stop());

  it('answers (or cleanly closes) every request, never 5xx, and stays up', async () => {
    const corpus = [...fixedCorpus(), ...generatedCorpus(16, 400)];
    const outcomes = await pool(corpus.length, 32, async (i) => {
      const [label, steps] = corpus[i] as [string, Step[]];
      return { label, ...(await rawRequest(portOf(service), steps, CUT_WITHIN_MS + 3_000)) };
    });
    const by = (test: (o: RawOutcome) => boolean) => outcomes.filter(test).map((o) => o.label);

    expect(by((o) => o.hung)).toEqual([]);
    expect(by((o) => o.status !== null && o.status >= 500)).toEqual([]);
    expect(by((o) => o.ms > CUT_WITHIN_MS)).toEqual([]);
    expect(service.child.exitCode).toBeNull();
    expect(await healthy(service)).toBe(true);
    // Nothing was left to the process guard: the handlers answered everything themselves.
    expect(stderr).not.toMatch(/uncaught|unhandled|request failed/);

    if (process.env.MAIL_LIST_HOSTILE_SUMMARY) {
      const count = (test: (o: RawOutcome) => boolean) => outcomes.filter(test).length;
      console.log(
        `hostile inputs tried ${outcomes.length} / 4xx ${count((o) => o.status !== null && o.status >= 400 && o.status < 500)}` +
          ` / 5xx ${count((o) => (o.status ?? 0) >= 500)} / closed without answer ${count((o) => o.status === null)}` +
          ` / 2xx-3xx ${count((o) => o.status !== null && o.status < 400)} / crashes ${service.child.exitCode === null ? 0 : 1}`,
      );
    }
  });

  it('cuts a client that sends its request head too slowly at the headers timeout', async () => {
    const steps: Step[] = [
      'GET /healthz HTTP/1.1\r\n',
      ...Array.from({ length: 100 }, () => ['X: y\r\n', { waitMs: 200 }]).flat(),
    ];
    const outcome = await rawRequest(portOf(service), steps, 10_000);
    expect(outcome.hung).toBe(false);
    expect(outcome.closed || outcome.status === 408).toBe(true);
    expect(outcome.ms).toBeLessThan(HEADERS_TIMEOUT_MS + 2_500);
  });

  it('answers 408 to a body slower than the body timeout, then closes', async () => {
    const steps: Step[] = [
      ...postBody(JSON_TYPE, '', '', 100),
      ...Array.from({ length: 50 }, () => ['x', { waitMs: 200 }]).flat(),
    ];
    const outcome = await rawRequest(portOf(service), steps, 10_000);
    expect(outcome.status).toBe(408);
    expect(outcome.ms).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS - 50);
    expect(outcome.ms).toBeLessThan(BODY_TIMEOUT_MS + 1_000);
  });
});

describe('connection cap', () => {
  it('closes connections over MAIL_LIST_MAX_CONNECTIONS at once, and serves again after', async () => {
    const capped = await startService(tempDbPath('capped'), { MAIL_LIST_MAX_CONNECTIONS: '4' });
    try {
      const port = portOf(capped);
      // Four clients hold a connection each with a half-sent request head.
      const holders = Array.from({ length: 4 }, () =>
        rawRequest(port, ['GET /healthz HTTP/1.1\r\n', { waitMs: 3_000 }], 2_000),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const fifth = await rawRequest(port, get('/healthz'), 2_000);
      expect(fifth).toMatchObject({ status: null, closed: true, hung: false });
      await Promise.all(holders);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await healthy(capped)).toBe(true);
    } finally {
      await capped.stop();
    }
  });
});

describe('storage bound', () => {
  it('refuses new leads with 507 once MAIL_LIST_MAX_DB_BYTES is reached, storing none of them', async () => {
    const dbPath = tempDbPath('bounded');
    const bound = 64 * 1024;
    const bounded = await startService(dbPath, {
      MAIL_LIST_MAX_DB_BYTES: String(bound),
      MAIL_LIST_ALLOWED_ORIGINS: SITE,
      MAIL_LIST_SITE_URL: SITE,
    });
    try {
      const answers: { email: string; status: number }[] = [];
      for (let i = 0; i < 60 && !answers.some((a) => a.status === 507); i++) {
        const email = `bound-${i}@leads.example`;
        const res = await post(bounded.url, {
          ...contactPayload(email),
          message: 'm'.repeat(4_000),
        });
        answers.push({ email, status: res.status });
      }
      const statuses = new Set(answers.map((a) => a.status));
      expect([...statuses].sort()).toEqual([201, 507]);

      // Full stays full for every way in; nothing refused is stored.
      const more = await post(bounded.url, {
        ...contactPayload('late@leads.example'),
        message: 'm'.repeat(4_000),
      });
      expect(more.status).toBe(507);
      expect(await more.json()).toEqual({ error: 'storage_full' });
      const native = await fetch(`${bounded.url}${ENDPOINT}`, {
        method: 'POST',
        headers: { 'Content-Type': FORM },
        body: new URLSearchParams({
          [FORM_KIND_FIELD]: 'contact',
          ...contactPayload('late-native@leads.example'),
          message: 'm'.repeat(4_000),
        }),
        redirect: 'manual',
      });
      expect(native.status).toBe(303);
      expect(native.headers.get('location')).toBe(`${SITE}${NATIVE_POST_PAGES.failed}`);
      expect(await healthy(bounded)).toBe(true);
      await bounded.stop();

      const stored = storedLeads(dbPath).map((row) => row.email);
      expect(stored).toEqual(answers.filter((a) => a.status === 201).map((a) => a.email));
      expect(fs.statSync(dbPath).size).toBeLessThanOrEqual(bound);
    } finally {
      await bounded.stop();
    }
  });
});
