// Which exported pages the site search indexes, and as what kind of page (scripts/postexport/search-index.ts).
import { elementsOf, type SourceElement } from './html';
import { routeOfFile } from './pages';

/** Pages that are not content: lists, search itself, the stubs and the not-found page. */
const SKIPPED = [
  /^\/(404|500|_not-found)$/,
  /^\/search$/,
  /^\/blog$/,
  /^\/blog\/(page|category)\//,
];

/** The kind of page a result shows, from its URL. */
const KINDS: Array<[RegExp, string]> = [
  [/^\/blog\/[^/]+$/, 'Article'],
  [/^\/services\/.+/, 'Service'],
  [/^\/technologies\/.+/, 'Technology'],
  [/^\/products\/.+/, 'Product'],
  [/^\/case-studies\/.+/, 'Case study'],
];

export const pageKind = (url: string) => KINDS.find(([re]) => re.test(url))?.[1] ?? 'Page';

/** The page's <meta name=...> or <meta http-equiv=...> of that name, read with parse5. */
const metaOf = (metas: readonly SourceElement[], attribute: 'name' | 'http-equiv', value: string) =>
  metas.find((meta) => meta.attrs[attribute]?.trim().toLowerCase() === value);

/**
 * The HTML to index for one exported page, or null when it is not a content page: a noindex
 * page (redirect stubs, confirmation and failure pages), a list page, /search, the 404.
 * Read with parse5 (html.ts), so attribute order, quoting and case do not matter and markup
 * inside a comment or a script is not taken for the page's.
 */
export function searchablePage(
  relativeFile: string,
  html: string,
): { url: string; kind: string; html: string } | null {
  const url = routeOfFile(relativeFile);
  if (SKIPPED.some((re) => re.test(url))) return null;
  const elements = elementsOf(html, ['meta', 'main']);
  const metas = elements.filter((element) => element.name === 'meta');
  const robots = metaOf(metas, 'name', 'robots')?.attrs.content ?? '';
  if (/\bnoindex\b/i.test(robots) || metaOf(metas, 'http-equiv', 'refresh')) return null;
  const main = elements.find((element) => element.name === 'main');
  if (!main) return null;
  const kind = pageKind(url);
  // The attributes go first in <main>'s start tag; the rest of the page stays as written.
  const at = main.start + '<main'.length;
  const marks = ` data-pagefind-body data-pagefind-meta="type:${kind}" data-pagefind-filter="type:${kind}"`;
  return { url, kind, html: html.slice(0, at) + marks + html.slice(at) };
}
