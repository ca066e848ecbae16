import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { removeUnusedHeroes } from './originals';
import { rasterPath } from './raster';
import { duplicateSourceProblems, sourcesByStem, winningSource } from './sources';
import { tempFolder } from '@/testing/temp-files';

describe('one file per image', () => {
  const dir = tempFolder({
    'uploads/blog/a.svg': '<svg/>',
    'uploads/blog/a.jpg': 'x',
    'uploads/blog/b.svg': '<svg/>',
    'uploads/blog/c.png': 'x',
    'uploads/blog/c.svg': '<svg/>',
    'case-studies/partners/logo.svg': '<svg/>',
  });

  it('groups the sources by the renditions they would make; a photo wins over drawn art', () => {
    const groups = sourcesByStem(dir);
    expect(groups.get('/uploads/blog/a')).toEqual(['/uploads/blog/a.jpg', '/uploads/blog/a.svg']);
    expect(groups.has('/case-studies/partners/logo')).toBe(false);
    expect(winningSource(['/uploads/blog/a.svg', '/uploads/blog/a.jpg'])).toBe(
      '/uploads/blog/a.jpg',
    );
    expect(winningSource(['/uploads/blog/b.svg'])).toBe('/uploads/blog/b.svg');
  });

  it('refuses a second file, naming the one to delete and the article that shows the other', () => {
    const problems = duplicateSourceProblems(
      dir,
      new Map([['/uploads/blog/c.svg', 'content/blog/c.mdx']]),
    );
    expect(problems).toEqual([
      {
        file: 'public/uploads/blog/a.svg',
        issue: expect.stringMatching(/^a second file for the image public\/uploads\/blog\/a\.jpg:/),
      },
      {
        file: 'public/uploads/blog/c.png',
        issue: expect.stringContaining('public/uploads/blog/c.svg, which content/blog/c.mdx shows'),
      },
    ]);
  });
});

describe('the export publishes the heroes published articles show, and nothing else', () => {
  it('removes other heroes and their renditions; keeps every other image', () => {
    const files = [
      'uploads/blog/shown.jpg',
      'uploads/blog/replaced.svg',
      'uploads/blog/draft.svg',
      'generated/uploads/blog/shown-800w.webp',
      'generated/uploads/blog/replaced-800w.webp',
      'generated/uploads/blog/draft-1600w.avif',
      'generated/case-studies/ev/cover-800w.webp',
      'case-studies/ev/cover.svg',
    ];
    const out = tempFolder(Object.fromEntries(files.map((file) => [file, 'x'])));
    const removed = removeUnusedHeroes(out, ['/uploads/blog/shown.jpg', '/uploads/blog/gone.svg']);
    expect(removed.sort()).toEqual(['/uploads/blog/draft.svg', '/uploads/blog/replaced.svg']);
    expect(files.filter((file) => fs.existsSync(path.join(out, file)))).toEqual([
      'uploads/blog/shown.jpg',
      'generated/uploads/blog/shown-800w.webp',
      'generated/case-studies/ev/cover-800w.webp',
      'case-studies/ev/cover.svg',
    ]);
  });
});

describe('scripts/assets/raster-images.ts', () => {
  jest.setTimeout(180_000);
  const render = (publicDir: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/assets/raster-images.ts'], {
      env: { ...process.env, PUBLIC_DIR: publicDir },
      encoding: 'utf8',
    });
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="#fff"/></svg>';

  it('renders from the photo by rule, re-renders a replaced one whatever its file time, and deletes what is gone', async () => {
    const dir = tempFolder({ 'uploads/blog/a.svg': svg });
    const rendition = path.join(dir, rasterPath('/uploads/blog/a.svg', 480, 'webp'));
    // From the bytes: sharp caches what it read from a path.
    const colour = async () => (await sharp(fs.readFileSync(rendition)).stats()).channels[0]!.mean;
    expect(render(dir).status).toBe(0);
    expect(await colour()).toBeGreaterThan(200);
    // A dark photo, with a file time older than the renditions (copied with its time kept).
    const photo = path.join(dir, 'uploads/blog/a.jpg');
    await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#000' } })
      .jpeg()
      .toFile(photo);
    fs.utimesSync(photo, new Date(2020, 0, 1), new Date(2020, 0, 1));
    const second = render(dir);
    expect(second.status).toBe(0);
    expect(await colour()).toBeLessThan(50);
    fs.rmSync(photo);
    fs.rmSync(path.join(dir, 'uploads/blog/a.svg'));
    const third = render(dir);
    expect(third.stdout).toContain('8 of images no longer there deleted');
    expect(fs.existsSync(rendition)).toBe(false);
  });
});
