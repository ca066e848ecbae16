// @ts-check
/**
 * The service's settings, all from the environment so the same code runs beside `npm start`,
 * inside the Playwright run and in the benchmark. Defaults suit a developer's machine; every
 * bound is documented in docs/mail-list-service.md#bounds.
 */

export const DEFAULT_PORT = 8787;
export const BODY_LIMIT_BYTES = 16 * 1024;
/** Node's own default, set explicitly: a bigger request head is answered 431. */
export const MAX_HEADER_BYTES = 16 * 1024;
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;

/**
 * @typedef {object} MailListConfig
 * @property {string} host
 * @property {number} port
 * @property {string} dbPath
 * @property {string[]} allowedOrigins Origins allowed by CORS (the site that posts the forms).
 * @property {string} siteUrl Where native form posts are sent back to (303), never the request's.
 * @property {number} rateLimitMax Requests per IP and window; 0 turns the limit off.
 * @property {number} rateLimitWindowMs
 * @property {number} bodyLimitBytes
 * @property {number} trustProxy Trusted proxy hops in front of the service (0: none).
 * @property {number} headersTimeoutMs A client must send its request head within this.
 * @property {number} bodyTimeoutMs ...and its body within this after the head.
 * @property {number} maxConnections Open connections at once; more are closed on arrival.
 * @property {number} maxDbBytes The database may not grow past this; then new leads get 507.
 */

/**
 * @param {string | undefined} value
 * @param {number} fallback
 * @param {string} name
 * @param {number} [min]
 */
function integer(value, fallback, name, min = 0) {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min) {
    throw new Error(`${name} must be an integer of at least ${min}, got "${value}"`);
  }
  return parsed;
}

/** @param {string} origin */
function normaliseOrigin(origin) {
  return new URL(origin).origin;
}

/**
 * The site's base URL without a trailing slash (a site may live under a path).
 * @param {string} value
 */
function normaliseSiteUrl(value) {
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`MAIL_LIST_SITE_URL must be an http(s) URL, got "${value}"`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * @param {Record<string, string | undefined>} [env]
 * @returns {MailListConfig}
 */
export function readConfig(env = process.env) {
  const origins = (env.MAIL_LIST_ALLOWED_ORIGINS ?? 'http://localhost:3000,http://127.0.0.1:3000')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map(normaliseOrigin);
  return {
    host: env.MAIL_LIST_HOST || '127.0.0.1',
    port: integer(env.MAIL_LIST_PORT, DEFAULT_PORT, 'MAIL_LIST_PORT'),
    dbPath: env.MAIL_LIST_DB || '.data/mail-list.sqlite',
    allowedOrigins: origins,
    // The first allowed origin is the site `npm start` serves, so the default lands there.
    siteUrl: normaliseSiteUrl(env.MAIL_LIST_SITE_URL || origins[0] || 'http://localhost:3000'),
    rateLimitMax: integer(env.MAIL_LIST_RATE_LIMIT, 20, 'MAIL_LIST_RATE_LIMIT'),
    rateLimitWindowMs: integer(env.MAIL_LIST_RATE_WINDOW_MS, 60_000, 'MAIL_LIST_RATE_WINDOW_MS'),
    bodyLimitBytes: BODY_LIMIT_BYTES,
    trustProxy: integer(env.MAIL_LIST_TRUST_PROXY, 0, 'MAIL_LIST_TRUST_PROXY'),
    headersTimeoutMs: integer(
      env.MAIL_LIST_HEADERS_TIMEOUT_MS,
      5_000,
      'MAIL_LIST_HEADERS_TIMEOUT_MS',
      100,
    ),
    bodyTimeoutMs: integer(env.MAIL_LIST_BODY_TIMEOUT_MS, 5_000, 'MAIL_LIST_BODY_TIMEOUT_MS', 100),
    maxConnections: integer(env.MAIL_LIST_MAX_CONNECTIONS, 256, 'MAIL_LIST_MAX_CONNECTIONS', 1),
    maxDbBytes: integer(env.MAIL_LIST_MAX_DB_BYTES, 256 * 1024 * 1024, 'MAIL_LIST_MAX_DB_BYTES', 1),
  };
}
