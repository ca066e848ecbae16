// Which file an image's renditions are made from. Renditions are named by the source's stem
// (/uploads/blog/a.svg and /uploads/blog/a.jpg both make /generated/uploads/blog/a-800w.webp),
// so a stem has one source: the content check refuses a second one, and until it is deleted a
// photo wins over drawn art by rule, never by which file is newer (docs/editors.md#one-file-per-image).
import path from 'node:path';
import { filesUnder } from '../utils/files-under';
import { isRasterised, PHOTO_EXTENSION, RASTER_SOURCES, SOURCE_EXTENSION } from './raster';

/** The site path of a file under a public (or export) folder: /uploads/blog/a.svg. */
export const sitePathOf = (root: string, file: string) =>
  '/' + path.relative(root, file).split(path.sep).join('/');

export const sourceStem = (sitePath: string) => sitePath.replace(SOURCE_EXTENSION, '');

/** Every rasterised source under public/, grouped by stem, each group sorted by name. */
export function sourcesByStem(publicDir: string) {
  const groups = new Map<string, string[]>();
  const files = RASTER_SOURCES.flatMap((dir) => filesUnder(path.join(publicDir, dir)));
  for (const sitePath of files.map((file) => sitePathOf(publicDir, file)).sort()) {
    if (!isRasterised(sitePath)) continue;
    const stem = sourceStem(sitePath);
    groups.set(stem, [...(groups.get(stem) ?? []), sitePath]);
  }
  return groups;
}

/**
 * The source a stem's renditions are made from (`sources`: site paths of one stem): a photo
 * before drawn art (an editor who added a photo beside the generated art means the photo), then
 * the first by name.
 */
export function winningSource(sources: string[]) {
  return sources.find((source) => PHOTO_EXTENSION.test(source)) ?? sources[0];
}

/**
 * One problem per stem with more than one source, on the file to delete. `usedBy` maps the site
 * path of an image to the content file that shows it.
 */
export function duplicateSourceProblems(publicDir: string, usedBy: Map<string, string>) {
  const problems: { file: string; issue: string }[] = [];
  for (const sources of sourcesByStem(publicDir).values()) {
    if (sources.length < 2) continue;
    const used = sources.filter((source) => usedBy.has(source));
    const keep = used.length === 1 ? used[0] : winningSource(sources);
    const others = sources.filter((source) => source !== keep);
    const why = used.length === 1 ? `, which ${usedBy.get(keep!)} shows` : '';
    for (const other of others)
      problems.push({
        file: `public${other}`,
        issue: `a second file for the image public${keep}${why}: both would make the same renditions, so delete this one (one file per image)`,
      });
  }
  return problems;
}
