import { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { clientIp } from './app.mjs';
import { readConfig } from './config.mjs';
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
    ],
    'defuses spreadsheet formulas: %s -> %s',
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

  it('is off when max is 0', () => {
    const limiter = createRateLimiter({ max: 0, windowMs: 1_000 });
    for (let i = 0; i < 50; i++) expect(limiter.hit('a').allowed).toBe(true);
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
      bodyLimitBytes: 16_384,
      trustProxy: 0,
      headersTimeoutMs: 5_000,
      bodyTimeoutMs: 5_000,
      maxConnections: 256,
      maxDbBytes: 256 * 1024 * 1024,
    });
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
