// Prints word count and computed read time of MDX articles, with the same rule
// as lib/content/reading-time.ts (keep the two in step): tags and link targets
// are dropped, a word is any whitespace-separated token with a letter or digit,
// read time = ceil(words / 225).
// Usage: npx tsx scripts/content/count-words.ts content/blog/*.mdx
import { readFileSync } from 'node:fs';

const WORDS_PER_MINUTE = 225;

function stripFrontmatter(src: string) {
  const m = src.match(/^---\n[\s\S]*?\n---\n?/);
  return m ? src.slice(m[0].length) : src;
}

export function countWords(body: string) {
  const text = body.replace(/<[^>]+>/g, ' ').replace(/\]\([^)]*\)/g, '] ');
  return text.split(/\s+/).filter((t) => /[A-Za-z0-9]/.test(t)).length;
}

for (const file of process.argv.slice(2)) {
  const words = countWords(stripFrontmatter(readFileSync(file, 'utf8')));
  const minutes = Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
  console.log(`${file}: ${words} words, ${minutes} min read`);
}
