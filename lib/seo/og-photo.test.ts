import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { OG_PHOTO_MAX_BYTES, ogJpeg, photoArtwork } from './og-photo';

/** The worst case for compression: a 4000x2667 photo of pure noise, 2.5+ MB as a JPEG. */
async function noisyPhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 2667;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

describe('the Open Graph image of an article with a photo hero', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'og-photo-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is a 1200x630 JPEG under 300 KB, where the PNG would weigh far more', async () => {
    fs.mkdirSync(path.join(dir, 'uploads'));
    fs.writeFileSync(path.join(dir, 'uploads', 'photo.jpg'), await noisyPhoto());
    const artwork = await photoArtwork('/uploads/photo.jpg', dir);
    expect(artwork).toMatch(/^data:image\/jpeg;base64,/);
    // The card as next/og renders it (app/og/blog/[image]/route.tsx): the artwork at 1200 x 675
    // on the right, faded into the brand colour, as a PNG. (next/og itself needs ESM and runs
    // in the build, not under jest.)
    const art = Buffer.from(artwork.split(',')[1]!, 'base64');
    const png = await sharp({
      create: { width: 1200, height: 630, channels: 3, background: '#12143a' },
    })
      .composite([{ input: await sharp(art).resize(1080, 630).toBuffer(), left: 120, top: 0 }])
      .png()
      .toBuffer();
    expect(png.length).toBeGreaterThan(OG_PHOTO_MAX_BYTES);
    const jpeg = await ogJpeg(png);
    const meta = await sharp(jpeg).metadata();
    expect(meta.format).toBe('jpeg');
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 1200, height: 630 });
    expect(jpeg.length).toBeLessThan(OG_PHOTO_MAX_BYTES);
  }, 60_000);
});
