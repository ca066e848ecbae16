// What the export keeps of content images (scripts/content/unpublish-originals runs both
// after `next build`; docs/editors.md#images). Next copies public/ into out/ whole, so:
// - the source of a rasterised photo is an editor's upload (often megabytes, with EXIF); the site
//   shows its renditions only, so the export keeps none;
// - an article's hero that no published article shows (the generated art a photo replaced, a
//   draft's art) is not published at all, neither its file nor its renditions.
import fs from 'node:fs';
import path from 'node:path';
import { isRasterised, PHOTO_EXTENSION, RASTER_DIR, RASTER_SOURCES } from './raster';
import { filesUnder } from '../utils/files-under';
import { sitePathOf, sourceStem } from './sources';

/** Deletes from an export folder every photo whose renditions replace it; returns their site paths. */
export function removeOriginalPhotos(outDir: string): string[] {
  const removed: string[] = [];
  for (const file of RASTER_SOURCES.flatMap((dir) => filesUnder(path.join(outDir, dir)))) {
    const sitePath = sitePathOf(outDir, file);
    if (!PHOTO_EXTENSION.test(sitePath) || !isRasterised(sitePath)) continue;
    fs.rmSync(file);
    removed.push(sitePath);
  }
  return removed;
}

/** The folder of article heroes: every image in it belongs to an article. */
export const HERO_FOLDER = '/uploads/blog';

/**
 * Deletes from an export folder the article heroes no published article shows (`shown`: their
 * site paths), with their renditions; returns the site paths of the images removed.
 */
export function removeUnusedHeroes(outDir: string, shown: Iterable<string>): string[] {
  const keep = new Set([...shown].map(sourceStem));
  const removed: string[] = [];
  for (const file of filesUnder(path.join(outDir, HERO_FOLDER))) {
    const sitePath = sitePathOf(outDir, file);
    if (keep.has(sourceStem(sitePath))) continue;
    fs.rmSync(file);
    removed.push(sitePath);
  }
  const renditions = path.join(outDir, RASTER_DIR, HERO_FOLDER);
  for (const file of filesUnder(renditions)) {
    const stem = sitePathOf(path.join(outDir, RASTER_DIR), file).replace(/-\d+w\.\w+$/, '');
    if (!keep.has(stem)) fs.rmSync(file);
  }
  return removed;
}
