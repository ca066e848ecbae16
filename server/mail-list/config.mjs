// @ts-check
/**
 * The service's settings, all from the environment so the same code runs beside `npm start`,
 * inside the Playwright run and in the benchmark. Defaults suit a developer's machine; every
 * variable is listed with its default in docs/lead-delivery.md#environment-variables.
 */
import { FORM_BODY_LIMIT_BYTES, JSON_BODY_LIMIT_BYTES } from './body-limits.mjs';

export const DEFAULT_PORT = 8787;
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
 * @property {number} jsonBodyLimitBytes Largest JSON body (derived from the fields' maxima).
 * @property {number} formBodyLimitBytes Largest native (form-encoded) body, likewise.
 * @property {number} trustProxy Trusted proxy hops in front of the service (0: none).
 * @property {number} headersTimeoutMs A client must send its request head within this.
 * @property {number} bodyTimeoutMs ...and its body within this after the head.
 * @property {number} maxConnections Open connections at once; more are closed on arrival.
 * @property {number} maxConnectionsPerClient Open connections from one address at once.
 * @property {number} rateLimitMaxClients Addresses the rate limiter tracks at most.
 * @property {number} maxDbBytes The database may not grow past this; then new leads get 507.
 * @property {number} retentionDays Leads older than this are purged, with their outbox rows.
 * @property {{ smtpUrl: string; to: string; from: string } | null} email The e-mail channel.
 * @property {{ url: string; secret: string } | null} webhook The webhook channel.
 * @property {number} deliveryMaxAttempts Attempts per delivery before it is dead-lettered.
 * @property {number} deliveryBaseDelayMs Delay after the first failed attempt (then doubled).
 * @property {number} deliveryMaxDelayMs Longest delay between two attempts.
 * @property {number} deliveryTimeoutMs One attempt's time limit.
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
 * The e-mail channel is on when both the SMTP URL and the recipient are set; one without the
 * other is a mistake worth stopping for.
 * @param {Record<string, string | undefined>} env
 */
function emailChannel(env) {
  const smtpUrl = env.MAIL_LIST_SMTP_URL || '';
  const to = env.MAIL_LIST_NOTIFY_TO || '';
  if (!smtpUrl && !to) return null;
  if (!smtpUrl || !to)
    throw new Error('MAIL_LIST_SMTP_URL and MAIL_LIST_NOTIFY_TO turn e-mail on together: set both');
  const protocol = new URL(smtpUrl).protocol;
  if (protocol !== 'smtp:' && protocol !== 'smtps:')
    throw new Error(`MAIL_LIST_SMTP_URL must be an smtp:// or smtps:// URL, got "${smtpUrl}"`);
  return { smtpUrl, to, from: env.MAIL_LIST_NOTIFY_FROM || 'Website leads <leads@localhost>' };
}

/**
 * The webhook is on when its URL is set, and then needs the secret it signs with.
 * @param {Record<string, string | undefined>} env
 */
function webhookChannel(env) {
  const url = env.MAIL_LIST_WEBHOOK_URL || '';
  if (!url) return null;
  const protocol = new URL(url).protocol;
  if (protocol !== 'http:' && protocol !== 'https:')
    throw new Error(`MAIL_LIST_WEBHOOK_URL must be an http(s) URL, got "${url}"`);
  const secret = env.MAIL_LIST_WEBHOOK_SECRET || '';
  if (!secret) throw new Error('MAIL_LIST_WEBHOOK_URL is set: set MAIL_LIST_WEBHOOK_SECRET too');
  return { url, secret };
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
    jsonBodyLimitBytes: JSON_BODY_LIMIT_BYTES,
    formBodyLimitBytes: FORM_BODY_LIMIT_BYTES,
    trustProxy: integer(env.MAIL_LIST_TRUST_PROXY, 0, 'MAIL_LIST_TRUST_PROXY'),
    headersTimeoutMs: integer(
      env.MAIL_LIST_HEADERS_TIMEOUT_MS,
      5_000,
      'MAIL_LIST_HEADERS_TIMEOUT_MS',
      100,
    ),
    bodyTimeoutMs: integer(env.MAIL_LIST_BODY_TIMEOUT_MS, 5_000, 'MAIL_LIST_BODY_TIMEOUT_MS', 100),
    maxConnections: integer(env.MAIL_LIST_MAX_CONNECTIONS, 256, 'MAIL_LIST_MAX_CONNECTIONS', 1),
    maxConnectionsPerClient: integer(
      env.MAIL_LIST_MAX_CONNECTIONS_PER_CLIENT,
      16,
      'MAIL_LIST_MAX_CONNECTIONS_PER_CLIENT',
      1,
    ),
    rateLimitMaxClients: integer(
      env.MAIL_LIST_RATE_LIMIT_MAX_CLIENTS,
      10_000,
      'MAIL_LIST_RATE_LIMIT_MAX_CLIENTS',
      1,
    ),
    maxDbBytes: integer(env.MAIL_LIST_MAX_DB_BYTES, 256 * 1024 * 1024, 'MAIL_LIST_MAX_DB_BYTES', 1),
    retentionDays: integer(env.MAIL_LIST_RETENTION_DAYS, 365, 'MAIL_LIST_RETENTION_DAYS', 1),
    email: emailChannel(env),
    webhook: webhookChannel(env),
    deliveryMaxAttempts: integer(
      env.MAIL_LIST_DELIVERY_MAX_ATTEMPTS,
      10,
      'MAIL_LIST_DELIVERY_MAX_ATTEMPTS',
      1,
    ),
    deliveryBaseDelayMs: integer(
      env.MAIL_LIST_DELIVERY_BASE_DELAY_MS,
      5_000,
      'MAIL_LIST_DELIVERY_BASE_DELAY_MS',
      1,
    ),
    deliveryMaxDelayMs: integer(
      env.MAIL_LIST_DELIVERY_MAX_DELAY_MS,
      60 * 60 * 1000,
      'MAIL_LIST_DELIVERY_MAX_DELAY_MS',
      1,
    ),
    deliveryTimeoutMs: integer(
      env.MAIL_LIST_DELIVERY_TIMEOUT_MS,
      10_000,
      'MAIL_LIST_DELIVERY_TIMEOUT_MS',
      100,
    ),
  };
}
