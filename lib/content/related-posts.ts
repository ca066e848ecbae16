/*
 * Which articles to suggest under an article (docs/editors.md#related-reading). Two articles are
 * related by the words they share in their titles, excerpts and key takeaways, weighted by how
 * rare each word is across the blog: "idempotent" says more than "team". The same category adds a
 * little and every year between them takes some away, so a two-year-old piece in the same category
 * loses to last month's piece on the same problem.
 */

/** What relatedness reads of an article. */
export type RelatableArticle = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  date: string;
  keyTakeaways: readonly string[];
};

/** Worth as much as two rare shared words. */
export const SAME_CATEGORY_WEIGHT = 2;
/** Taken away per year between the two articles' dates. */
export const WEIGHT_PER_YEAR = 2;

const YEAR_MS = 365.25 * 86_400_000;

/** Words too common in this blog's prose to say what an article is about. */
const STOP_WORDS = new Set(
  'about after again against also because been before being between both could does doing down during each every from have having here into itself just more most much only other over same should some such than that their them then there these they this those through under until very were what when where which while with would your yours first second three without within make makes made need needs like uses used using will than'.split(
    ' ',
  ),
);

/** An article's distinctive words: four letters or more, lower case, cut to a common stem. */
export function topicWords(article: RelatableArticle): Set<string> {
  const text = [article.title, article.excerpt, ...article.keyTakeaways].join(' ').toLowerCase();
  const words = text.match(/[a-z][a-z0-9-]{5,}/g) ?? [];
  return new Set(words.filter((w) => !STOP_WORDS.has(w)).map((w) => w.slice(0, 7)));
}

/** Ranks `others` by how related each is to `article`, most related first. */
export function rankRelated<T extends RelatableArticle>(article: T, others: readonly T[]): T[] {
  const pool = [article, ...others.filter((o) => o.slug !== article.slug)];
  const words = new Map(pool.map((p) => [p.slug, topicWords(p)]));
  const documentFrequency = new Map<string, number>();
  for (const set of words.values())
    for (const w of set) documentFrequency.set(w, (documentFrequency.get(w) ?? 0) + 1);
  const rarity = (w: string) => Math.log(pool.length / documentFrequency.get(w)!);
  const own = words.get(article.slug)!;
  const score = (other: T) => {
    let shared = 0;
    for (const w of words.get(other.slug)!) if (own.has(w)) shared += rarity(w);
    const years = Math.abs(Date.parse(other.date) - Date.parse(article.date)) / YEAR_MS;
    return (
      shared +
      (other.category === article.category ? SAME_CATEGORY_WEIGHT : 0) -
      WEIGHT_PER_YEAR * years
    );
  };
  const scores = new Map(pool.map((p) => [p.slug, score(p)]));
  return pool
    .slice(1)
    .sort((a, b) => scores.get(b.slug)! - scores.get(a.slug)! || a.title.localeCompare(b.title));
}
