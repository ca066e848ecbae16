/*
 * Which articles to suggest under an article (docs/editors.md#related-reading). The order is a
 * set of rules, strongest first, so an editor can predict it:
 *
 * 1. Shared topic. An article tagged with the same service (`service` in the front matter) comes
 *    first, then one in the same category, then the rest.
 * 2. Current. Within a topic rank, an article published in the 18 months before the build day
 *    comes before an older one: a reader of a 2026 piece wants this year's practice.
 * 3. Nearest subject. Then the words two articles share in their titles, excerpts and key
 *    takeaways, weighted by how rare each word is across the blog ("idempotent" says more than
 *    "team"), and last the newer date.
 *
 * One exclusion: an article whose title names a year before the build's year ("Tech Trends
 * 2025" read in 2026) is a past forecast, and is offered only under an article of the same
 * service. Sharing a category is not enough: a trends list shares "Technology Insights" with
 * almost everything and answers none of it.
 */

/** What relatedness reads of an article. */
export type RelatableArticle = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  date: string;
  keyTakeaways: readonly string[];
  /** A service slug (content/services/<slug>.json), when the article is tagged with one. */
  service?: string;
};

/** How far back an article still counts as current. */
export const RECENT_MONTHS = 18;

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

/** 2: the same service; 1: the same category; 0: neither. */
export function topicRank(article: RelatableArticle, other: RelatableArticle): 0 | 1 | 2 {
  if (article.service && other.service === article.service) return 2;
  return other.category === article.category ? 1 : 0;
}

/** The years a title names, e.g. [2025] for "Tech Trends 2025: Product Development". */
const titleYears = (title: string) => (title.match(/\b20\d{2}\b/g) ?? []).map(Number);

/** True when every year the title names is before `today`'s year: a past year's forecast. */
export function isPastForecast(article: Pick<RelatableArticle, 'title'>, today: string): boolean {
  const years = titleYears(article.title);
  const thisYear = Number(today.slice(0, 4));
  return years.length > 0 && years.every((year) => year < thisYear);
}

/** True when the article was published in the RECENT_MONTHS before `today` (YYYY-MM-DD). */
export function isRecent(article: Pick<RelatableArticle, 'date'>, today: string): boolean {
  const cutoff = new Date(`${today}T00:00:00Z`);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - RECENT_MONTHS);
  return article.date >= cutoff.toISOString().slice(0, 10);
}

/** True when `other` may be suggested under `article` at all. */
export function mayRelate(article: RelatableArticle, other: RelatableArticle, today: string) {
  return (
    other.slug !== article.slug &&
    (!isPastForecast(other, today) || topicRank(article, other) === 2)
  );
}

/**
 * The articles of `others` that may be suggested under `article`, most related first (the
 * rules at the top of this file). `today` is the build day, YYYY-MM-DD.
 */
export function rankRelated<T extends RelatableArticle>(
  article: T,
  others: readonly T[],
  today: string,
): T[] {
  const pool = [article, ...others.filter((o) => o.slug !== article.slug)];
  const words = new Map(pool.map((p) => [p.slug, topicWords(p)]));
  const documentFrequency = new Map<string, number>();
  for (const set of words.values())
    for (const w of set) documentFrequency.set(w, (documentFrequency.get(w) ?? 0) + 1);
  const rarity = (w: string) => Math.log(pool.length / documentFrequency.get(w)!);
  const own = words.get(article.slug)!;
  const shared = (other: T) => {
    let sum = 0;
    for (const w of words.get(other.slug)!) if (own.has(w)) sum += rarity(w);
    return sum;
  };
  const key = new Map(
    pool.map((p) => [
      p.slug,
      [topicRank(article, p), isRecent(p, today) ? 1 : 0, shared(p)] as const,
    ]),
  );
  return pool
    .slice(1)
    .filter((other) => mayRelate(article, other, today))
    .sort((a, b) => {
      const [ka, kb] = [key.get(a.slug)!, key.get(b.slug)!];
      return (
        kb[0] - ka[0] ||
        kb[1] - ka[1] ||
        kb[2] - ka[2] ||
        b.date.localeCompare(a.date) ||
        a.title.localeCompare(b.title)
      );
    });
}
