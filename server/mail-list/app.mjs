// @ts-check
/**
 * The HTTP side of the local mail-list service: POST /v1/iam/mail-list, the same contract as
 * the provider's API. Plain node:http, no framework.
 *
 * Two kinds of client post here. The islands send JSON and only look at the status. A browser
 * without the site's scripts posts the form natively (form-encoded) and is answered 303 to a
 * page of the configured site: a thank-you page on success, the failure page on any refusal.
 * Both go through the same checks, schemas, storage and bounds.
 *
 * Order of checks, cheapest first: path, CORS origin, method, rate limit, media type, declared
 * size, streamed size (within the body timeout), syntax, the shared schema, the spam checks;
 * only then is the submission stored (a too-fast one as quarantined, a honeypot hit only
 * counted: docs/lead-delivery.md#quarantine), with its source and its outbox rows, and only
 * once it is committed does the client get 2xx. No request can take the process down: every
 * handler runs inside a catch that answers. Why this is node:http and not a framework:
 * docs/lead-delivery.md#the-http-layer.
 */
import http from 'node:http';
import { parseMailListPayload } from '../../lib/mail-list/payload-schemas.mjs';
import {
  ELAPSED_FIELD,
  ELAPSED_HEADER,
  FORM_KIND_FIELD,
  HONEYPOT_FIELD,
  HONEYPOT_HEADER,
  NATIVE_POST_PAGES,
  spamVerdict,
} from '../../lib/mail-list/native-post.mjs';
import {
  LEAD_SOURCE_FIELD_PREFIX,
  LEAD_SOURCE_HEADER,
  parseLeadSource,
} from '../../lib/mail-list/lead-source.mjs';
import { KEEP_ALIVE_TIMEOUT_MS, MAX_HEADER_BYTES } from './config.mjs';
import { isStorageFull } from './db.mjs';
import { createRateLimiter } from './rate-limit.mjs';

export const MAIL_LIST_PATH = '/v1/iam/mail-list';
const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';
/** Fields of a native post that steer the service and are not part of the payload. */
const NON_PAYLOAD_FIELDS = [FORM_KIND_FIELD, HONEYPOT_FIELD, ELAPSED_FIELD];

/**
 * The one answer to every accepted submission, stored, repeated or spam alike, so nothing in it
 * tells whether an address is on the list, how many leads exist, or that a check tripped.
 */
const ACCEPTED_BODY = { status: 'received' };

/**
 * @typedef {import('./config.mjs').MailListConfig} MailListConfig
 * @typedef {import('./db.mjs').SpamReason} SpamReason
 * @typedef {{
 *   save(submission: import('./db.mjs').Submission): Promise<unknown>;
 *   countSpam?(reason: SpamReason): Promise<void>;
 * }} Writer
 * @typedef {MailListConfig & { writer: Writer; log?: (message: string) => void }} HandlerOptions
 */

class HttpError extends Error {
  /**
   * @param {number} status
   * @param {Record<string, unknown>} body
   * @param {Record<string, string>} [headers]
   */
  constructor(status, body, headers = {}) {
    super(String(body.error));
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/**
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
function sendJson(res, status, body, headers = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(text);
}

/**
 * @param {http.ServerResponse} res
 * @param {string} location
 * @param {Record<string, string>} [headers]
 */
function sendRedirect(res, location, headers = {}) {
  res.writeHead(303, {
    ...headers,
    Location: location,
    'Content-Length': '0',
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  });
  res.end();
}

/**
 * Reads the body up to `limit` bytes within `timeoutMs`; rejects with 413 as soon as the limit
 * is exceeded and with 408 when the client is too slow.
 * @param {http.IncomingMessage} req
 * @param {number} limit
 * @param {number} timeoutMs
 * @returns {Promise<string>}
 */
function readBody(req, limit, timeoutMs) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let settled = false;
    /** @param {HttpError} error */
    const fail = (error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      chunks.length = 0;
      reject(error);
    };
    const timer = setTimeout(
      () => fail(new HttpError(408, { error: 'body_timeout', timeoutMs }, { Connection: 'close' })),
      timeoutMs,
    );
    req.on('data', (/** @type {Buffer} */ chunk) => {
      if (settled) return;
      size += chunk.length;
      if (size > limit) fail(tooLarge(limit));
      else chunks.push(chunk);
    });
    req.on('end', () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    // The client went away mid-body: nothing to store, nobody to answer.
    const incomplete = () => fail(new HttpError(400, { error: 'body_incomplete' }));
    req.on('error', incomplete);
    req.on('close', incomplete);
  });
}

