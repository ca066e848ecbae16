import { slugify } from '@/lib/utils/slugify';

/** The day `days` after (or before, when negative) an ISO day. */
export const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A title for a test's own article whose slug no real article has: the title itself, or it with
 * "Two", "Three", ... appended. A fixture that took a real article's slug would replace it.
 */
export function freeTitle(title: string, takenSlugs: Iterable<string>): string {
  const taken = new Set(takenSlugs);
  const suffixes = ['', ' Two', ' Three', ' Four', ' Five', ' Six', ' Seven', ' Eight', ' Nine'];
  const free = suffixes.map((suffix) => title + suffix).find((t) => !taken.has(slugify(t)));
  if (!free) throw new Error(`every variant of the fixture title "${title}" is a real article`);
  return free;
}
