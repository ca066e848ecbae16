import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { filesUnder } from './files-under';

describe('filesUnder', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'files-under-'));
    for (const file of ['a.html', 'blog/b.html', 'blog/deep/c.txt', '_next/d.js', 'x/_next/e.js']) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), '');
    }
    fs.mkdirSync(path.join(dir, 'empty'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const relative = (files: string[]) => files.map((file) => path.relative(dir, file)).sort();

  it('lists every file at any depth, as full paths, and no folder', () => {
    expect(relative(filesUnder(dir))).toEqual([
      '_next/d.js',
      'a.html',
      'blog/b.html',
      'blog/deep/c.txt',
      'x/_next/e.js',
    ]);
  });

  it('does not enter the folders it is told to skip, at any depth', () => {
    expect(relative(filesUnder(dir, { skip: (name) => name === '_next' }))).toEqual([
      'a.html',
      'blog/b.html',
      'blog/deep/c.txt',
    ]);
  });

  it('finds nothing under a folder that does not exist', () => {
    expect(filesUnder(path.join(dir, 'missing'))).toEqual([]);
  });
});
