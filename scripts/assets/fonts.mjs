// @ts-check
// Runs before `next build` and `next dev` (package.json pre-scripts): cuts the two variable
// fonts (Inter for text, Plus Jakarta Sans for headings, from their @fontsource packages) down
// to what the site draws, into app/fonts/generated/ where app/layout.tsx loads them.
// - Characters: printable ASCII, a fixed set of typographic marks, and every other character
//   written anywhere in content/, app/, components/ or lib/, so an article with a new letter
//   brings its glyph along (no test or editor has to remember it).
// - Weights: the range each family is used at (FONT_SUBSETS; app/layout.tsx declares the same,
//   a jest test holds them together and e2e/fonts.spec.ts checks every rendered weight).
// Both fonts are preloaded and on the first paint's critical path; the full latin files are
// 75.6 KB, the subsets about 36 KB: on a phone's 1.6 Mbit/s about 0.2 s earlier.
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

/** Where the subsets go (gitignored; regenerated on every build). */
export const FONT_DIR = path.join('app', 'fonts', 'generated');

/**
 * Each family's source file, output name and weight range [min, max] (the wght axis kept).
 * @type {Array<{family: string, source: string, file: string, weight: [number, number]}>}
 */
export const FONT_SUBSETS = [
  {
    family: 'Inter',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    file: 'inter-wght.woff2',
    weight: [400, 700],
  },
  {
    family: 'Plus Jakarta Sans',
    source:
      '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
    file: 'plus-jakarta-sans-wght.woff2',
    weight: [400, 800],
  },
];

/** The characters every subset keeps whatever the content says today. */
const ALWAYS = [
  ...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)),
  ...'\u00a0‘’“”–—…→←↑↓−•·×÷©®™°€£₹',
].join('');

const SCANNED = ['content', 'app', 'components', 'lib'];
const TEXT_FILE = /\.(mdx?|json|tsx?|mjs)$/;

/** @param {string} dir @returns {string[]} */
function textFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : textFiles(full);
    return TEXT_FILE.test(entry.name) ? [full] : [];
  });
}

/**
 * The characters the subsets keep: ALWAYS plus every printable non-ASCII character in the
 * site's sources, sorted (so the output changes only when the set does).
 * @param {string} root
 */
export function siteCharacters(root = process.cwd()) {
  const chars = new Set(ALWAYS);
  for (const dir of SCANNED)
    for (const file of textFiles(path.join(root, dir)))
      for (const char of fs.readFileSync(file, 'utf8'))
        if (char > '~' && !/[\p{C}\p{Z}]/u.test(char)) chars.add(char);
  return [...chars].sort().join('');
}

/**
 * Writes each subset (only when its bytes changed, so Next's cache stays warm) and the list of
 * characters kept, for the e2e check; returns {file, bytes} per font.
 * @param {{root?: string, modules?: string}} [options] modules: where the font packages are
 */
export async function writeFontSubsets({
  root = process.cwd(),
  modules = path.join(root, 'node_modules'),
} = {}) {
  const text = siteCharacters(root);
  const dir = path.join(root, FONT_DIR);
  fs.mkdirSync(dir, { recursive: true });
  const written = [];
  for (const font of FONT_SUBSETS) {
    const source = fs.readFileSync(path.join(modules, font.source));
    const [min, max] = font.weight;
    const subset = await subsetFont(source, text, {
      targetFormat: 'woff2',
      variationAxes: { wght: { min, max } },
    });
    const target = path.join(dir, font.file);
    if (!fs.existsSync(target) || !fs.readFileSync(target).equals(subset))
      fs.writeFileSync(target, subset);
    written.push({ file: target, bytes: subset.length, sourceBytes: source.length });
  }
  fs.writeFileSync(path.join(dir, 'characters.json'), JSON.stringify({ characters: text }) + '\n');
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve('scripts/assets/fonts.mjs')) {
  const kb = (/** @type {number} */ n) => (n / 1024).toFixed(1);
  writeFontSubsets().then((written) => {
    for (const { file, bytes, sourceBytes } of written)
      console.log(
        `fonts: ${path.relative(process.cwd(), file)} ${kb(bytes)} KB (from ${kb(sourceBytes)} KB)`,
      );
  });
}
