// Arabic text as SVG outlines, for the Loomcart cover's right-to-left phone (saffron-cover.ts).
//
// The site's fonts (Inter, Plus Jakarta Sans) have no Arabic, and outline.ts sets text glyph
// by glyph with no shaping, which would draw every Arabic letter in its isolated form. HarfBuzz
// (harfbuzzjs) shapes each line: joining forms, the lam-alef ligature and right-to-left order.
// HarfBuzz does not reorder mixed directions, so a line is split into runs first: digits and
// Latin letters ("الـ22") are shaped left to right and set where they fall in the line.
// The outlines come from DejaVu Sans, the Arabic face installed with the system's fonts
// (fonts-dejavu-core); the committed SVG needs no font, only a rerun of the generator does.
import fs from 'node:fs';
import * as hb from 'harfbuzzjs';

const DEJAVU = '/usr/share/fonts/truetype/dejavu';
const FILES = { book: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;
export type ArabicWeight = keyof typeof FILES;

const fonts = new Map<ArabicWeight, { font: hb.Font; upem: number }>();
function font(weight: ArabicWeight) {
  let loaded = fonts.get(weight);
  if (!loaded) {
    const file = `${DEJAVU}/${FILES[weight]}`;
    if (!fs.existsSync(file)) {
      throw new Error(`${file} is missing: install fonts-dejavu-core to draw the Arabic cover`);
    }
    const face = new hb.Face(new hb.Blob(fs.readFileSync(file)));
    loaded = { font: new hb.Font(face), upem: face.upem };
    fonts.set(weight, loaded);
  }
  return loaded;
}

/** Runs that read left to right inside an Arabic line. */
const LTR_RUN = /([0-9A-Za-z]+)/;

/** One run's glyphs, left to right, as paths in font units, and its advance. */
function shapeRun(weight: ArabicWeight, text: string, ltr: boolean) {
  const { font: face } = font(weight);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  buffer.setDirection(ltr ? hb.Direction.LTR : hb.Direction.RTL);
  hb.shape(face, buffer);
  const positions = buffer.getGlyphPositions();
  let advance = 0;
  const glyphs = buffer.getGlyphInfos().map((info, i) => {
    if (info.codepoint === 0) throw new Error(`DejaVu Sans cannot draw "${text}"`);
    const at = positions[i]!;
    const glyph = { d: face.glyphToPath(info.codepoint), x: advance + at.xOffset, y: at.yOffset };
    advance += at.xAdvance;
    return glyph;
  });
  return { glyphs, advance };
}

const num = (v: number) => v.toFixed(1).replace(/\.0$/, '');

export interface ArabicRun {
  text: string;
  size: number;
  /** Where the line ends on the right (its start, read right to left) unless anchored. */
  x: number;
  baseline: number;
  fill: string;
  weight?: ArabicWeight;
  anchor?: 'start' | 'middle';
}

/**
 * An Arabic line as one group of filled paths, laid out right to left from x (or centred on
 * it), and its width.
 */
export function arabic({ text, size, x, baseline, fill, weight = 'book', anchor }: ArabicRun) {
  const { upem } = font(weight);
  // Reading order is right to left, so the line's runs are drawn from the last to the first.
  const runs = text
    .split(LTR_RUN)
    .filter(Boolean)
    .map((part) => shapeRun(weight, part, LTR_RUN.test(part)))
    .reverse();
  const scale = size / upem;
  const width = runs.reduce((sum, run) => sum + run.advance, 0) * scale;
  const left = anchor === 'middle' ? x - width / 2 : x - width;
  let cursor = 0;
  const paths = runs.flatMap((run) => {
    const drawn = run.glyphs
      .filter((glyph) => glyph.d)
      .map((g) => `<path transform="translate(${cursor + g.x} ${g.y})" d="${g.d}"/>`);
    cursor += run.advance;
    return drawn;
  });
  const transform = `translate(${num(left)} ${num(baseline)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})`;
  return { path: `<g fill="${fill}" transform="${transform}">${paths.join('')}</g>`, width };
}
