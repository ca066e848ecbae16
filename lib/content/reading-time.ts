/**
 * Read time of an article body, computed at build (docs/content.md#read-time-is-computed).
 * The same rule is in
 * scripts/content/count-words.ts, the editors' tool; a jest test keeps the two in step.
 */
export const WORDS_PER_MINUTE = 225;

/** Words of a Markdown/MDX body: tags and link targets are dropped, a word is a whitespace token with a letter or digit. */
export function countWords(body: string): number {
  const text = body.replace(/<[^>]+>/g, ' ').replace(/\]\([^)]*\)/g, '] ');
  return text.split(/\s+/).filter((token) => /[A-Za-z0-9]/.test(token)).length;
}

export interface ReadingTime {
  words: number;
  minutes: number;
  /** "12 min read" */
  text: string;
}

export function readingTime(body: string): ReadingTime {
  const words = countWords(body);
  const minutes = Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
  return { words, minutes, text: `${minutes} min read` };
}
