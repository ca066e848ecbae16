// The source of a rasterised photo is an editor's upload (often megabytes, with EXIF); the site
// shows its renditions only, so the export keeps none (docs/editors.md#images).
import fs from 'node:fs';
import path from 'node:path';
import { isRasterised, PHOTO_EXTENSION, RASTER_SOURCES } from './raster.mjs';

/**
 * @param {string} dir
 * @returns {string[]}
 */
function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Deletes from an export folder every photo whose renditions replace it; returns their site paths.
 * @param {string} outDir
 * @returns {string[]}
 */
export function removeOriginalPhotos(outDir) {
  const removed = [];
  for (const file of RASTER_SOURCES.flatMap((dir) => filesUnder(path.join(outDir, dir)))) {
    const sitePath = '/' + path.relative(outDir, file).split(path.sep).join('/');
    if (!PHOTO_EXTENSION.test(sitePath) || !isRasterised(sitePath)) continue;
    fs.rmSync(file);
    removed.push(sitePath);
  }
  return removed;
}
