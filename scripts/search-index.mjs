// Site search, step 3 of `npm run build` (after next build and scripts/postbuild.mjs): writes
// the Pagefind index of every content page to out/pagefind/, which the /search island loads.
// Pagefind's Node API is fed each page's HTML after we mark its <main> as the body to index
// and tag its kind (Article, Service, ...), so no page component needs Pagefind attributes.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Pages that are not content: lists, search itself, the stubs and the not-found page. */
const SKIPPED = [
  /^\/(404|500|_not-found)$/,
  /^\/search$/,
  /^\/blog$/,
  /^\/blog\/(page|category)\//,
];

/** The kind of page a result shows, from its URL. */
const KINDS = [
  [/^\/blog\/[^/]+$/, 'Article'],
  [/^\/services\/.+/, 'Service'],
  [/^\/technologies\/.+/, 'Technology'],
  [/^\/products\/.+/, 'Product'],
  [/^\/case-studies\/.+/, 'Case study'],
];

export const pageKind = (url) => KINDS.find(([re]) => re.test(url))?.[1] ?? 'Page';

/** out/about.html -> /about, out/index.html -> /, out/blog/x.html -> /blog/x. */
export function urlOf(relativeFile) {
  const url = `/${relativeFile.replace(/\\/g, '/').replace(/\.html$/, '')}`;
  return url === '/index' ? '/' : url.replace(/\/index$/, '');
}

/**
 * The HTML to index for one exported page, or null when it is not a content page: a noindex
 * page (redirect stubs, confirmation and failure pages), a list page, /search, the 404.
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

function htmlFiles(dir, root = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === '_next' || entry.name === 'pagefind' ? [] : htmlFiles(full, root);
    return entry.name.endsWith('.html') ? [path.relative(root, full)] : [];
  });
}

export async function buildSearchIndex(outDir = path.join(process.cwd(), 'out')) {
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({
    forceLanguage: 'en',
    // Navigation, forms and icons are on many pages and are not what a visitor searches for.
    excludeSelectors: ['nav', 'form', 'svg', '[data-island="chat"]', 'script'],
  });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  const kinds = {};
  for (const file of htmlFiles(outDir)) {
    const page = searchablePage(file, fs.readFileSync(path.join(outDir, file), 'utf8'));
    if (!page) continue;
    const added = await index.addHTMLFile({ url: page.url, content: page.html });
    if (added.errors.length) throw new Error(`pagefind: ${page.url}: ${added.errors.join('; ')}`);
    kinds[page.kind] = (kinds[page.kind] ?? 0) + 1;
  }
  const written = await index.writeFiles({ outputPath: path.join(outDir, 'pagefind') });
  if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
  await pagefind.close();
  return kinds;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  const kinds = await buildSearchIndex();
  const total = Object.values(kinds).reduce((a, b) => a + b, 0);
  console.log(
    `search-index: ${total} pages in out/pagefind (${Object.entries(kinds)
      .map(([kind, n]) => `${n} ${kind}`)
      .join(', ')}) in ${Date.now() - started} ms`,
  );
}
