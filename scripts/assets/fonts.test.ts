import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FONT_DIR, FONT_SUBSETS, siteCharacters, writeFontSubsets } from './fonts.mjs';

const ROOT = path.join(__dirname, '..', '..');

describe('font subsets', () => {
  it('are the files app/layout.tsx loads, at the weight ranges it declares', () => {
    const layout = fs.readFileSync(path.join(ROOT, 'app', 'layout.tsx'), 'utf8');
    const declared = [
      ...layout.matchAll(/src: '\.\/fonts\/generated\/([^']+)',\s*weight: '(\d+) (\d+)'/g),
    ].map(([, file, min, max]) => ({ file, weight: [Number(min), Number(max)] }));
    expect(declared).toEqual(FONT_SUBSETS.map(({ file, weight }) => ({ file, weight })));
  });

  it('keep ASCII, typographic marks and every character the sources write', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fonts-'));
    try {
      fs.mkdirSync(path.join(root, 'content', 'blog'), { recursive: true });
      fs.writeFileSync(
        path.join(root, 'content', 'blog', 'zurich.mdx'),
        'Zürich, São Paulo – Kraków\u200b',
      );
      const chars = siteCharacters(root);
      for (const char of 'AZaz09?~ü ãó–’“”…→') expect(chars).toContain(char);
      expect(chars).not.toContain('\u200b'); // format characters draw nothing
      expect(chars).not.toContain('ñ'); // nothing the sources do not write
      expect([...chars].sort().join('')).toBe(chars);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('are written smaller than the latin files they come from, with the list of characters', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fonts-'));
    try {
      fs.mkdirSync(path.join(root, 'content'));
      fs.writeFileSync(path.join(root, 'content', 'page.json'), '{"title": "Café"}');
      const written = await writeFontSubsets({ root, modules: path.join(ROOT, 'node_modules') });
      expect(written).toHaveLength(FONT_SUBSETS.length);
      for (const { file, bytes, sourceBytes } of written) {
        expect(fs.readFileSync(file).subarray(0, 4).toString('latin1')).toBe('wOF2');
        expect(bytes).toBeLessThan(sourceBytes * 0.6);
      }
      const list = JSON.parse(
        fs.readFileSync(path.join(root, FONT_DIR, 'characters.json'), 'utf8'),
      );
      expect(list.characters).toContain('é');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
