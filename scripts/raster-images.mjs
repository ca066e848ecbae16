// Runs before `next build` and `next dev` (package.json pre-scripts): renders every content
// illustration under public/ (SVG, or an editor's PNG/JPEG; lib/images/raster.mjs says which)
// to WebP at the widths the pages ask for, into public/generated/. Skips files newer than their
// source, so it costs nothing when no illustration changed. An unreadable image fails the build
// naming the file.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  isRasterised,
  SOURCE_EXTENSION,
  RASTER_DIR,
  RASTER_SOURCES,
  RASTER_WIDTHS,
  rasterPath,
} from '../lib/images/raster.mjs';

const PUBLIC = path.join(process.cwd(), 'public');

function imageFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return imageFiles(full);
    return SOURCE_EXTENSION.test(entry.name) ? [full] : [];
  });
}

const started = Date.now();
let written = 0;
let total = 0;
for (const file of RASTER_SOURCES.flatMap((dir) => imageFiles(path.join(PUBLIC, dir)))) {
  const sitePath = '/' + path.relative(PUBLIC, file).split(path.sep).join('/');
  if (!isRasterised(sitePath)) continue;
  const source = fs.readFileSync(file);
  const vector = file.endsWith('.svg');
  let width;
  try {
    width = (await sharp(source).metadata()).width;
  } catch (error) {
    throw new Error(`raster-images: ${sitePath} is not a readable image: ${error.message}`);
  }
  if (!width) throw new Error(`raster-images: ${sitePath} has no width`);
  for (const target of RASTER_WIDTHS) {
    total += 1;
    const out = path.join(PUBLIC, rasterPath(sitePath, target));
    if (fs.existsSync(out) && fs.statSync(out).mtimeMs >= fs.statSync(file).mtimeMs) continue;
    fs.mkdirSync(path.dirname(out), { recursive: true });
    // An SVG renders at the target width from the vector (density scales its own size), so
    // every file is sharp rather than a downscale of one bitmap; a bitmap is never enlarged.
    await sharp(source, vector ? { density: Math.max(72, (72 * target) / width) } : {})
      .resize({ width: target, withoutEnlargement: !vector })
      .webp({ quality: 82, effort: 5 })
      .toFile(out);
    written += 1;
  }
}
console.log(
  `raster-images: ${written} of ${total} WebP files written to public/${RASTER_DIR}/ ` +
    `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
