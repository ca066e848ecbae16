// Arabic text as SVG outlines, for the Loomcart cover's right-to-left phone (study-covers.ts).
//
// The site's fonts (Inter, Plus Jakarta Sans) have no Arabic, and outline.ts sets text glyph
// by glyph with no shaping, which would draw every Arabic letter in its isolated form. So this
// file shapes a line itself: each letter takes its initial, medial, final or isolated form
// from the Unicode presentation forms (U+FE70 to U+FEFF), lam-alef becomes its ligature, and
// the line is laid out right to left with its digits and Latin letters kept left to right.
// The outlines come from DejaVu Sans, the Arabic face installed with the system's fonts
// (fonts-dejavu-core); the committed SVG needs no font, only a rerun of the generator does.
import fs from 'node:fs';
import { create, type Font } from 'fontkitten';

const DEJAVU = '/usr/share/fonts/truetype/dejavu';
const FILES = { book: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;
export type ArabicWeight = keyof typeof FILES;

const fonts = new Map<ArabicWeight, Font>();
function font(weight: ArabicWeight): Font {
  let loaded = fonts.get(weight);
  if (!loaded) {
    const file = `${DEJAVU}/${FILES[weight]}`;
    if (!fs.existsSync(file)) {
      throw new Error(`${file} is missing: install fonts-dejavu-core to draw the Arabic cover`);
    }
    const parsed = create(fs.readFileSync(file));
    if (parsed.isCollection) throw new Error(`${file} is a collection, not one font`);
    loaded = parsed;
    fonts.set(weight, loaded);
  }
  return loaded;
}

/**
 * The presentation forms in Unicode's order from U+FE80: each base letter with its number of
 * forms, 4 for a letter that joins on both sides (isolated, final, initial, medial), 2 for one
 * that joins only to the letter before it (isolated, final), 1 for hamza, which never joins.
 */
const LETTERS = 'ءآأؤإئابةتثجحخدذرزسشصضطظعغفقكلمنهوىي';
const COUNTS = '122224242444442222444444444444444224';

/** Each letter's isolated form and how many forms it has. */
const FORMS = new Map<number, { isolated: number; forms: number }>();
let next = 0xfe80;
[...LETTERS].forEach((letter, i) => {
  const forms = Number(COUNTS[i]);
  FORMS.set(letter.codePointAt(0) ?? 0, { isolated: next, forms });
  next += forms;
});
if (next !== 0xfef5) throw new Error('the presentation-form table is out of step');

/** Lam followed by one of these alefs is one glyph: its isolated form, +1 for final. */
const LAM = 0x644;
const LAM_ALEF = new Map([
  [0x622, 0xfef5],
  [0x623, 0xfef7],
  [0x625, 0xfef9],
  [0x627, 0xfefb],
]);

/** Tatweel, the joining stroke (as in "الـ22"): it joins on both sides and has one form. */
const TATWEEL = 0x640;

const formsOf = (c: number | undefined) =>
  c === TATWEEL ? 4 : c === undefined ? 0 : (FORMS.get(c)?.forms ?? 0);

/** The line's letters in their joined forms, still in reading (logical) order. */
function shape(text: string): number[] {
  const chars = [...text].map((c) => c.codePointAt(0) ?? 0);
  const out: number[] = [];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    const joinsBefore = formsOf(chars[i - 1]) === 4 && formsOf(c) > 1;
    const ligature = c === LAM ? LAM_ALEF.get(chars[i + 1] ?? 0) : undefined;
    if (ligature) {
      out.push(ligature + (joinsBefore ? 1 : 0));
      i++;
      continue;
    }
    const letter = FORMS.get(c);
    if (!letter) {
      out.push(c);
      continue;
    }
    const joinsAfter = letter.forms === 4 && formsOf(chars[i + 1]) > 1;
    const form = joinsBefore ? (joinsAfter ? 3 : 1) : joinsAfter ? 2 : 0;
    out.push(letter.isolated + form);
  }
  return out;
}

const LTR = /[0-9A-Za-z]/;

/** Left-to-right drawing order: the line reversed, each run of digits or Latin kept as read. */
function visual(shaped: number[]): number[] {
  const out: number[] = [];
  let run: number[] = [];
  const flush = () => {
    out.unshift(...run);
    run = [];
  };
  for (const c of shaped) {
    if (LTR.test(String.fromCodePoint(c))) run.push(c);
    else {
      flush();
      out.unshift(c);
    }
  }
  flush();
  return out;
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
 * An Arabic line as one filled path, laid out right to left from x (or centred on it), and
 * its width.
 */
export function arabic({ text, size, x, baseline, fill, weight = 'book', anchor }: ArabicRun) {
  const face = font(weight);
  const glyphs = visual(shape(text)).map((c) => {
    const glyph = face.glyphForCodePoint(c);
    if (glyph.id === 0) throw new Error(`DejaVu Sans has no glyph for U+${c.toString(16)}`);
    return glyph;
  });
  const scale = size / face.unitsPerEm;
  const width = glyphs.reduce((sum, g) => sum + g.advanceWidth * scale, 0);
  let cursor = anchor === 'middle' ? x - width / 2 : x - width;
  let d = '';
  for (const glyph of glyphs) {
    const at = cursor;
    for (const { command, args } of glyph.path.commands) {
      const pts: string[] = [];
      for (let i = 0; i < args.length; i += 2) {
        pts.push(
          `${num(at + (args[i] ?? 0) * scale)} ${num(baseline - (args[i + 1] ?? 0) * scale)}`,
        );
      }
      const letter = { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C' }[
        command as string
      ];
      d += command === 'closePath' ? 'Z' : `${letter ?? 'L'}${pts.join(' ')}`;
    }
    cursor += glyph.advanceWidth * scale;
  }
  return { path: `<path fill="${fill}" d="${d}"/>`, width };
}
