import { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { clientIp } from './app.mjs';
import { FORM_BODY_LIMIT_BYTES, JSON_BODY_LIMIT_BYTES } from './body-limits.mjs';
import { readConfig } from './config.mjs';
import { backoffMs } from './outbox.mjs';
import { installProcessGuard } from './guard.mjs';
import { csvCell, toCsv } from './csv.mjs';
import { createRateLimiter } from './rate-limit.mjs';
import { eachCase } from '../../lib/testing/each-case';

describe('toCsv', () => {
  it('writes RFC 4180 rows with CRLF and quotes only where needed', () => {
    const csv = toCsv(
      ['id', 'company', 'message'],
      [
        { id: 1, company: 'Acme, Inc.', message: 'Line one\nline "two"' },
        { id: 2, company: null, message: undefined },
      ],
    );
    expect(csv).toBe('id,company,message\r\n1,"Acme, Inc.","Line one\nline ""two"""\r\n2,,\r\n');
  });

  eachCase(
    csvCell,
    [
      ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
      ['+91 98290 12345', "'+91 98290 12345"],
      ['-5', "'-5"],
      ['@SUM(A1)', "'@SUM(A1)"],
      ['plain', 'plain'],
      [' padded ', '" padded "'],
      ['\u200b=1+1', "'\u200b=1+1"],
      ['\ufeff@SUM(A1)', "'\ufeff@SUM(A1)"],
      ['\u200e\u200f-2', "'\\u200e\\u200f-2"],
      ['\uff1dHYPERLINK(1)', "'\uff1dHYPERLINK(1)"],
      ['\uff0b1', "'\uff0b1"],
      ['\uff0d1', "'\uff0d1"],
      ['\uff20A1', "'\uff20A1"],
      ['  =1', "'  =1"],
      ['a = b', 'a = b'],
    ],
    'defuses spreadsheet formulas: %j -> %j',
  );

  eachCase(
    csvCell,
    [
      ['Evil\u001b[2J', 'Evil\\u001b[2J'],
      ['nul\u0000', 'nul\\u0000'],
      ['c1\u009b', 'c1\\u009b'],
      ['bidi\u202eCorp', 'bidi\\u202eCorp'],
      ['two\nlines', '"two\nlines"'],
    ],
    'escapes control characters as the table does: %j -> %j',
  );

  it('keeps values as stored with raw', () => {
    expect(csvCell('=1+1', true)).toBe('=1+1');
  });
});

describe('createRateLimiter', () => {
  it('allows max requests per key and window, then reports when to retry', () => {
    let now = 1_000;
    const limiter = createRateLimiter({ max: 2, windowMs: 10_000, now: () => now });
    expect(limiter.hit('a')).toEqual({ allowed: true });
    expect(limiter.hit('a')).toEqual({ allowed: true });
    now += 2_500;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 8 });
    expect(limiter.hit('b')).toEqual({ allowed: true });
    now += 7_500;
    expect(limiter.hit('a')).toEqual({ allowed: true });
  });

  it('forgets expired windows so the map does not grow for ever', () => {
    let now = 0;
    const limiter = createRateLimiter({ max: 1, windowMs: 1_000, now: () => now });
    for (let i = 0; i < 100; i++) limiter.hit(`ip-${i}`);
    expect(limiter.size).toBe(100);
    now = 5_000;
    limiter.hit('late');
    expect(limiter.size).toBe(1);
  });

  it('never tracks more than maxKeys clients, evicting the oldest window', () => {
    let now = 0;
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000, maxKeys: 1_000, now: () => now });
    for (let i = 0; i < 100_000; i++) {
      now += 1;
      limiter.hit(`spoofed-${i}`);
    }
    expect(limiter.size).toBe(1_000);
    // The newest clients are still counted: a repeat inside its window is refused.
    expect(limiter.hit('spoofed-99999').allowed).toBe(false);
  });

  it('is off when max is 0', () => {
    const limiter = createRateLimiter({ max: 0, windowMs: 1_000 });
    for (let i = 0; i < 50; i++) expect(limiter.hit('a').allowed).toBe(true);
  });
});

describe('backoffMs', () => {
  const options = { baseDelayMs: 1_000, maxDelayMs: 60_000 };
  it('doubles per attempt, takes off up to half at random, and stops at the ceiling', () => {
    expect(backoffMs(1, { ...options, random: () => 1 })).toBe(1_000);
    expect(backoffMs(1, { ...options, random: () => 0 })).toBe(500);
    expect(backoffMs(4, { ...options, random: () => 1 })).toBe(8_000);
    expect(backoffMs(30, { ...options, random: () => 1 })).toBe(60_000);
    expect(backoffMs(30, { ...options, random: () => 0 })).toBe(30_000);
  });
});

