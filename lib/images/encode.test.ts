import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { encodeRendition, photoWarnings, uprightSize } from './encode';
import { removeOriginalPhotos } from './originals';
import { publishedImage } from './raster';

/**
 * A phone photo as a camera stores it: pixels landscape (the sensor's way), EXIF orientation 6
 * ("rotate 90° clockwise to view"). Its top half is red, so "upright" is checkable.
 */
async function sidewaysPhoto(): Promise<Buffer> {
  const top = await sharp({
    create: { width: 400, height: 300, channels: 3, background: '#ff0000' },
  })
    .png()
    .toBuffer();
  // Stored rotated: what is the top of the scene sits on the left of the stored pixels.
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#0000ff' } })
    .composite([{ input: await sharp(top).resize(400, 600).toBuffer(), left: 0, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe('photo renditions', () => {
  it('are upright: the EXIF orientation is applied before encoding', async () => {
    const photo = await sidewaysPhoto();
    const size = await uprightSize(photo);
    expect(size).toEqual({ width: 600, height: 800 });
    for (const format of ['webp', 'avif'] as const) {
      const rendition = await encodeRendition(photo, { vector: false, width: 600 }, 480, format);
      const { width, height, orientation } = await sharp(rendition).metadata();
      expect({ width, height }).toEqual({ width: 480, height: 640 });
      expect(orientation ?? 1).toBe(1);
      // The scene's top (red) is at the top of the rendition.
      const { data } = await sharp(rendition)
        .extract({ left: 240, top: 20, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(data[0]).toBeGreaterThan(200);
      expect(data[2]).toBeLessThan(60);
    }
  });

  it('warn, saying what to do, about a photo far from 16:9, too large or too small', () => {
    const big = photoWarnings('/uploads/blog/x.jpg', { width: 4000, height: 2667, bytes: 2.5e6 });
    expect(big).toEqual([
      expect.stringMatching(/4000x2667 \(1\.50:1\).*Crop it to 16:9/),
      expect.stringMatching(/2\.5 MB.*Resize it to 1920 px wide/),
    ]);
    expect(
      photoWarnings('/uploads/blog/x.jpg', { width: 1920, height: 1080, bytes: 400_000 }),
    ).toEqual([]);
    expect(
      photoWarnings('/uploads/blog/x.jpg', { width: 960, height: 540, bytes: 90_000 }),
    ).toEqual([expect.stringContaining('at least 1600 px wide')]);
  });
});

describe('the original photo is not published', () => {
  it('is deleted from the export; drawn art and renditions stay', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'out-'));
    try {
      const files = [
        'uploads/blog/photo.jpg',
        'uploads/blog/scan.PNG',
        'uploads/blog/art.svg',
        'generated/uploads/blog/photo-1600w.webp',
        'case-studies/ev/cover.jpeg',
        'icon-192.png',
      ];
      for (const file of files) {
        fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
        fs.writeFileSync(path.join(out, file), 'x');
      }
      expect(removeOriginalPhotos(out).sort()).toEqual([
        '/case-studies/ev/cover.jpeg',
        '/uploads/blog/photo.jpg',
        '/uploads/blog/scan.PNG',
      ]);
      const left = files.filter((file) => fs.existsSync(path.join(out, file)));
      expect(left).toEqual([
        'uploads/blog/art.svg',
        'generated/uploads/blog/photo-1600w.webp',
        'icon-192.png',
      ]);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });

  it('the site names its widest rendition instead', () => {
    expect(publishedImage('/uploads/blog/photo.jpg')).toBe(
      '/generated/uploads/blog/photo-1600w.webp',
    );
    expect(publishedImage('/generated/uploads/blog/photo-800w.avif')).toBe(
      '/generated/uploads/blog/photo-1600w.webp',
    );
    expect(publishedImage('/logo.svg')).toBe('/logo.svg');
  });
});
