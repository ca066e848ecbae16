// After `next build` (package.json build): Next copies public/ into out/ whole, so an editor's
// original photo would be published beside its renditions, and the hero art no published
// article shows (the generated art a photo replaced, a draft's art) would be published too.
// This deletes both from out/ (lib/images/originals.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { removeOriginalPhotos, removeUnusedHeroes } from '../../lib/images/originals';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const jiti = createJiti(import.meta.url, { alias: { '@': root }, interopDefault: true });
const { getAllPosts } = await jiti.import(path.join(root, 'lib/content/blog.ts'));

const out = path.join(process.cwd(), 'out');
const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const list = (paths) => (paths.length ? ` (${paths.join(', ')})` : '');

const unused = removeUnusedHeroes(
  out,
  getAllPosts({ preview: false }).map((post) => post.heroImage),
);
const photos = removeOriginalPhotos(out);
console.log(
  `unpublish-originals: ${plural(photos.length, 'original photo')} kept out of out/${list(photos)}; ` +
    `${plural(unused.length, 'hero', 'heroes')} no published article shows left out with ${unused.length === 1 ? 'its' : 'their'} renditions${list(unused)}`,
);