describe('readConfig', () => {
  it('defaults to port 8787, the .data file and the local site origin', () => {
    expect(readConfig({})).toEqual({
      host: '127.0.0.1',
      port: 8787,
      dbPath: '.data/mail-list.sqlite',
      allowedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      rateLimitMax: 20,
      rateLimitWindowMs: 60_000,
      siteUrl: 'http://localhost:3000',
      jsonBodyLimitBytes: JSON_BODY_LIMIT_BYTES,
      formBodyLimitBytes: FORM_BODY_LIMIT_BYTES,
      trustProxy: 0,
      headersTimeoutMs: 5_000,
      bodyTimeoutMs: 5_000,
      maxConnections: 256,
      maxConnectionsPerClient: 16,
      rateLimitMaxClients: 10_000,
      maxDbBytes: 256 * 1024 * 1024,
      retentionDays: 365,
      email: null,
      webhook: null,
      deliveryMaxAttempts: 10,
      deliveryBaseDelayMs: 5_000,
      deliveryMaxDelayMs: 3_600_000,
      deliveryTimeoutMs: 10_000,
    });
  });

  it('turns a delivery channel on only when it is fully configured', () => {
    expect(
      readConfig({ MAIL_LIST_SMTP_URL: 'smtp://127.0.0.1:1025', MAIL_LIST_NOTIFY_TO: 'a@b.co' })
        .email,
    ).toEqual({
      smtpUrl: 'smtp://127.0.0.1:1025',
      to: 'a@b.co',
      from: 'Website leads <leads@localhost>',
    });
    expect(() => readConfig({ MAIL_LIST_SMTP_URL: 'smtp://127.0.0.1:1025' })).toThrow(
      /MAIL_LIST_NOTIFY_TO/,
    );
    expect(() =>
      readConfig({ MAIL_LIST_SMTP_URL: 'http://x', MAIL_LIST_NOTIFY_TO: 'a@b.co' }),
    ).toThrow(/smtp/);
    expect(() => readConfig({ MAIL_LIST_WEBHOOK_URL: 'https://hooks.example/x' })).toThrow(
      /MAIL_LIST_WEBHOOK_SECRET/,
    );
    expect(
      readConfig({
        MAIL_LIST_WEBHOOK_URL: 'https://hooks.example/x',
        MAIL_LIST_WEBHOOK_SECRET: 's',
      }).webhook,
    ).toEqual({ url: 'https://hooks.example/x', secret: 's' });
  });

  it('reads the environment and normalises origins', () => {
    const config = readConfig({
      MAIL_LIST_PORT: '9000',
      MAIL_LIST_ALLOWED_ORIGINS: 'https://www.example.com/, http://localhost:4106',
      MAIL_LIST_RATE_LIMIT: '0',
    });
    expect(config.port).toBe(9000);
    expect(config.allowedOrigins).toEqual(['https://www.example.com', 'http://localhost:4106']);
    expect(config.rateLimitMax).toBe(0);
    // Native posts return to the site `npm start` serves unless told otherwise.
    expect(config.siteUrl).toBe('https://www.example.com');
    expect(readConfig({ MAIL_LIST_SITE_URL: 'https://example.org/agency/' }).siteUrl).toBe(
      'https://example.org/agency',
    );
  });

  it('refuses a nonsensical number', () => {
    expect(() => readConfig({ MAIL_LIST_PORT: 'eighty' })).toThrow(/MAIL_LIST_PORT/);
    expect(() => readConfig({ MAIL_LIST_TRUST_PROXY: 'yes' })).toThrow(/MAIL_LIST_TRUST_PROXY/);
    expect(() => readConfig({ MAIL_LIST_SITE_URL: 'javascript:alert(1)' })).toThrow(
      /MAIL_LIST_SITE_URL/,
    );
  });
});

describe('clientIp (MAIL_LIST_TRUST_PROXY = trusted hops)', () => {
  const request = (xff?: string) =>
    ({
      headers: xff === undefined ? {} : { 'x-forwarded-for': xff },
      socket: { remoteAddress: '10.0.0.9' },
    }) as unknown as IncomingMessage;

  it.each<[number, string | undefined, string]>([
    [0, '203.0.113.1', '10.0.0.9'],
    [1, undefined, '10.0.0.9'],
    [1, '203.0.113.1', '203.0.113.1'],
    [1, '203.0.113.1, 127.0.0.1', '127.0.0.1'],
    [2, '203.0.113.1, 198.51.100.4, 127.0.0.1', '198.51.100.4'],
    [2, '198.51.100.4, 127.0.0.1', '198.51.100.4'],
    [3, '198.51.100.4, 127.0.0.1', '10.0.0.9'],
    [1, '203.0.113.1, ', '10.0.0.9'],
  ])('with %i hop(s) and X-Forwarded-For %j: %s', (hops, xff, expected) => {
    expect(clientIp(request(xff), hops)).toBe(expected);
  });
});

describe('installProcessGuard', () => {
  it('logs an escaped error in one line and leaves the process running', () => {
    const proc = new EventEmitter();
    const lines: string[] = [];
    installProcessGuard((line) => lines.push(line), proc as unknown as NodeJS.Process);
    proc.emit('uncaughtException', new TypeError('bad\nsecond line'));
    proc.emit('unhandledRejection', 'plain reason');
    expect(lines).toEqual([
      'mail-list: uncaught exception, still serving: TypeError: bad',
      'mail-list: unhandled rejection, still serving: plain reason',
    ]);
  });
});
