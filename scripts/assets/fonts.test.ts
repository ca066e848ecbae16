import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { create, type Font } from 'fontkitten';
import {
  FONT_DIR,
  FONT_SUBSETS,
  fallbackFamilies,
  fallbackFontFaces,
  siteCharacters,
  writeFontSubsets,
} from './fonts';

const ROOT = path.join(__dirname, '..', '..');

describe('font subsets', () => {
  it('are the files app/layout.tsx loads, at the weight ranges it declares', () => {
    const layout = fs.readFileSync(path.join(ROOT, 'app', 'layout.tsx'), 'utf8');
    const declared = [
      ...layout.matchAll(/src: '\.\/fonts\/generated\/([^']+)',\s*weight: '(\d+) (\d+)'/g),
    ].map(([, file, min, max]) => ({ file, weight: [Number(min), Number(max)] }));
    expect(declared).toEqual(FONT_SUBSETS.map(({ file, weight }) => ({ file, weight })));
  });

  it('fall back to the sized system faces app/layout.tsx names, in the same order', () => {
    const layout = fs.readFileSync(path.join(ROOT, 'app', 'layout.tsx'), 'utf8');
    const calls = [...layout.matchAll(/localFont\(\{([\s\S]*?)\}\);/g)].map(([, body]) => body);
    expect(calls).toHaveLength(FONT_SUBSETS.length);
    calls.forEach((body = '', i) => {
      const names = [...(body.match(/fallback: \[([^\]]*)\]/)?.[1] ?? '').matchAll(/'([^']+)'/g)];
      expect(names.map(([, name]) => name)).toEqual(
        fallbackFamilies(FONT_SUBSETS[i]?.family ?? ''),
      );
      // Next's own fallback (local Arial only) would stand first and Android has no Arial.
      expect(body).toContain('adjustFontFallback: false');
    });
    const globals = fs.readFileSync(path.join(ROOT, 'app', 'globals.css'), 'utf8');
    expect(globals).toContain("@import './fonts/generated/fallbacks.css';");
  });

  it('size each fallback to the web font at every weight, bold text on the bold system face', async () => {
    const inter = fs.readFileSync(path.join(ROOT, 'node_modules', FONT_SUBSETS[0]?.source ?? ''));
    const faces = (await fallbackFontFaces('Inter', inter, [400, 700])).split('\n');
    const face = (family: string, weight: number) =>
      faces.find(
        (f) =>
          f.includes(`font-family:"${family}"`) && new RegExp(`font-weight:${weight}[;}]`).test(f),
      );
    const sizeAdjust = (rule = '') => Number(rule.match(/size-adjust:([\d.]+)%/)?.[1]);
    expect(faces).toHaveLength(2 * 4); // Arial and Roboto at 400, 500, 600 and 700
    expect(face('Inter Fallback Arial', 400)).toContain(
      'src:local("Arial"),local("ArialMT"),local("Liberation Sans"),local("LiberationSans")',
    );
    expect(face('Inter Fallback Arial', 700)).toContain('src:local("Arial Bold")');
    expect(face('Inter Fallback Roboto', 600)).toContain('src:local("Roboto Bold")');
    // Inter's average glyph is about 7% wider than Arial's and grows with the weight.
    expect(sizeAdjust(face('Inter Fallback Arial', 400))).toBeGreaterThan(104);
    expect(sizeAdjust(face('Inter Fallback Arial', 400))).toBeLessThan(110);
    expect(sizeAdjust(face('Inter Fallback Arial', 500))).toBeGreaterThan(
      sizeAdjust(face('Inter Fallback Arial', 400)),
    );
    // Arial Bold is itself wider, so bold Inter needs less scaling than regular.
    expect(sizeAdjust(face('Inter Fallback Arial', 700))).toBeLessThan(
      sizeAdjust(face('Inter Fallback Arial', 400)),
    );
    for (const rule of faces)
      expect(rule).toMatch(/ascent-override:[\d.]+%;descent-override:[\d.]+%/);
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
      // A character a family leaves out is missing from its file alone, and listed as such.
      for (const { family, file, omit = '' } of FONT_SUBSETS) {
        const font = create(fs.readFileSync(path.join(root, FONT_DIR, file))) as Font;
        for (const char of '-é')
          expect(font.hasGlyphForCodePoint(char.codePointAt(0)!)).toBe(!omit.includes(char));
        expect(list.omitted[family] ?? '').toBe(omit);
      }
      expect(FONT_SUBSETS.find((f) => f.family === 'Plus Jakarta Sans')?.omit).toBe('-');
      const fallbacks = fs.readFileSync(path.join(root, FONT_DIR, 'fallbacks.css'), 'utf8');
      for (const { family } of FONT_SUBSETS)
        for (const name of fallbackFamilies(family))
          expect(fallbacks).toContain(`font-family:"${name}"`);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
