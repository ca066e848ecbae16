// Runs before `next build` and `next dev` (package.json pre-scripts): renders every content
// illustration under public/ (SVG, or an editor's PNG/JPEG; lib/images/raster.ts says which)
// to AVIF and WebP at the widths the pages ask for, into public/generated/. One source per image
// (lib/images/sources.ts): a photo wins over drawn art of the same name by rule. It re-renders
// an image when its source changed (another file, size or time: a manifest in
// node_modules/.cache, outside public/ so it is never published, remembers what each was made
// from), so a replaced photo is never hidden by older renditions,
// and deletes the renditions of images that are gone. An unreadable image fails the build
// naming the file; a photo that is far from 16:9, too large or too small gets a warning saying
// what to do (lib/images/encode.ts, docs/editors.md#images).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { encodeRendition, photoWarnings, uprightSize } from '../../lib/images/encode';
import { RASTER_FORMATS, RASTER_DIR, RASTER_WIDTHS, rasterPath } from '../../lib/images/raster';
import { sourcesByStem, winningSource } from '../../lib/images/sources';
import { filesUnder } from '../../lib/utils/files-under';

const PUBLIC = process.env.PUBLIC_DIR
  ? path.resolve(process.env.PUBLIC_DIR)
  : path.join(process.cwd(), 'public');
const GENERATED = path.join(PUBLIC, RASTER_DIR);
const MANIFEST = path.join(
  process.cwd(),
  'node_modules/.cache/raster-images',
  `${createHash('sha256').update(PUBLIC).digest('hex').slice(0, 16)}.json`,
);

/** stem -> the source and its size and time it was made from */
let made: Record<string, string> = {};
try {
  made = JSON.parse(fs.readFileSync(MANIFEST, 'utf8'));
} catch {
  // No manifest yet (a fresh clone) or an unreadable one: every image is rendered.
}

const started = Date.now();
let written = 0;
const warnings: string[] = [];
let total = 0;
const now: Record<string, string> = {};
const current = new Set<string>();
for (const [stem, sources] of sourcesByStem(PUBLIC)) {
  const sitePath = winningSource(sources);
  if (!sitePath) continue; // a stem has at least one source
  const file = path.join(PUBLIC, sitePath);
  const stat = fs.statSync(file);
  now[stem] = `${sitePath} ${stat.size} ${stat.mtimeMs}`;
  const outputs = RASTER_WIDTHS.flatMap((width) =>
    RASTER_FORMATS.map((format) => ({
      width,
      format,
      out: path.join(PUBLIC, rasterPath(sitePath, width, format)),
    })),
  );
  outputs.forEach(({ out }) => current.add(out));
  total += outputs.length;
  const fresh = made[stem] === now[stem];
  const source = fs.readFileSync(file);
  const vector = file.endsWith('.svg');
  let size;
  try {
    size = await uprightSize(source);
  } catch (error) {
    throw new Error(
      `raster-images: ${sitePath} is not a readable image: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!vector) warnings.push(...photoWarnings(sitePath, { ...size, bytes: source.length }));
  for (const { width, format, out } of outputs) {
    if (fresh && fs.existsSync(out)) continue;
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(
      out,
      await encodeRendition(source, { vector, width: size.width }, width, format),
    );
    written += 1;
  }
}
// Renditions of images that were deleted or renamed would otherwise be published forever.
const stale = filesUnder(GENERATED).filter((file) => !current.has(file));
for (const file of stale) fs.rmSync(file);
fs.mkdirSync(path.dirname(MANIFEST), { recursive: true });
fs.writeFileSync(MANIFEST, `${JSON.stringify(now, null, 2)}\n`);

for (const warning of warnings) console.warn(`raster-images: warning: ${warning}`);
console.log(
  `raster-images: ${written} of ${total} AVIF and WebP files written to public/${RASTER_DIR}/` +
    (stale.length ? `, ${stale.length} of images no longer there deleted` : '') +
    ` (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
