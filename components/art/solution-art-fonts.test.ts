import fs from 'node:fs';
import path from 'node:path';

// The solution scenes sit beside the page's own text, so their labels are set in the page's
// font: a system stack ("ui-sans-serif, system-ui") drew them in another face on every machine
// that has one, and the scene read as pasted in from elsewhere (docs/drawings.md).
const ART_DIR = path.join(process.cwd(), 'components', 'art');
// The company pages' hero drawings too, and none asks for a weight the face does not ship
// (400-700): the browser would synthesise it. Hero drawings are shown from 1024 px, about 0.78 of
// their 480-unit width, so a label under 14 units would read smaller than 11 px.
const drawings = fs.readdirSync(ART_DIR).filter((name) => /^(solution|hero)-.*\.svg$/.test(name));
const read = (name: string) => fs.readFileSync(path.join(ART_DIR, name), 'utf8');
const values = (svg: string, attribute: string) =>
  [...svg.matchAll(new RegExp(`${attribute}="([^"]*)"`, 'g'))].map((m) => m[1]!);

it('checks the hero drawings as well as the scenes', () => {
  expect(drawings.filter((name) => name.startsWith('hero-')).length).toBeGreaterThan(0);
});

it.each(drawings)('%s sets every label in the page font', (name) => {
  const svg = read(name);
  expect(values(svg, 'font-family').filter((family) => family !== 'inherit')).toEqual([]);
  // Text classed font-sans or font-display is in the page's faces through their CSS variables.
  const texts = [...svg.matchAll(/<text\b[^>]*>/g)].map((m) => m[0]);
  expect(texts.filter((t) => !/font-family="inherit"|class="font-(sans|display)"/.test(t))).toEqual(
    [],
  );
  expect(values(svg, 'font-weight').filter((weight) => Number(weight) > 700)).toEqual([]);
});

it.each(drawings.filter((name) => name.startsWith('hero-')))(
  '%s draws no label smaller than 14 units',
  (name) => {
    expect(values(read(name), 'font-size').filter((size) => Number(size) < 14)).toEqual([]);
  },
);
