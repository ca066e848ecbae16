// @ts-check
// Which exported pages the site search indexes, and as what kind of page (scripts/postexport/search-index.mjs).

/** Pages that are not content: lists, search itself, the stubs and the not-found page. */
const SKIPPED = [
  /^\/(404|500|_not-found)$/,
  /^\/search$/,
  /^\/blog$/,
  /^\/blog\/(page|category)\//,
];

/** The kind of page a result shows, from its URL. */
/** @type {Array<[RegExp, string]>} */
const KINDS = [
  [/^\/blog\/[^/]+$/, 'Article'],
  [/^\/services\/.+/, 'Service'],
  [/^\/technologies\/.+/, 'Technology'],
  [/^\/products\/.+/, 'Product'],
  [/^\/case-studies\/.+/, 'Case study'],
];

export const pageKind = (/** @type {string} */ url) =>
  KINDS.find(([re]) => re.test(url))?.[1] ?? 'Page';

/**
 * out/about.html -> /about, out/index.html -> /, out/blog/x.html -> /blog/x.
 * @param {string} relativeFile
 */
export function urlOf(relativeFile) {
  const url = `/${relativeFile.replace(/\\/g, '/').replace(/\.html$/, '')}`;
  return url === '/index' ? '/' : url.replace(/\/index$/, '');
}

/**
 * The HTML to index for one exported page, or null when it is not a content page: a noindex
 * page (redirect stubs, confirmation and failure pages), a list page, /search, the 404.
 * @param {string} relativeFile
 * @param {string} html
 * @returns {{ url: string, kind: string, html: string } | null}
 */
export function searchablePage(relativeFile, html) {
  const url = urlOf(relativeFile);
  if (SKIPPED.some((re) => re.test(url))) return null;
  if (/<meta[^>]+name="robots"[^>]+content="[^"]*noindex/i.test(html)) return null;
  if (/<meta http-equiv="refresh"/i.test(html) || !/<main\b/i.test(html)) return null;
  const kind = pageKind(url);
  const marked = html.replace(
    /<main\b/i,
    `<main data-pagefind-body data-pagefind-meta="type:${kind}" data-pagefind-filter="type:${kind}"`,
  );
  return { url, kind, html: marked };
}
