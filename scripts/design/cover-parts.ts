// What the case-study covers share (ev-cover.ts, study-covers.ts): the canvas, the palette, a
// window's chrome, a progress ring, rows at a fixed gap, titled panels and rows of figures, and
// writing the file.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, word, type Word } from './outline';

/** The covers' canvas in px. */
const [W, H] = [640, 480];

/** The covers' palette: the site's dark navy surfaces, its brand blues and status colours. */
export const colour = {
  navy: '#12143a',
  panel: '#1a1e4f',
  line: '#2e3585',
  brand300: '#9eaeff',
  brand400: '#7082fb',
  ink300: '#c2c8d6',
  accent: '#fbb454',
  green: '#34d399',
  red: '#f87171',
  white: '#ffffff',
};

/** Inter text as a path, the covers' one typeface; fill, weight and anchor default. */
export const t = (
  text: string,
  size: number,
  x: number,
  baseline: number,
  fill = colour.ink300,
  weight = 500,
  anchor: Word['anchor'] = 'start',
) => word({ family: 'inter', weight, text, size, x, baseline, fill, anchor }).path;

/** Each item drawn at its own y, `gap` px below the one before, starting at `top`. */
export const stack = <T>(
  items: T[],
  top: number,
  gap: number,
  draw: (item: T, y: number) => string,
) => items.map((item, i) => draw(item, top + i * gap)).join('');

/**
 * The app window: frame, traffic lights, title and subtitle, and a live badge at the top
 * right. The subtitle follows the title at a rough 9 px a letter unless placed.
 */
export function chrome(
  title: string,
  subtitle: string,
  badge: string,
  subtitleX = 90 + 9 * title.length,
) {
  const dots = stack(
    [colour.red, colour.accent, colour.green],
    30,
    16,
    (fill, cx) => `<circle cx="${cx}" cy="30" r="5" fill="${fill}"/>`,
  );
  return (
    `<rect width="${W}" height="${H}" rx="18" fill="${colour.navy}"/>` +
    `<rect x="0.5" y="0.5" width="${W - 1}" height="${H - 1}" rx="17.5" fill="none" stroke="${colour.line}"/>` +
    `<path d="M0 56h${W}" stroke="${colour.line}"/>${dots}` +
    t(title, 13, 84, 35, colour.white, 600) +
    t(subtitle, 12, subtitleX, 35, colour.brand300, 400) +
    `<rect x="470" y="17" width="154" height="26" rx="13" fill="${colour.panel}" stroke="${colour.line}"/>` +
    `<circle cx="486" cy="30" r="4" fill="${colour.green}"/>` +
    t(badge, 12, 497, 34.5, colour.white, 500)
  );
}

/**
 * A ring of radius r filled clockwise from the top to `share` of its turn. The arc is drawn as
 * the large one, so `share` must be over a half (the covers show 64% and 70%).
 */
export function ring(cx: number, cy: number, r: number, width: number, share: number) {
  const a = 2 * Math.PI * share;
  const [ex, ey] = [cx + r * Math.sin(a), cy - r * Math.cos(a)].map((v) => v.toFixed(1));
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${colour.line}" stroke-width="${width}"/>` +
    `<path d="M${cx} ${cy - r} A${r} ${r} 0 1 1 ${ex} ${ey}" fill="none" stroke="${colour.green}" ` +
    `stroke-width="${width}" stroke-linecap="round"/>`
  );
}

/** A card with its title in small capitals at the top left. */
export const panel = (x: number, y: number, w: number, h: number, title: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="${colour.panel}" stroke="${colour.line}"/>` +
  t(title, 11, x + 16, y + 26, colour.brand300, 700);

/** Label and value rows down to the right edge at 608, each with a rule under it. */
export const figures = (
  x: number,
  top: number,
  gap: number,
  rows: Array<[string, string, string]>,
) =>
  stack(
    rows,
    top,
    gap,
    ([label, value, tint], y) =>
      `<path d="M${x} ${y + gap - 32}H608" stroke="${colour.line}"/>` +
      t(label, 12, x, y, colour.ink300) +
      t(value, 12, 608, y, tint, 700, 'end'),
  );

/** Writes the study's cover.svg in public/case-studies/<slug>/. */
export function writeCover(slug: string, body: string) {
  const out = path.join(ROOT, 'public', 'case-studies', slug, 'cover.svg');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>\n`,
  );
  console.log(`wrote ${path.relative(ROOT, out)}`);
}
