// @ts-check
// Site search, step 3 of `npm run build` (after next build and scripts/postexport/main.mjs): writes
// the Pagefind index of every content page to out/pagefind/, which the /search island loads.
// Pagefind's Node API is fed each page's HTML after we mark its <main> as the body to index
// and tag its kind (Article, Service, ...), so no page component needs Pagefind attributes.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { filesUnder } from '../../lib/utils/files-under';
import { searchablePage } from './search-pages.mjs';

/** The HTML files of the export, relative to it (not Next's, not a previous index). */
const htmlFiles = (/** @type {string} */ dir) =>
  filesUnder(dir, { skip: (name) => name === '_next' || name === 'pagefind' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.relative(dir, file));

/** @returns {Promise<Record<string, number>>} pages indexed per kind */
export async function buildSearchIndex(outDir = path.join(process.cwd(), 'out')) {
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({
    forceLanguage: 'en',
    // Navigation, forms and icons are on many pages and are not what a visitor searches for.
    excludeSelectors: [
      'nav',
      'form',
      'svg',
      'script',
      '[data-island="chat"]',
      // Cards of other pages (related articles) would make a page match for their words.
      '[aria-labelledby="related-articles"]',
    ],
  });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  /** @type {Record<string, number>} */
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
  buildSearchIndex().then(
    (kinds) => {
      const total = Object.values(kinds).reduce((a, b) => a + b, 0);
      const list = Object.entries(kinds).map(([kind, n]) => `${n} ${kind}`);
      console.log(
        `search-index: ${total} pages in out/pagefind (${list.join(', ')}) in ${Date.now() - started} ms`,
      );
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
