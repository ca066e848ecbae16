/**
 * The class that tells globals.css how long a heading's longest word is (`title-word-N`, N the
 * letters rounded up to an even step), so the heading can shrink until that word fits its
 * column whole under enlarged text (docs/reader-settings.md#headings-under-large-text). A class,
 * not a style="": each distinct inline style would cost the CSP a hash. Words up to `shortest`
 * letters get no class: the heading's own default covers them.
 */
export function longestWordClass(text: string, shortest = 8): string | undefined {
  // A line may break at a space, a hyphen, a dash, a slash or a soft hyphen, so the longest
  // stretch between them is what must fit: "Charging-network" needs the room of "Charging".
  const longest = Math.max(...text.split(/[\s\-\u2013\u2014/\u00ad]+/).map((word) => word.length));
  if (longest <= shortest) return undefined;
  const step = Math.min(16, Math.ceil(longest / 2) * 2);
  return `title-word-${step}`;
}
