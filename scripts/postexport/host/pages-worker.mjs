// @ts-check
// Copied to out/_worker.js by scripts/postexport/main.mjs, with out/_routes.json (HOST_ROUTES)
// limiting it to the paths below: Cloudflare Pages runs it for those requests only; every other
// request is the static host's alone, with out/_headers and out/_redirects as before.
// Why: the host's asset server collapses repeated slashes, so `//`, `//about` or
// `//evil.example/` answered 200 with a page at an address that is not its own. They get a 400.
// The host never serves these two files itself; the preview (wrangler pages dev) would answer
// them with a 502, so they get a plain 404 here. Other hosts ignore both files.

/** The paths this worker answers (Cloudflare's `_routes.json` include list). */
export const HOST_ROUTES = {
  version: 1,
  include: ['//*', '/_worker.js', '/_routes.json'],
  exclude: [],
};

/** Headers of every answer here: nothing to sniff, frame or cache. */
const HEADERS = {
  'Content-Type': 'text/plain; charset=utf-8',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Cache-Control': 'no-store',
};

/**
 * @param {Request} request
 * @param {{ASSETS: {fetch: (request: Request) => Promise<Response>}}} env
 */
async function fetch(request, env) {
  const { pathname } = new URL(request.url);
  if (pathname.startsWith('//'))
    return new Response('Bad Request\n', { status: 400, headers: HEADERS });
  if (pathname === '/_worker.js' || pathname === '/_routes.json')
    return new Response('Not Found\n', { status: 404, headers: HEADERS });
  return env.ASSETS.fetch(request);
}

const pagesWorker = { fetch };
export default pagesWorker;
