import fs from 'node:fs';
import path from 'node:path';

// The solution scenes sit beside the page's own text, so their labels are set in the page's
// font: a system stack ("ui-sans-serif, system-ui") drew them in another face on every machine
// that has one, and the scene read as pasted in from elsewhere (docs/drawings.md).
const ART_DIR = path.join(process.cwd(), 'components', 'art');
const scenes = fs.readdirSync(ART_DIR).filter((name) => /^solution-.*\.svg$/.test(name));

it.each(scenes)('%s sets every label in the page font', (name) => {
  const svg = fs.readFileSync(path.join(ART_DIR, name), 'utf8');
  const families = [...svg.matchAll(/font-family="([^"]*)"/g)].map((m) => m[1]);
  expect(families.filter((family) => family !== 'inherit')).toEqual([]);
});