/** How much of a refused body is read and thrown away before the connection is cut. */
const DISCARD_LIMIT_BYTES = 1024 * 1024;

/**
 * Reads and drops what is left of a refused request, so the client, still sending, gets to
 * read the answer instead of a reset connection; a client that goes on past the discard limit
 * is cut off (a slow one by the server's request timeout).
 * @param {http.IncomingMessage} req
 */
function discardRest(req) {
  if (req.readableEnded) return;
  let discarded = 0;
  req.on('data', (/** @type {Buffer} */ chunk) => {
    discarded += chunk.length;
    if (discarded > DISCARD_LIMIT_BYTES) req.socket.destroy();
  });
  req.resume();
}

/** @param {number} limit */
function tooLarge(limit) {
  return new HttpError(413, { error: 'payload_too_large', limitBytes: limit });
}

/**
 * @param {string} field
 * @param {string} message
 * @param {{ field: string; message: string }[]} [issues]
 */
function invalid(field, message, issues = [{ field, message }]) {
  return new HttpError(400, {
    error: 'invalid_payload',
    field,
    message: `${field}: ${message}`,
    issues,
  });
}

/**
 * The key the rate limit counts under. Behind `trustedHops` proxies, each appends the address
 * it received from to X-Forwarded-For, so the client is the N-th entry from the right; what is
 * left of it was written by the client and proves nothing. Too few entries means the request
 * did not come through the proxies: the socket address is all there is.
 * @param {http.IncomingMessage} req
 * @param {number} trustedHops
 */
export function clientIp(req, trustedHops) {
  const socketAddress = req.socket.remoteAddress ?? 'unknown';
  const forwarded = req.headers['x-forwarded-for'];
  if (trustedHops < 1 || typeof forwarded !== 'string') return socketAddress;
  const entries = forwarded.split(',');
  const entry = entries[entries.length - trustedHops]?.trim();
  return entry ? entry.slice(0, 64) : socketAddress;
}

