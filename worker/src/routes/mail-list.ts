/**
 * POST /v1/iam/mail-list: the forms' endpoint (docs/mail-list-service.md#what-it-answers).
 * Checks in order, cheapest first: origin (CORS), method, rate limit, media type, body size,
 * syntax and schema, spam; then the lead and its outbox rows are committed in one batch, and
 * only then is the visitor answered 2xx and the deliveries enqueued.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { ELAPSED_HEADER, HONEYPOT_HEADER, NATIVE_POST_PAGES } from '../../../lib/leads/native-post';
import { LEAD_SOURCE_HEADER } from '../../../lib/leads/lead-source';
import { FORM_BODY_LIMIT_BYTES, JSON_BODY_LIMIT_BYTES } from '../body-limits';
import { configuredChannels } from '../delivery/index';
import type { Env } from '../env';
import { HttpError, isStorageFull, tooLarge } from '../errors';
import { readSubmission } from '../intake';
import { enqueueLead } from '../outbox';
import { settingsOf } from '../settings';
import { countSpam, insertLead, setStorageFull } from '../store';

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** The one answer to every accepted submission, stored, repeated or spam alike. */
const ACCEPTED_BODY = { status: 'received' };

export type AppEnv = { Bindings: Env; Variables: { native: boolean } };

const mediaTypeOf = (c: Context) =>
  (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** Where a native post lands: the configured site, or this origin (a relative Location). */
export const nativePage = (c: Context<AppEnv>, page: string) =>
  `${settingsOf(c.env).siteUrl}${page}`;

export const mailList = new Hono<AppEnv>();

// A browser call from another origin must be allowed; a request without Origin (curl, a server)
// is not a browser's cross-origin call and passes. Same origin always passes.
const isAllowedOrigin = (origin: string, c: Context<AppEnv>) =>
  origin === new URL(c.req.url).origin || settingsOf(c.env).allowedOrigins.has(origin);

mailList.use(async (c, next) => {
  c.set('native', c.req.method === 'POST' && mediaTypeOf(c) === FORM_TYPE);
  await next();
});
mailList.use(
  cors({
    origin: (origin, c) => (isAllowedOrigin(origin, c) ? origin : null),
    allowMethods: ['POST', 'OPTIONS'],
    allowHeaders: ['Content-Type', ELAPSED_HEADER, HONEYPOT_HEADER, LEAD_SOURCE_HEADER],
    exposeHeaders: ['Retry-After'],
    maxAge: 600,
  }),
);
mailList.use(async (c, next) => {
  const origin = c.req.header('origin');
  if (origin !== undefined && !isAllowedOrigin(origin, c))
    throw new HttpError(403, { error: 'origin_not_allowed' });
  await next();
});

mailList.post(
  '/',
  async (c, next) => {
    const settings = settingsOf(c.env);
    if (settings.rateLimited) {
      const key = c.req.header('cf-connecting-ip') ?? 'unknown';
      const { success } = await c.env.LEAD_RATE_LIMITER!.limit({ key });
      if (!success) throw new HttpError(429, { error: 'rate_limited' }, { 'Retry-After': '60' });
    }
    const mediaType = mediaTypeOf(c);
    if (mediaType !== JSON_TYPE && mediaType !== FORM_TYPE)
      throw new HttpError(415, {
        error: 'unsupported_media_type',
        expected: `${JSON_TYPE} or ${FORM_TYPE}`,
      });
    const limit = mediaType === FORM_TYPE ? FORM_BODY_LIMIT_BYTES : JSON_BODY_LIMIT_BYTES;
    return bodyLimit({
      maxSize: limit,
      onError: () => {
        throw tooLarge(limit);
      },
    })(c, next);
  },
  async (c) => {
    const native = c.get('native');
    const intake = readSubmission(await c.req.text(), native, c.req.raw.headers);
    const answer = () =>
      native && intake.kind !== 'chat'
        ? c.body(null, 303, {
            Location: nativePage(c, NATIVE_POST_PAGES[intake.kind]),
            'Referrer-Policy': 'no-referrer',
          })
        : c.json(ACCEPTED_BODY, 201);

    if (intake.verdict === 'honeypot') {
      // Answered exactly like a stored submission (the bot learns nothing), but only counted.
      await countSpam(c.env.DB, 'honeypot').catch((error) =>
        console.error(`leads: counting spam failed: ${String(error)}`),
      );
      return answer();
    }
    const channels = configuredChannels(c.env);
    const settings = settingsOf(c.env);
    let stored;
    try {
      // Too fast for a person is a signal, not a verdict: kept apart, never delivered.
      stored = await insertLead(
        c.env.DB,
        { ...intake, quarantined: intake.verdict === 'too-fast' },
        channels,
      );
    } catch (error) {
      if (!isStorageFull(error)) throw error;
      throw new HttpError(507, { error: 'storage_full' });
    }
    if (stored.sizeAfter >= settings.maxDbBytes) {
      console.error('leads: storage bound reached (LEADS_MAX_DB_BYTES); new leads get 507');
      c.executionCtx.waitUntil(setStorageFull(c.env.DB, true));
    }
    if (stored.id && intake.verdict === 'ok' && channels.length)
      enqueueLead(c.executionCtx, c.env, stored.id, channels);
    return answer();
  },
);

mailList.all('/', () => {
  throw new HttpError(405, { error: 'method_not_allowed' }, { Allow: 'POST, OPTIONS' });
});
