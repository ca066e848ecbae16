// Runs before `next build` and `next dev` (package.json pre-scripts): renders every content
// illustration under public/ (SVG, or an editor's PNG/JPEG; lib/images/raster.mjs says which)
// to AVIF and WebP at the widths the pages ask for, into public/generated/. Skips files newer
// than their source, so it costs nothing when no illustration changed. An unreadable image
// fails the build naming the file; a photo that is far from 16:9, too large or too small gets a
// warning saying what to do (lib/images/encode.mjs, docs/editors.md#images).
import fs from 'node:fs';
import path from 'node:path';
import { encodeRendition, photoWarnings, uprightSize } from '../../lib/images/encode.mjs';
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
/** @type {string[]} */
const warnings = [];
let total = 0;
for (const file of RASTER_SOURCES.flatMap((dir) => imageFiles(path.join(PUBLIC, dir)))) {
  const sitePath = '/' + path.relative(PUBLIC, file).split(path.sep).join('/');
  if (!isRasterised(sitePath)) continue;
  const source = fs.readFileSync(file);
  const vector = file.endsWith('.svg');
  let size;
  try {
    size = await uprightSize(source);
  } catch (error) {
    throw new Error(`raster-images: ${sitePath} is not a readable image: ${error.message}`);
  }
  if (!vector) warnings.push(...photoWarnings(sitePath, { ...size, bytes: source.length }));
  for (const target of RASTER_WIDTHS) {
    for (const format of RASTER_FORMATS) {
      total += 1;
      const out = path.join(PUBLIC, rasterPath(sitePath, target, format));
      if (fs.existsSync(out) && fs.statSync(out).mtimeMs >= fs.statSync(file).mtimeMs) continue;
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(
        out,
        await encodeRendition(source, { vector, width: size.width }, target, format),
      );
      written += 1;
    }
  }
}
for (const warning of warnings) console.warn(`raster-images: warning: ${warning}`);
console.log(
  `raster-images: ${written} of ${total} AVIF and WebP files written to public/${RASTER_DIR}/ ` +
    `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
