// Draws the invented partner wordmarks of the EV case study as SVG files.
//
// Text is converted to outlines from the site's own fonts (outline.ts), so the logos look the
// same on every machine and need no font when loaded as <img>. The partners, their marks and
// lettering are in partners.ts: our inventions, no real company's name or logo.
//
// Each logo carries its own dark variant: a <style> with a prefers-color-scheme: dark rule
// that swaps each colour too dark to read on the dark theme's tiles for a light one (DARK
// below), so the wordmarks stay legible in both themes while loaded as <img>
// (docs/reader-settings.md#logos-and-wordmarks-in-the-dark).
//
// Only needed to redraw the committed files in public/case-studies/partners/:
//   npx tsx scripts/design/partner-wordmarks.ts
// To change only the dark colours of the committed files (the drawing stays as it is):
//   npx tsx scripts/design/partner-wordmarks.ts --dark-only
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, word } from './outline';
import { PARTNERS, type Partner } from './partners';

const OUT = path.join(ROOT, 'public', 'case-studies', 'partners');
const [WIDTH, HEIGHT] = [200, 56];

// Colours below 3:1 against the dark theme's logo tile (#131825), and the light colour each
// becomes there (3:1 and more for marks, 4.5:1 and more for lettering). Colours that already
// read on dark (the amber, yellow, teal, orange and red marks) keep their value.
const DARK: Record<string, string> = {
  '#0f172a': '#e2e8f0',
  '#1c1917': '#e7e5e4',
  '#3730a3': '#818cf8',
  '#475569': '#94a3b8',
  '#1e293b': '#cbd5e1',
  '#6d28d9': '#8b5cf6',
  '#2e1065': '#ddd6fe',
  '#14532d': '#bbf7d0',
  '#1d4ed8': '#60a5fa',
  '#172554': '#bfdbfe',
  '#064e3b': '#a7f3d0',
  '#292524': '#e7e5e4',
  '#be123c': '#f43f5e',
  '#4c0519': '#fecdd3',
};

/** A <style> that swaps the body's too-dark fills and strokes in the dark theme. */
function darkStyle(body: string) {
  const rules = Object.entries(DARK)
    .flatMap(([light, dark]) =>
      ['fill', 'stroke']
        .filter((attr) => body.includes(`${attr}="${light}"`))
        .map((attr) => `[${attr}="${light}"]{${attr}:${dark}}`),
    )
    .join('');
  return rules ? `<style>@media (prefers-color-scheme:dark){${rules}}</style>` : '';
}

/** The same logo with its dark <style> redone from DARK. */
function restyle(doc: string) {
  const plain = doc.replace(/<style>.*?<\/style>/g, '');
  return plain.replace('<title>', darkStyle(plain) + '<title>');
}

/** Sets the partner's lines of text beside its mark and writes the logo, centred on the canvas. */
function draw({ label, mark, lines }: Partner) {
  let [body, end, lineEnd] = [mark, 0, 0];
  for (const line of lines) {
    const drawn = word({ ...line, x: line.x ?? lineEnd + 4 });
    [body, end, lineEnd] = [body + drawn.path, Math.max(end, drawn.end), drawn.end];
  }
  if (end > WIDTH - 4)
    throw new Error(`${label}: the wordmark is ${end.toFixed(0)}px wide; the canvas is ${WIDTH}px`);
  const shift = (WIDTH - end - 4) / 2;
  const doc =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" ` +
    `viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${label}">` +
    `${darkStyle(body)}<title>${label}</title>` +
    `<g transform="translate(${shift.toFixed(1)} 0)">${body}</g></svg>\n`;
  fs.mkdirSync(OUT, { recursive: true });
  fs.writeFileSync(path.join(OUT, `${label.toLowerCase().replaceAll(' ', '-')}.svg`), doc);
}

if (process.argv.includes('--dark-only')) {
  const files = fs.readdirSync(OUT).filter((name) => name.endsWith('.svg'));
  for (const name of files) {
    const file = path.join(OUT, name);
    fs.writeFileSync(file, restyle(fs.readFileSync(file, 'utf8')));
  }
  console.log(`restyled ${files.length} files in ${path.relative(ROOT, OUT)}`);
} else {
  PARTNERS.forEach(draw);
  console.log(`wrote ${PARTNERS.length} files to ${path.relative(ROOT, OUT)}`);
}
