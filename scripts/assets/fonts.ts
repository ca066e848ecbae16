// Runs before `next build` and `next dev` (package.json pre-scripts): cuts the two variable
// fonts (Inter for text, Plus Jakarta Sans for headings, from their @fontsource packages) down
// to what the site draws, into app/fonts/generated/ where app/layout.tsx loads them.
// - Characters: printable ASCII, a fixed set of typographic marks, and every other character
//   written anywhere in content/, app/, components/ or lib/, so an article with a new letter
//   brings its glyph along (no test or editor has to remember it).
// - Weights: the range each family is used at (FONT_SUBSETS; app/layout.tsx declares the same,
//   a jest test holds them together and e2e/fonts.spec.ts checks every rendered weight).
// - Fallbacks: fallbacks.css, one @font-face per system font a visitor's device already has,
//   sized to each family's metrics so the page does not move when the web font swaps in.
// Both subsets are preloaded: the full latin files are 75.6 KB, the subsets about 36 KB. The
// sized fallbacks matter where a font arrives after the first paint (a slow phone network):
// the text is already laid out at its final size (docs/measurements.md#fonts).
import fs from 'node:fs';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import { fromBuffer } from '@capsizecss/unpack';
import subsetFont from 'subset-font';
import { filesUnder } from '../../lib/utils/files-under';
import fallbackMetrics from './fallback-metrics.json';

/** Where the subsets go (gitignored; regenerated on every build). */
export const FONT_DIR = path.join('app', 'fonts', 'generated');

/**
 * Each family's source file, output name and weight range [min, max] (the wght axis kept).
 */
export const FONT_SUBSETS: Array<{
  family: string;
  source: string;
  file: string;
  weight: [number, number];
  /**
   * Characters left out on purpose, drawn by the next face in the stack instead
   * (docs/measurements.md#the-hyphen-in-headings).
   */
  omit?: string;
}> = [
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
    // Its hyphen is nearly as long as an en dash: "Real-time" read as "Real–time".
    omit: '-',
  },
];

/**
 * Arial's and Roboto's metrics, as Capsize's metrics package (4.3.0, MIT) gives them: two
 * fonts' figures, kept here rather than installing that package's 30,000
 * files on every CI run (docs/measurements.md#fallback-metrics).
 */
const { arial, roboto } = fallbackMetrics;

/**
 * Capsize ships the regular weights only. Bold, as @capsizecss/unpack reads it from Liberation
 * Sans Bold (Arial Bold's metric-compatible twin) and @fontsource/roboto's 700 file: only the
 * average glyph width differs from the regular weight.
 */
const bold = (regular: typeof arial, xWidthAvg: number) => ({
  ...regular,
  xWidthAvg,
  subsets: { ...regular.subsets, latin: { xWidthAvg } },
});

/**
 * The system fonts the first paint falls back to, in the order the browser tries them: Arial
 * (iOS, macOS, Windows; on Linux its metric-compatible twin Liberation Sans) and Roboto
 * (Android, ChromeOS). `local` lists the names a device may know each face by; bold text
 * falls back to the real bold face, far closer in width than a synthesised one.
 */
