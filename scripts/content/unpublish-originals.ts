// After `next build` (the build's first post-export step, scripts/postexport/build.ts): Next
// copies public/ into the export whole, so an editor's original photo would be published beside
// its renditions, and the hero art no published article shows (the generated art a photo
// replaced, a draft's art) would be published too. This deletes both from the export
// (lib/images/originals.ts).
import { getAllPosts } from '@/lib/content/blog';
import { removeOriginalPhotos, removeUnusedHeroes } from '../../lib/images/originals';
import { plural } from '../../lib/utils/plural';

const list = (paths: string[]) => (paths.length ? ` (${paths.join(', ')})` : '');

/** Deletes them from the export in `outDir`; returns the line for the build log. */
export function unpublishOriginals(outDir: string) {
  const unused = removeUnusedHeroes(
    outDir,
    getAllPosts({ preview: false }).map((post) => post.heroImage),
  );
  const photos = removeOriginalPhotos(outDir);
  return (
    `unpublish-originals: ${plural(photos.length, 'original photo')} kept out of out/${list(photos)}; ` +
    `${plural(unused.length, 'hero', 'heroes')} no published article shows left out with ${unused.length === 1 ? 'its' : 'their'} renditions${list(unused)}`
  );
}
