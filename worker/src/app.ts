/**
 * The Worker's HTTP side: the lead API, the repeated-slash guard, and every refusal mapped to
 * its answer in one place. Every other request is the static assets' (wrangler.jsonc routes
 * only /v1/* and //* here).
 */
import { Hono } from 'hono';
import { NATIVE_POST_PAGES } from '../../lib/leads/native-post';
import { HttpError, firstLine } from './errors';
import { MAIL_LIST_PATH } from '../../lib/leads/endpoint';
import { mailList, nativePage, type AppEnv } from './routes/mail-list';

/** Headers of every API answer: nothing to sniff or cache. */
const API_HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

export const app = new Hono<AppEnv>();

/**
 * Paths that name no page of ours: the asset server collapses repeated slashes and decodes
 * encoded ones, so `//evil.example/` or `/%2Fevil.example/` would answer with a page (or a
 * redirect) at an address that is not its own (docs/host-runtime.md#repeated-slashes).
 */
const HOSTILE_PATH = /^\/\/|%2f|%5c|%0[0-9a-f]|%1[0-9a-f]|%7f/i;

app.use(async (c, next) => {
  if (HOSTILE_PATH.test(new URL(c.req.url).pathname))
    return c.text('Bad Request\n', 400, { ...API_HEADERS, 'X-Frame-Options': 'DENY' });
  await next();
  if (!c.req.path.startsWith('/v1/')) return;
  for (const [name, value] of Object.entries(API_HEADERS)) c.res.headers.set(name, value);
});

app.route(MAIL_LIST_PATH, mailList);

app.all('/v1/*', () => {
  throw new HttpError(404, { error: 'not_found' });
});
app.all('*', async (c) => {
  const response = await c.env.ASSETS.fetch(c.req.raw);
  // The asset server's clean-URL redirects (`/about.html`, `/about/` to `/about`) are 307; the
  // page has moved for good, so search engines should hear 308 (docs/host-runtime.md#clean-urls).
  if (response.status !== 307) return response;
  return new Response(null, { status: 308, headers: response.headers });
});

app.onError((error, c) => {
  const refusal =
    error instanceof HttpError ? error : new HttpError(500, { error: 'internal_error' });
  // Storage or anything else failed: the submission is not stored, so never a 2xx.
  if (!(error instanceof HttpError)) console.error(`leads: request failed: ${firstLine(error)}`);
  if (c.get('native'))
    return c.body(null, 303, {
      ...refusal.headers,
      Location: nativePage(c, NATIVE_POST_PAGES.failed),
      'Referrer-Policy': 'no-referrer',
    });
  return c.json(refusal.body, refusal.status as 400, refusal.headers);
});
