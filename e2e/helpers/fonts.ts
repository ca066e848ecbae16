import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * The characters the font subsets keep, and those a family leaves out on purpose for the next
 * face in its stack to draw (written by scripts/assets/fonts.ts before the build).
 */
export interface SubsetCharacters {
  characters: string;
  /** By family ("Plus Jakarta Sans"): characters its subset leaves out. */
  omitted: Record<string, string>;
}

export function subsetCharacters(): SubsetCharacters {
  const file = path.join(process.cwd(), 'app', 'fonts', 'generated', 'characters.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SubsetCharacters;
}

/**
 * Text the page draws with one of its own fonts at a weight outside the range that font's
 * @font-face declares (the subset has no such weight: the browser would clamp or synthesise
 * it), or with a character the subset lacks (it would fall back to another font). Returned as
 * readable lines; [] when every piece of text is drawn as designed.
 */
export function fontMismatches(page: Page, subset: SubsetCharacters): Promise<string[]> {
  return page.evaluate(({ characters: kept, omitted }) => {
    const ranges = new Map<string, [number, number]>();
    document.fonts.forEach((face) => {
      const [low, high = low] = face.weight.split(' ').map(Number);
      ranges.set(face.family.replace(/["']/g, ''), [low!, high!]);
    });
    const glyphs = new Set(kept);
    // next/font names a family after its const ("jakarta" for "Plus Jakarta Sans").
    const leftOut = (family: string) =>
      Object.entries(omitted).find(([name]) =>
        name.toLowerCase().includes(family.toLowerCase()),
      )?.[1] ?? '';
    const problems = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (!text || !node.parentElement) continue;
      const style = getComputedStyle(node.parentElement);
      const family = style.fontFamily.split(',')[0]!.trim().replace(/["']/g, '');
      const range = ranges.get(family);
      if (!range) continue; // a system font (code, form controls)
      const weight = Number(style.fontWeight);
      const sample = text.slice(0, 40);
      if (weight < range[0] || weight > range[1])
        problems.add(`${family} at ${weight} (kept ${range.join('-')}): "${sample}"`);
      const gaps = leftOut(family);
      for (const char of text)
        // A character left out on purpose is drawn by the next face: that is the design. A
        // format character (a soft hyphen in a long heading word) draws no glyph of its own: at
        // a break the browser draws the font's hyphen, which every subset keeps.
        if (!/[\s\p{Cf}]/u.test(char) && !glyphs.has(char) && !gaps.includes(char))
          problems.add(
            `${family} has no "${char}" (U+${char.codePointAt(0)!.toString(16)}): "${sample}"`,
          );
    }
    return [...problems];
  }, subset);
}
