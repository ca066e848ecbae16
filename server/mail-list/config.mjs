// @ts-check
/**
 * The service's settings, all from the environment so the same code runs beside `npm start`,
 * inside the Playwright run and in the benchmark. Defaults suit a developer's machine.
 */

export const DEFAULT_PORT = 8787;
export const BODY_LIMIT_BYTES = 16 * 1024;

/**
 * @typedef {object} MailListConfig
 * @property {string} host
 * @property {number} port
 * @property {string} dbPath
 * @property {string[]} allowedOrigins Origins allowed by CORS (the site that posts the forms).
 * @property {number} rateLimitMax Requests per IP and window; 0 turns the limit off.
 * @property {number} rateLimitWindowMs
 * @property {number} bodyLimitBytes
 * @property {boolean} trustProxy Take the client IP from X-Forwarded-For (behind a proxy only).
 */

/**
 * @param {string | undefined} value
 * @param {number} fallback
 * @param {string} name
 */
function integer(value, fallback, name) {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  }
  return parsed;
}

/** @param {string} origin */
function normaliseOrigin(origin) {
  return new URL(origin).origin;
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
    rateLimitMax: integer(env.MAIL_LIST_RATE_LIMIT, 20, 'MAIL_LIST_RATE_LIMIT'),
    rateLimitWindowMs: integer(env.MAIL_LIST_RATE_WINDOW_MS, 60_000, 'MAIL_LIST_RATE_WINDOW_MS'),
    bodyLimitBytes: BODY_LIMIT_BYTES,
    trustProxy: env.MAIL_LIST_TRUST_PROXY === '1',
  };
}