export const FALLBACK_FONTS = [
  {
    name: 'Arial',
    regular: { metrics: arial, local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'] },
    bold: {
      metrics: bold(arial, 983),
      local: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
    },
  },
  {
    name: 'Roboto',
    regular: { metrics: roboto, local: ['Roboto', 'Roboto Regular', 'Roboto-Regular'] },
    bold: { metrics: bold(roboto, 926), local: ['Roboto Bold', 'Roboto-Bold'] },
  },
];

/** From this weight on, text falls back to the bold system face (CSS's own bold threshold). */
const BOLD_FROM = 600;

/**
 * The family names of one font's sized fallbacks, as app/layout.tsx lists them in `fallback`.
 * Words only: next/font writes them into CSS unquoted.
 */
export const fallbackFamilies = (family: string) =>
  FALLBACK_FONTS.map(({ name }) => `${family} Fallback ${name}`);

const fontFaceRule = (face: Record<string, string | number>): string =>
  `@font-face{${Object.entries(face)
    .map(
      ([property, value]) => `${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`,
    )
    .join(';')}}`;

/**
 * @font-face rules that size each system fallback to the font's own metrics (average glyph
 * width, ascent, descent) at every weight of its range in steps of 100, so text set in the
 * fallback takes the room the web font will take and nothing moves when it swaps in.
 * `family`: the web font's family name; `fontFile`: the variable web font, whose instances are
 * measured; `[min, max]`: the range of the wght axis it is used at.
 */
export async function fallbackFontFaces(
  family: string,
  fontFile: Buffer,
  [min, max]: [number, number],
) {
  const names = fallbackFamilies(family);
  const rules: string[] = [];
  for (let weight = min; weight <= max; weight += 100) {
    const instance = await subsetFont(fontFile, ALWAYS, {
      targetFormat: 'truetype',
      variationAxes: { wght: weight },
    });
    const metrics = { ...(await fromBuffer(instance)), familyName: family };
    FALLBACK_FONTS.forEach((fallback, i) => {
      const face = weight >= BOLD_FROM ? fallback.bold : fallback.regular;
      const [sized] = createFontStack([metrics, face.metrics], {
        fontFaceFormat: 'styleObject',
      }).fontFaces;
      // Capsize's overrides, under our family name and with every local name of the face.
      rules.push(
        fontFaceRule({
          ...sized?.['@font-face'],
          fontFamily: `"${names[i]}"`,
          src: face.local.map((local) => `local("${local}")`).join(','),
          fontWeight: String(weight),
        }),
      );
    });
  }
  return rules.join('\n');
}

/** The characters every subset keeps whatever the content says today. */
const ALWAYS = [
  ...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)),
  ...'\u00a0‘’“”–—…→←↑↓−•·×÷©®™°€£₹',
].join('');

const SCANNED = ['content', 'app', 'components', 'lib'];
const TEXT_FILE = /\.(mdx?|json|tsx?|mjs)$/;

const textFiles = (dir: string): string[] =>
  filesUnder(dir, { skip: (name) => name === 'generated' }).filter((file) => TEXT_FILE.test(file));

/**
 * The characters the subsets keep: ALWAYS plus every printable non-ASCII character in the
 * site's sources, sorted (so the output changes only when the set does).
 */
export function siteCharacters(root = process.cwd()) {
  const chars = new Set(ALWAYS);
  for (const dir of SCANNED)
    for (const file of textFiles(path.join(root, dir)))
      for (const char of fs.readFileSync(file, 'utf8'))
        if (char > '~' && !/[\p{C}\p{Z}]/u.test(char)) chars.add(char);
  return [...chars].sort().join('');
}

/** Writes only changed bytes, so Next's cache stays warm. */
function writeIfChanged(file: string, data: string | Buffer) {
  const bytes = Buffer.from(data);
  if (!fs.existsSync(file) || !fs.readFileSync(file).equals(bytes)) fs.writeFileSync(file, bytes);
}

/**
 * Writes each subset (only when its bytes changed, so Next's cache stays warm) and the list of
 * characters kept, for the e2e check; returns {file, bytes} per font. `modules`: where the
 * font packages are.
 */
export async function writeFontSubsets({
  root = process.cwd(),
  modules = path.join(root, 'node_modules'),
}: { root?: string; modules?: string } = {}) {
  const text = siteCharacters(root);
  const dir = path.join(root, FONT_DIR);
  fs.mkdirSync(dir, { recursive: true });
  const written = [];
  const fallbacks = [];
  for (const font of FONT_SUBSETS) {
    const source = fs.readFileSync(path.join(modules, font.source));
    const [min, max] = font.weight;
    const kept = [...text].filter((char) => !font.omit?.includes(char)).join('');
    const subset = await subsetFont(source, kept, {
      targetFormat: 'woff2',
      variationAxes: { wght: { min, max } },
    });
    const target = path.join(dir, font.file);
    writeIfChanged(target, subset);
    written.push({ file: target, bytes: subset.length, sourceBytes: source.length });
    fallbacks.push(await fallbackFontFaces(font.family, subset, font.weight));
  }
  writeIfChanged(path.join(dir, 'fallbacks.css'), fallbacks.join('\n') + '\n');
  const omitted = Object.fromEntries(
    FONT_SUBSETS.filter((font) => font.omit).map((font) => [font.family, font.omit]),
  );
  fs.writeFileSync(
    path.join(dir, 'characters.json'),
    JSON.stringify({ characters: text, omitted }) + '\n',
  );
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve('scripts/assets/fonts.ts')) {
  const kb = (n: number) => (n / 1024).toFixed(1);
  writeFontSubsets().then((written) => {
    for (const { file, bytes, sourceBytes } of written)
      console.log(
        `fonts: ${path.relative(process.cwd(), file)} ${kb(bytes)} KB (from ${kb(sourceBytes)} KB)`,
      );
  });
}
