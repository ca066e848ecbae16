/**
 * Words broken into lines of at most `width` characters, for text drawn in an SVG, which does
 * not wrap; a word longer than a line gets a line of its own rather than being split. A number
 * never ends a line with its unit on the next ("15 / minutes"): it moves down with the unit.
 */
export function wrapWords(text: string, width: number): string[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .reduce<string[]>((lines, word) => {
      const last = lines.at(-1);
      if (last !== undefined && `${last} ${word}`.length <= width) {
        lines[lines.length - 1] = `${last} ${word}`;
        return lines;
      }
      const number = last?.match(/^(.+) (\d[\d.,]*)$/);
      if (number) {
        lines[lines.length - 1] = number[1]!;
        lines.push(`${number[2]} ${word}`);
      } else lines.push(word);
      return lines;
    }, []);
}
