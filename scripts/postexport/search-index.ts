// Site search, the last step of `npm run build` (build.ts): writes the Pagefind index of every
// content page to out/pagefind/, which the /search island loads.
// Pagefind's Node API is fed each page's HTML after we mark its <main> as the body to index
// and tag its kind (Article, Service, ...), so no page component needs Pagefind attributes.
import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../../lib/utils/files-under';
import { searchablePage } from './search-pages';

/** The HTML files of the export, relative to it (not Next's, not a previous index). */
const htmlFiles = (dir: string) =>
  filesUnder(dir, { skip: (name) => name === '_next' || name === 'pagefind' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.relative(dir, file));

/** Pages indexed per kind. */
export async function buildSearchIndex(
  outDir = path.join(process.cwd(), 'out'),
): Promise<Record<string, number>> {
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
  const kinds: Record<string, number> = {};
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