/** @param {string | string[] | undefined} value */
function mediaTypeOf(value) {
  return (typeof value === 'string' ? value : '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * The path of a request target, without parsing it as a URL: no input can make this throw.
 * @param {string | undefined} target
 */
function pathOf(target) {
  const text = target ?? '/';
  const end = text.search(/[?#]/);
  return end === -1 ? text : text.slice(0, end);
}

/** @param {string | null | undefined} value */
function milliseconds(value) {
  if (value === undefined || value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * A native post's fields: the payload, which form it came from and its spam signals. A field
 * sent twice is refused (no form of ours does that).
 * @param {string} text
 */
function readForm(text) {
  /** @type {Map<string, string>} */
  const fields = new Map();
  for (const [key, value] of new URLSearchParams(text)) {
    if (fields.has(key)) throw invalid(key, 'sent more than once');
    fields.set(key, value);
  }
  const formKind = /** @type {'newsletter' | 'contact'} */ (fields.get(FORM_KIND_FIELD));
  if (formKind !== 'newsletter' && formKind !== 'contact') {
    throw invalid(FORM_KIND_FIELD, 'expected newsletter or contact');
  }
  const signals = {
    honeypot: fields.get(HONEYPOT_FIELD) ?? null,
    elapsedMs: milliseconds(fields.get(ELAPSED_FIELD)),
  };
  for (const field of NON_PAYLOAD_FIELDS) fields.delete(field);
  /** @type {[string, string][]} */
  const sourceFields = [];
  for (const [key, value] of fields) {
    if (!key.startsWith(LEAD_SOURCE_FIELD_PREFIX)) continue;
    sourceFields.push([key.slice(LEAD_SOURCE_FIELD_PREFIX.length), value]);
    fields.delete(key);
  }
  // A browser sends a textarea's line breaks as CRLF, but counts them as one character for
  // maxlength, as the island's JSON sends them: store and count them the same way.
  for (const [key, value] of fields) fields.set(key, value.replace(/\r\n/g, '\n'));
  return {
    formKind,
    signals,
    source: parseLeadSource(sourceFields),
    // fromEntries defines own properties, so a field named __proto__ is just an unknown key.
    payload: Object.fromEntries(fields),
  };
}

/**
 * @param {string} text
 * @param {http.IncomingMessage} req
 */
function readJson(text, req) {
  let payload;
  try {
    payload = JSON.parse(text);
  } catch {
    throw new HttpError(400, { error: 'invalid_json', message: 'the body is not valid JSON' });
  }
  const header = req.headers[ELAPSED_HEADER.toLowerCase()];
  const honeypot = req.headers[HONEYPOT_HEADER.toLowerCase()];
  const signals = {
    // Present only when a bot filled it; its (URL-encoded) value itself does not matter.
    honeypot: typeof honeypot === 'string' ? honeypot : null,
    elapsedMs: milliseconds(typeof header === 'string' ? header : null),
  };
  const source = req.headers[LEAD_SOURCE_HEADER.toLowerCase()];
  return {
    formKind: null,
    signals,
    source: parseLeadSource(typeof source === 'string' ? source : null),
    payload,
  };
}

/**
 * @param {HandlerOptions} options
 * @returns {http.RequestListener}
 */
export function createMailListHandler({
  writer,
  allowedOrigins,
  siteUrl,
  rateLimitMax,
  rateLimitWindowMs,
  rateLimitMaxClients,
  jsonBodyLimitBytes,
  formBodyLimitBytes,
  bodyTimeoutMs,
  trustProxy,
  log = (message) => console.error(message),
}) {
  const limiter = createRateLimiter({
    max: rateLimitMax,
    windowMs: rateLimitWindowMs,
    maxKeys: rateLimitMaxClients,
  });
  const origins = new Set(allowedOrigins);
  let storageFull = false;

  /**
   * Everything from the rate limit to the commit; resolves with the kind of form to thank for.
   * @param {http.IncomingMessage} req
   * @param {boolean} native
   * @returns {Promise<'newsletter' | 'contact' | 'chat'>}
   */
  async function accept(req, native) {
    const limit = limiter.hit(clientIp(req, trustProxy));
    if (!limit.allowed) {
      throw new HttpError(
        429,
        { error: 'rate_limited' },
        { 'Retry-After': String(limit.retryAfterSeconds) },
      );
    }
    const mediaType = mediaTypeOf(req.headers['content-type']);
    if (mediaType !== JSON_TYPE && mediaType !== FORM_TYPE) {
      throw new HttpError(415, {
        error: 'unsupported_media_type',
        expected: `${JSON_TYPE} or ${FORM_TYPE}`,
      });
    }
    const bodyLimitBytes = mediaType === FORM_TYPE ? formBodyLimitBytes : jsonBodyLimitBytes;
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > bodyLimitBytes) throw tooLarge(bodyLimitBytes);

    const text = await readBody(req, bodyLimitBytes, bodyTimeoutMs);
    const { formKind, signals, source, payload } = native ? readForm(text) : readJson(text, req);
    const parsed = parseMailListPayload(payload);
    if (!parsed.success) {
      const first = /** @type {{ field: string; message: string }} */ (parsed.issues[0]);
      throw invalid(first.field, first.message, parsed.issues);
    }
    if (formKind && parsed.kind !== formKind) {
      throw invalid(FORM_KIND_FIELD, `the fields are not those of the ${formKind} form`);
    }

    const verdict = spamVerdict(signals);
    if (verdict === 'honeypot') {
      // Answered exactly like a stored submission (the bot learns nothing), but only counted.
      await writer.countSpam?.(verdict).catch((error) => {
        log(`mail-list: counting a spam submission failed: ${firstLine(error)}`);
      });
      return formKind ?? parsed.kind;
    }
    try {
      // Too fast for a person is a signal, not a verdict: kept apart, never notified.
      const quarantined = verdict === 'too-fast';
      await writer.save({ kind: parsed.kind, data: parsed.data, source, quarantined });
    } catch (error) {
      if (!isStorageFull(error)) throw error;
      if (!storageFull)
        log('mail-list: storage bound reached (MAIL_LIST_MAX_DB_BYTES); new leads get 507');
      storageFull = true;
      throw new HttpError(507, { error: 'storage_full' });
    }
    storageFull = false;
    return formKind ?? parsed.kind;
  }

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  async function route(req, res) {
    const pathname = pathOf(req.url);
    if (pathname === '/healthz' && (req.method === 'GET' || req.method === 'HEAD')) {
      sendJson(res, 200, { status: 'ok' });
      return;
    }
    if (pathname !== MAIL_LIST_PATH) {
      sendJson(res, 404, { error: 'not_found' });
      discardRest(req);
      return;
    }

    const native = req.method === 'POST' && mediaTypeOf(req.headers['content-type']) === FORM_TYPE;
    // CORS: only the configured site may call from a browser. Requests without an Origin
    // (curl, server-side tools) are not browser cross-origin calls and pass.
    const origin = req.headers.origin;
    /** @type {Record<string, string>} */
    const cors = { Vary: 'Origin' };
    /**
     * A refusal: JSON for the islands, the failure page for a native post.
     * @param {HttpError} error
     */
    const refuse = (error) => {
      const headers = { ...cors, ...error.headers };
      if (native) sendRedirect(res, `${siteUrl}${NATIVE_POST_PAGES.failed}`, headers);
      else sendJson(res, error.status, error.body, headers);
      if (error.status === 408) res.on('finish', () => req.socket.destroy());
      else discardRest(req);
    };

    if (origin !== undefined) {
      if (!origins.has(origin)) {
        refuse(new HttpError(403, { error: 'origin_not_allowed' }));
        return;
      }
      cors['Access-Control-Allow-Origin'] = origin;
      cors['Access-Control-Expose-Headers'] = 'Retry-After';
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers': `Content-Type, ${ELAPSED_HEADER}, ${HONEYPOT_HEADER}, ${LEAD_SOURCE_HEADER}`,
        'Access-Control-Max-Age': '600',
        'Content-Length': '0',
      });
      res.end();
      return;
    }
    if (req.method !== 'POST') {
      refuse(new HttpError(405, { error: 'method_not_allowed' }, { Allow: 'POST, OPTIONS' }));
      return;
    }

    try {
      const kind = await accept(req, native);
      if (native && kind !== 'chat')
        sendRedirect(res, `${siteUrl}${NATIVE_POST_PAGES[kind]}`, cors);
      else sendJson(res, 201, ACCEPTED_BODY, cors);
    } catch (error) {
      if (error instanceof HttpError) {
        refuse(error);
        return;
      }
      // Storage failed: the submission is not stored, so never answer 2xx.
      log(`mail-list: storing a submission failed: ${firstLine(error)}`);
      refuse(new HttpError(500, { error: 'storage_failed' }));
    }
  }

  return function handle(req, res) {
    // A socket error must not become an unhandled 'error' event.
    req.on('error', () => {});
    res.on('error', () => {});
    const fallback = (/** @type {unknown} */ error) => {
      log(`mail-list: request failed: ${firstLine(error)}`);
      if (!res.headersSent)
        sendJson(res, 500, { error: 'internal_error' }, { Connection: 'close' });
      else res.destroy();
    };
    try {
      route(req, res).catch(fallback);
    } catch (error) {
      fallback(error);
    }
  };
}

/** @param {unknown} error */
export function firstLine(error) {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.split('\n')[0] ?? '';
}

/**
 * Closes a connection on arrival when its address already holds `perClient` open ones, so
 * one client holding slow or idle sockets cannot take every slot of the global cap. Only
 * addresses with an open connection are tracked: the map is never larger than the global cap.
 * The socket address is the right key even behind a proxy: there the proxy, not this cap,
 * has to share its connections fairly (docs/lead-delivery.md#one-client-cannot-starve-the-others).
 * @param {http.Server} server
 * @param {number} perClient
 */
function capConnectionsPerClient(server, perClient) {
  /** @type {Map<string, number>} */
  const open = new Map();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > perClient) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/**
 * The server with its bounds: request head within `headersTimeoutMs`, the whole request
 * within head + body timeouts (checked every second, not Node's 30 s sweep), idle keep-alive
 * connections closed after 5 s, at most `maxConnections` sockets at once and at most
 * `maxConnectionsPerClient` of them from one address.
 * @param {HandlerOptions} options
 */
export function createMailListServer(options) {
  const server = http.createServer(
    {
      headersTimeout: options.headersTimeoutMs,
      requestTimeout: options.headersTimeoutMs + options.bodyTimeoutMs + 1_000,
      connectionsCheckingInterval: 1_000,
      maxHeaderSize: MAX_HEADER_BYTES,
    },
    createMailListHandler(options),
  );
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.maxConnections = options.maxConnections;
  capConnectionsPerClient(server, options.maxConnectionsPerClient);
  return server;
}
