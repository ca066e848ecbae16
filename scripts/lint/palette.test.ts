import fs from 'node:fs';
import path from 'node:path';

// The dark theme swaps the palette on :root, and panels that stay dark in both themes
// (.on-dark, .keep-palette) set the light palette back (docs/reader-settings.md#dark-theme).
// CSS cannot say "the values before the swap", so globals.css states them twice: this holds
// the second statement to the first.

const css = fs.readFileSync(path.join(__dirname, '..', '..', 'app', 'globals.css'), 'utf8');

/** The `--name: value` declarations of the block that opens with `opening`. */
function declarations(opening: string): Map<string, string> {
  const start = css.indexOf(opening);
  expect(start).toBeGreaterThanOrEqual(0);
  const body = css.slice(start + opening.length, css.indexOf('}', start));
  return new Map(
    [...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]),
  );
}

const BRAND_PALETTE = /^--color-(brand|accent|ink)-\d+$|^--color-surface$/;

describe('the palette kept on dark panels', () => {
  const light = declarations('\n@theme {');
  const kept = declarations(':root :is(.on-dark, .keep-palette) {');

  it('restores every brand, accent, ink and surface colour of the light theme', () => {
    const lightNames = [...light.keys()].filter((name) => BRAND_PALETTE.test(name));
    expect(lightNames.length).toBeGreaterThan(20);
    expect([...kept.keys()].sort()).toEqual(lightNames.sort());
  });

  it('with the light theme’s values', () => {
    for (const [name, value] of kept)
      expect(`${name}: ${value}`).toBe(`${name}: ${light.get(name)}`);
  });
});
