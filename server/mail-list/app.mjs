// @ts-check
/**
 * The HTTP side of the local mail-list service: POST /v1/iam/mail-list, the same contract as
 * the provider's API (the site only looks at the status). Plain node:http, no framework.
 *
 * Order of checks, cheapest first: path, CORS origin, method, rate limit, media type, declared
 * size, streamed size, JSON syntax, the shared zod schema; only then is the submission stored,
 * and only once it is committed does the client get 2xx.
 */
import http from 'node:http';
import { parseMailListPayload } from '../../lib/mail-list/payload-schemas.mjs';
import { createRateLimiter } from './rate-limit.mjs';

export const MAIL_LIST_PATH = '/v1/iam/mail-list';

/**
 * @typedef {import('./config.mjs').MailListConfig} MailListConfig
 * @typedef {{ save(submission: import('./db.mjs').Submission): Promise<import('./db.mjs').StoredSubmission> }} Writer
 */

class HttpError extends Error {
  /**
   * @param {number} status
   * @param {Record<string, unknown>} body
   */
  constructor(status, body) {
    super(String(body.error));
    this.status = status;
    this.body = body;
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
 * Reads the body up to `limit` bytes; rejects with 413 as soon as it is exceeded.
 * @param {http.IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<string>}
 */
function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let failed = false;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        chunks.length = 0;
        reject(tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    });
    let ended = false;
    req.on('end', () => {
      ended = true;
      if (!failed) resolve(Buffer.concat(chunks).toString('utf8'));
    });
    // The client went away mid-body: nothing to store, nobody to answer.
    const incomplete = () => {
      if (ended || failed) return;
      failed = true;
      reject(new HttpError(400, { error: 'body_incomplete' }));
    };
    req.on('error', incomplete);
    req.on('close', incomplete);
  });
}

/** How much of a refused body is read and thrown away before the connection is cut. */
const DISCARD_LIMIT_BYTES = 1024 * 1024;

/**
 * Reads and drops what is left of a refused request, so the client, still sending, gets to
 * read the answer instead of a reset connection; a client that goes on past the discard limit
 * is cut off.
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
 * @param {http.IncomingMessage} req
 * @param {boolean} trustProxy
 */
function clientIp(req, trustProxy) {
  const forwarded = req.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string' && forwarded.trim()) {
    return /** @type {string} */ (forwarded.split(',')[0]).trim();
  }
  return req.socket.remoteAddress ?? 'unknown';
}

/**
 * @param {MailListConfig & { writer: Writer; log?: (message: string) => void }} options
 * @returns {http.RequestListener}
 */
export function createMailListHandler({
  writer,
  allowedOrigins,
  rateLimitMax,
  rateLimitWindowMs,
  bodyLimitBytes,
  trustProxy,
  log = (message) => console.error(message),
}) {
  const limiter = createRateLimiter({ max: rateLimitMax, windowMs: rateLimitWindowMs });
  const origins = new Set(allowedOrigins);

  /**
   * @param {http.IncomingMessage} req
   * @param {Record<string, string>} cors
   */
  async function accept(req, cors) {
    const limit = limiter.hit(clientIp(req, trustProxy));
    if (!limit.allowed) {
      throw Object.assign(new HttpError(429, { error: 'rate_limited' }), {
        headers: { ...cors, 'Retry-After': String(limit.retryAfterSeconds) },
      });
    }
    const mediaType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'application/json') {
      throw new HttpError(415, { error: 'unsupported_media_type', expected: 'application/json' });
    }
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > bodyLimitBytes) throw tooLarge(bodyLimitBytes);

    const text = await readBody(req, bodyLimitBytes);
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      throw new HttpError(400, { error: 'invalid_json', message: 'the body is not valid JSON' });
    }
    const parsed = parseMailListPayload(body);
    if (!parsed.success) {
      const first = /** @type {import('../../lib/mail-list/payload-schemas.mjs').PayloadIssue} */ (
        parsed.issues[0]
      );
      throw new HttpError(400, {
        error: 'invalid_payload',
        field: first.field,
        message: `${first.field}: ${first.message}`,
        issues: parsed.issues,
      });
    }
    return writer.save({ kind: parsed.kind, data: parsed.data });
  }

  return async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/healthz' && (req.method === 'GET' || req.method === 'HEAD')) {
      sendJson(res, 200, { status: 'ok' });
      return;
    }
    if (url.pathname !== MAIL_LIST_PATH) {
      sendJson(res, 404, { error: 'not_found' });
      return;
    }

    // CORS: only the configured site may call from a browser. Requests without an Origin
    // (curl, server-side tools) are not browser cross-origin calls and pass.
    const origin = req.headers.origin;
    /** @type {Record<string, string>} */
    const cors = { Vary: 'Origin' };
    if (origin !== undefined) {
      if (!origins.has(origin)) {
        sendJson(res, 403, { error: 'origin_not_allowed' }, cors);
        discardRest(req);
        return;
      }
      cors['Access-Control-Allow-Origin'] = origin;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Access-Control-Max-Age': '600',
        'Content-Length': '0',
      });
      res.end();
      return;
    }
    if (req.method !== 'POST') {
      sendJson(res, 405, { error: 'method_not_allowed' }, { ...cors, Allow: 'POST, OPTIONS' });
      discardRest(req);
      return;
    }

    try {
      const stored = await accept(req, cors);
      // A repeated newsletter address is stored once, but answered like a new one (with the
      // time of this request): otherwise anyone could learn whether, and since when, an
      // address is on the list.
      sendJson(
        res,
        201,
        {
          status: 'stored',
          id: stored.id,
          receivedAt: stored.duplicate ? new Date().toISOString() : stored.receivedAt,
        },
        cors,
      );
    } catch (error) {
      if (error instanceof HttpError) {
        const headers = /** @type {{ headers?: Record<string, string> }} */ (error).headers ?? cors;
        sendJson(res, error.status, error.body, headers);
        discardRest(req);
        return;
      }
      // Storage failed: the submission is not stored, so never answer 2xx.
      log(`mail-list: storing a submission failed: ${/** @type {Error} */ (error).stack ?? error}`);
      sendJson(res, 500, { error: 'storage_failed' }, cors);
    }
  };
}

/**
 * @param {MailListConfig & { writer: Writer; log?: (message: string) => void }} options
 */
export function createMailListServer(options) {
  const server = http.createServer(createMailListHandler(options));
  // Slow clients cannot hold connections open for ever.
  server.headersTimeout = 10_000;
  server.requestTimeout = 15_000;
  server.keepAliveTimeout = 5_000;
  return server;
}
