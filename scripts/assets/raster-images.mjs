// Runs before `next build` and `next dev` (package.json pre-scripts): renders every content
// illustration under public/ (SVG, or an editor's PNG/JPEG; lib/images/raster.mjs says which)
// to AVIF and WebP at the widths the pages ask for, into public/generated/. Skips files newer
// than their source, so it costs nothing when no illustration changed. An unreadable image
// fails the build naming the file.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  isRasterised,
  RASTER_FORMATS,
  SOURCE_EXTENSION,
  RASTER_DIR,
  RASTER_SOURCES,
  RASTER_WIDTHS,
  rasterPath,
} from '../../lib/images/raster.mjs';

const PUBLIC = path.join(process.cwd(), 'public');

// AVIF at effort 2: 10-20% more bytes than effort 4-5 at a tenth of the encode time (1.5 s
// rather than 17 s for a cover's four widths), which keeps a cold build and CI fast, and still
// 30% under the WebP. Quality 55 (AVIF) and 82 (WebP) look alike on this flat artwork.
const ENCODERS = {
  avif: (/** @type {import('sharp').Sharp} */ image) => image.avif({ quality: 55, effort: 2 }),
  webp: (/** @type {import('sharp').Sharp} */ image) => image.webp({ quality: 82, effort: 5 }),
};

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
    for (const format of RASTER_FORMATS) {
      total += 1;
      const out = path.join(PUBLIC, rasterPath(sitePath, target, format));
      if (fs.existsSync(out) && fs.statSync(out).mtimeMs >= fs.statSync(file).mtimeMs) continue;
      fs.mkdirSync(path.dirname(out), { recursive: true });
      // An SVG renders at the target width from the vector (density scales its own size), so
      // every file is sharp rather than a downscale of one bitmap; a bitmap is never enlarged.
      const image = sharp(source, vector ? { density: Math.max(72, (72 * target) / width) } : {});
      await ENCODERS[format](image.resize({ width: target, withoutEnlargement: !vector })).toFile(
        out,
      );
      written += 1;
    }
  }
}
console.log(
  `raster-images: ${written} of ${total} AVIF and WebP files written to public/${RASTER_DIR}/ ` +
    `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
