// How one content image becomes its AVIF and WebP renditions, and what an editor is warned
// about a photo (scripts/assets/raster-images runs it on every image; docs/editors.md#images).
import sharp, { type Sharp } from 'sharp';
import type { RasterFormat } from './raster';

// AVIF at effort 2: 10-20% more bytes than effort 4-5 at a tenth of the encode time (1.5 s
// rather than 17 s for a cover's four widths), which keeps a cold build and CI fast, and still
// 30% under the WebP. Quality 55 (AVIF) and 82 (WebP) look alike on this flat artwork.
const ENCODERS: Record<RasterFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 82, effort: 5 }),
};

/** A hero is shown at 16:9; further off than this, the crop loses a visible part of it. */
export const HERO_ASPECT = 16 / 9;
export const ASPECT_TOLERANCE = 0.1;
/** Above this a photo only weighs the repository down: the widest rendition is 1600 px. */
export const MAX_PHOTO_BYTES = 1_000_000;
export const MAX_PHOTO_SIDE = 3200;
/** Below this width the widest rendition is the photo itself, soft on large screens. */
export const MIN_PHOTO_WIDTH = 1600;

/** The upright size of an image: EXIF orientations 5-8 (a phone held upright) swap the sides. */
export async function uprightSize(source: Buffer): Promise<{ width: number; height: number }> {
  const { width, height, orientation } = await sharp(source).metadata();
  if (!width || !height) throw new Error('no width or height');
  return orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
}

/**
 * One rendition of an image at `target` px wide. A photo is turned upright by its EXIF
 * orientation before it is scaled (the renditions carry no EXIF, so a browser would show it
 * sideways otherwise). An SVG renders at the target width from the vector (density scales its
 * own size), so every file is sharp rather than a downscale of one bitmap; a bitmap is never
 * enlarged. `info` is the source's kind and upright width.
 */
export function encodeRendition(
  source: Buffer,
  { vector, width }: { vector: boolean; width: number },
  target: number,
  format: RasterFormat,
): Promise<Buffer> {
  const image = vector
    ? sharp(source, { density: Math.max(72, (72 * target) / width) })
    : sharp(source).rotate();
  return ENCODERS[format](image.resize({ width: target, withoutEnlargement: !vector })).toBuffer();
}

/**
 * What an editor should hear about a photo before it is published: one line each, with what to
 * do. Vector art is drawn to size and gets no warning. `photo` is the upright size and file size.
 */
export function photoWarnings(
  sitePath: string,
  { width, height, bytes }: { width: number; height: number; bytes: number },
): string[] {
  const warnings: string[] = [];
  const aspect = width / height;
  if (Math.abs(aspect - HERO_ASPECT) / HERO_ASPECT > ASPECT_TOLERANCE)
    warnings.push(
      `${sitePath} is ${width}x${height} (${aspect.toFixed(2)}:1); heroes show at 16:9 (1.78:1), so ` +
        `${Math.round(100 - (100 * Math.min(aspect, HERO_ASPECT)) / Math.max(aspect, HERO_ASPECT))}% ` +
        `of it is cropped away. Crop it to 16:9 yourself (e.g. 1920x1080) to choose what stays.`,
    );
  if (bytes > MAX_PHOTO_BYTES || Math.max(width, height) > MAX_PHOTO_SIDE)
    warnings.push(
      `${sitePath} is ${(bytes / 1e6).toFixed(1)} MB, ${width}x${height}; the site never shows more ` +
        `than 1600 px of it. Resize it to 1920 px wide (under 1 MB) before committing: git keeps every version.`,
    );
  if (width < MIN_PHOTO_WIDTH)
    warnings.push(
      `${sitePath} is only ${width} px wide; wide screens show it up to 1600 px and it will look soft. ` +
        `Use a photo at least 1600 px wide.`,
    );
  return warnings;
}
