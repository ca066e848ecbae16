import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RUNTIME_STYLES, runtimeStyles, stylesInsertedBy } from './runtime-styles';

const root = process.cwd();

describe('the stylesheets libraries insert at run time', () => {
  it("finds sonner's stylesheet by loading sonner: the toaster's own rules, hashed with the empty state", () => {
    const sonner = RUNTIME_STYLES.find((lib) => lib.name === 'sonner')!;
    const [empty, css] = runtimeStyles(root, [`x="${sonner.marker}"`]);
    expect(empty).toBe('');
    expect(css).toMatch(/^\[data-sonner-toaster\]/);
    expect(css).toContain('[data-sonner-toast]');
    expect(css).not.toMatch(/\\n|\\"/); // the text itself, not a source literal
  });

  it('adds nothing when no shipped island module carries the library', () => {
    expect(runtimeStyles(root, ['console.log("no toaster here")'])).toEqual([]);
  });

  describe('reading a module', () => {
    let dir: string;
    const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);
    beforeAll(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'runtime-styles-'));
      // However the CSS is written: a template literal, built up, inserted through a helper
      // with another name, in two elements; what counts is what ends up in the document.
      write(
        'styled.mjs',
        [
          "import { join } from 'node:path';",
          'const add = (text) => {',
          "  const style = document.createElement('style');",
          '  document.head.appendChild(style);',
          '  style.appendChild(document.createTextNode(text));',
          '};',
          "add(`.a{color:red}` + '.b{margin:0}');",
          "add(join('x', 'y') && '.c{}');",
        ].join('\n'),
      );
      write('plain.mjs', 'export const nothing = 1;\n');
    });
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('returns the text of every <style> the module inserts, its imports resolved', () => {
      expect(stylesInsertedBy(dir, 'styled.mjs')).toEqual([
        '',
        '.a{color:red}.b{margin:0}',
        '.c{}',
      ]);
    });

    it('returns only the empty state for a module that inserts none', () => {
      expect(stylesInsertedBy(dir, 'plain.mjs')).toEqual(['']);
    });

    it('fails the build, naming the library, when a shipped library inserts no stylesheet', () => {
      const lib = { name: 'quiet', marker: 'data-quiet', module: 'plain.mjs' };
      expect(() => runtimeStyles(dir, ['"data-quiet"'], [lib])).toThrow(
        'security-headers: quiet inserted no <style> when loaded (plain.mjs)',
      );
    });
  });
});
