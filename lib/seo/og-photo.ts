import path from 'node:path';
import sharp from 'sharp';
import { PUBLIC_DIR } from '@/lib/content/parse';
import { OG_SIZE } from '@/lib/seo/og-image';

/** Social networks accept larger files, but some previews (and crawlers) give up above this. */
export const OG_PHOTO_MAX_BYTES = 300_000;

/**
 * A photo from public/ as the OG card's artwork: upright (EXIF orientation applied), cropped to
 * the card's 16:9 slot and small, so the renderer does not embed a megabytes-large original.
 */
export async function photoArtwork(publicPath: string, publicDir = PUBLIC_DIR): Promise<string> {
  const file = path.join(publicDir, publicPath);
  const jpeg = await sharp(file)
    .rotate()
    .resize({ width: OG_SIZE.width, height: Math.round((OG_SIZE.width * 9) / 16), fit: 'cover' })
    .jpeg({ quality: 80 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/**
 * The card as a JPEG under OG_PHOTO_MAX_BYTES: a photo in a PNG weighs about 1 MB. The quality
 * steps down until it fits (docs/editors.md#images).
 */
export async function ogJpeg(png: Buffer): Promise<Buffer> {
  let jpeg = Buffer.alloc(0);
  for (const quality of [85, 75, 65, 55, 45]) {
    jpeg = await sharp(png).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length < OG_PHOTO_MAX_BYTES) return jpeg;
  }
  return sharp(png).resize({ width: 960 }).jpeg({ quality: 45, mozjpeg: true }).toBuffer();
}
