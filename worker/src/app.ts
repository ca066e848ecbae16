/**
 * The Worker's HTTP side: the lead API, the repeated-slash guard, and every refusal mapped to
 * its answer in one place. Every other request is the static assets' (wrangler.jsonc routes
 * only /v1/* and //* here).
 */
import { Hono } from 'hono';
import { NATIVE_POST_PAGES } from '../../lib/mail-list/native-post.mjs';
import { HttpError, firstLine } from './errors';
import { MAIL_LIST_PATH, mailList, nativePage, type AppEnv } from './routes/mail-list';

/** Headers of every API answer: nothing to sniff or cache. */
const API_HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

export const app = new Hono<AppEnv>();

app.use(async (c, next) => {
  // The asset server collapses repeated slashes, so `//about` or `//evil.example/` would answer
  // with a page at an address that is not its own (docs/host-runtime.md#repeated-slashes).
  if (c.req.path.startsWith('//'))
    return c.text('Bad Request\n', 400, { ...API_HEADERS, 'X-Frame-Options': 'DENY' });
  await next();
  for (const [name, value] of Object.entries(API_HEADERS)) c.res.headers.set(name, value);
});

app.route(MAIL_LIST_PATH, mailList);

app.all('/v1/*', () => {
  throw new HttpError(404, { error: 'not_found' });
});
app.all('*', (c) => c.env.ASSETS.fetch(c.req.raw));

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
