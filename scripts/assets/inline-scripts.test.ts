import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateInlineScript, INLINE_SCRIPTS } from './inline-scripts';

const root = process.cwd();

describe('the inline scripts React renders (scripts/assets/inline-scripts.ts)', () => {
  it.each(INLINE_SCRIPTS.map((script) => [script.module, script]))(
    '%s is what its entry bundles to today, within its budget',
    async (_module, script) => {
      const { text, bytes, problems } = await generateInlineScript(root, script);
      expect(problems).toEqual([]);
      expect(bytes).toBeLessThanOrEqual(script.maxBytes);
      // Stale: run `npx tsx scripts/assets/inline-scripts.ts` (npm run build and dev do).
      expect(fs.readFileSync(path.join(root, script.module), 'utf8')).toBe(text);
    },
  );

  describe('what it refuses', () => {
    let dir: string;
    beforeAll(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-scripts-'));
      fs.writeFileSync(
        path.join(dir, 'long.ts'),
        `console.log(${JSON.stringify('x'.repeat(80))});`,
      );
      fs.writeFileSync(
        path.join(dir, 'special.ts'),
        'const n = Math.random(); console.log(`a\\\\b ${n} \\` \\${not}`);',
      );
      fs.writeFileSync(
        path.join(dir, 'closes.ts'),
        `document.write('</' + 'script>' + "</script>");`,
      );
    });
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
    const script = (entry: string, maxBytes = 500) => ({
      entry,
      module: 'unused.mjs',
      name: 'X',
      maxBytes,
      doc: 'docs/x.md',
    });

    it('nothing: the generated module exports the bundled code exactly, backslashes, backticks and ${ included', async () => {
      const { code, text, problems } = await generateInlineScript(dir, script('special.ts'));
      expect(problems).toEqual([]);
      expect(code).toMatch(/\\\\.*\$\{.*`/);
      fs.writeFileSync(path.join(dir, 'special.mjs'), text);
      expect((await import(path.join(dir, 'special.mjs'))).X).toBe(code);
    });

    it('a script over its budget, naming its size', async () => {
      const { problems } = await generateInlineScript(dir, script('long.ts', 50));
      expect(problems).toEqual([
        expect.stringMatching(/^long\.ts: \d+ bytes bundled, over its budget of 50$/),
      ]);
    });

    it('nothing: a "</script" in a string is escaped, so the script stays inside its element', async () => {
      const { text, problems } = await generateInlineScript(dir, script('closes.ts'));
      expect(problems).toEqual([]);
      expect(text.toLowerCase()).not.toContain('</script');
    });
  });
});
