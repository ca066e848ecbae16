/**
 * Whether a caption only repeats the name it sits over ("Retrieval" over "Retrieval and
 * prompts", "Workloads" over "Workload accounts"): every word of it starts a word of the name,
 * a plural matching its singular. Such a caption adds nothing and is left out of the drawing.
 */
export function captionRepeats(caption: string, name: string): boolean {
  const stem = (word: string) => word.toLowerCase().replace(/s$/, '');
  const nameWords = name.split(/\s+/).map(stem);
  return caption
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => nameWords.some((nameWord) => nameWord.startsWith(stem(word))));
}
