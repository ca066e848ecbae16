// How wide a line of the architecture diagram's text is, without a DOM: the layout runs at
// build time, where nothing can be measured, and a node has to be as big as its words.

/**
 * Advance widths in em, by class of character, at or above the widest of Plus Jakarta Sans
 * Bold (node labels) and Inter Medium (items). The classes were read from the fonts' own
 * advances (scripts/design/outline.ts); an estimate a few per cent wide costs a little space,
 * one too narrow lets a label run out of its box ("Clinician Portal" on a phone did).
 */
const NARROW = new Set(" iIjl'.,:;!|");
const SLIM = new Set('frt()[]1');
const WIDE = new Set('mwMWOQG%@#');

/** Lowercase and digits: Jakarta's bold letters run a little wider than Inter's. */
const DEFAULT_EM = { display: 0.64, text: 0.61 } as const;

export type Face = keyof typeof DEFAULT_EM;

/** The estimated width in px of `text` set at `size` px in the diagram's `face`. */
export function textWidth(text: string, size: number, face: Face): number {
  let em = 0;
  for (const char of text) {
    if (NARROW.has(char)) em += 0.26;
    else if (SLIM.has(char)) em += 0.42;
    else if (WIDE.has(char)) em += 0.95;
    else if (char >= 'A' && char <= 'Z') em += 0.78;
    else em += DEFAULT_EM[face];
  }
  return em * size;
}

/**
 * The words of `text` in lines no wider than `width`, filled greedily. A word wider than the
 * line keeps a line of its own rather than being broken.
 */
export function wrapText(text: string, width: number, size: number, face: Face): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && textWidth(`${last} ${word}`, size, face) <= width) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines;
}
