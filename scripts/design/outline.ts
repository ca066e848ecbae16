// Text as SVG outlines from the site's own fonts, for the artwork in public/.
//
// Outlined text renders the same on every machine and needs no font when an SVG is loaded as
// <img>. The fonts are the full variable files the site's subsets are cut from
// (FONT_SUBSETS in scripts/assets/fonts.ts), read with fontkitten.
import fs from 'node:fs';
import path from 'node:path';
import { create, type Font, type FontCollection, type PathCommand } from 'fontkitten';
import subsetFont from 'subset-font';
import { FONT_SUBSETS } from '../assets/fonts';

export const ROOT = process.cwd();

const FAMILIES = { jakarta: 'Plus Jakarta Sans', inter: 'Inter' } as const;
export type Family = keyof typeof FAMILIES;

function single(file: Font | FontCollection, source: string) {
  if (file.isCollection) throw new Error(`${source} is a collection, not one font`);
  return file;
}

/**
 * Each family's variable font as TrueType: fontkitten reads a WOFF2 file but cannot take a
 * variation of it (its instance re-reads the compressed bytes as TrueType), so the file is
 * unpacked first, every glyph and axis kept.
 */
const variable = new Map<Family, Font>();
for (const [family, name] of Object.entries(FAMILIES) as Array<[Family, string]>) {
  const source = FONT_SUBSETS.find((f) => f.family === name)?.source;
  if (!source) throw new Error(`no font file for ${name} in FONT_SUBSETS`);
  const woff2 = fs.readFileSync(path.join(ROOT, 'node_modules', source));
  const chars = String.fromCodePoint(...single(create(woff2), source).characterSet);
  const ttf = await subsetFont(woff2, chars, { targetFormat: 'truetype' });
  variable.set(family, single(create(ttf), source));
}

const fonts = new Map<string, Font>();

/** The family's variable font at `weight` (wght axis), loaded once per family and weight. */
function instance(family: Family, weight: number): Font {
  const key = `${family} ${weight}`;
  let font = fonts.get(key);
  if (!font) {
    font = variable.get(family)?.getVariation({ wght: weight });
    if (!font) throw new Error(`no font for ${family}`);
    fonts.set(key, font);
  }
  return font;
}

/** One decimal, a trailing ".0" dropped: finer than a 2x screen shows, and small files. */
const num = (v: number) => v.toFixed(1).replace(/\.0$/, '');

/**
 * Path data for glyph outlines already in place: lines along an axis as H/V, repeated points
 * dropped, a line straight after a move written without its letter.
 */
class PathWriter {
  d = '';
  private x = NaN;
  private y = NaN;
  private last = '';

  add({ command, args }: PathCommand, point: (x: number, y: number) => [number, number]) {
    const pts: Array<[number, number]> = [];
    for (let i = 0; i < args.length; i += 2) pts.push(point(args[i] ?? 0, args[i + 1] ?? 0));
    const end = pts.at(-1);
    if (command === 'closePath') this.write('Z', '');
    else if (command === 'moveTo') this.write('M', pts.flat().map(num).join(' '));
    else if (command !== 'lineTo') {
      this.write(command === 'quadraticCurveTo' ? 'Q' : 'C', pts.flat().map(num).join(' '));
    } else if (end && !(end[0] === this.x && end[1] === this.y)) {
      if (end[0] === this.x) this.write('V', num(end[1]));
      else if (end[1] === this.y) this.write('H', num(end[0]));
      else if (this.last === 'M') this.d += ` ${end.map(num).join(' ')}`;
      else this.write('L', end.map(num).join(' '));
    }
    if (end) [this.x, this.y] = end;
  }

  private write(letter: string, args: string) {
    this.d += letter + args;
    this.last = letter;
  }
}

/** A run of text: its font, where it starts (x) and sits (baseline), its size in px. */
export interface TextRun {
  family: Family;
  weight: number;
  text: string;
  size: number;
  x: number;
  baseline: number;
  /** Extra px between letters (negative tightens). */
  tracking?: number;
}

/**
 * SVG path data for the run, and the x where it ends. Glyph by glyph from the character map,
 * advancing by each glyph's width: no kerning, as the committed artwork was drawn. Advances
 * are whole font units, as a static instance of the font stores them.
 */
export function textPath({ family, weight, text, size, x, baseline, tracking = 0 }: TextRun) {
  const font = instance(family, weight);
  const scale = size / font.unitsPerEm;
  const pen = new PathWriter();
  let cursor = x;
  for (const char of text) {
    const glyph = font.glyphForCodePoint(char.codePointAt(0) ?? 0);
    const at = cursor;
    for (const command of glyph.path.commands)
      pen.add(command, (gx, gy) => [scale * gx + at, -scale * gy + baseline]);
    cursor += Math.round(glyph.advanceWidth) * scale + tracking;
  }
  return { d: pen.d, end: cursor - tracking };
}

/** A run filled with one colour; anchor "end" or "middle" aligns it like SVG text-anchor. */
export interface Word extends TextRun {
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
}

/** The word as a filled path, and the x where it ends. */
export function word({ fill, anchor = 'start', ...run }: Word) {
  if (anchor !== 'start') {
    const { end } = textPath({ ...run, x: 0 });
    run.x -= anchor === 'end' ? end : end / 2;
  }
  const { d, end } = textPath(run);
  return { path: `<path fill="${fill}" d="${d}"/>`, end };
}
