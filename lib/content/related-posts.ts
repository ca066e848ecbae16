/*
 * Which articles to suggest under an article (docs/editors.md#related-reading). The order is a
 * set of rules, strongest first, so an editor can predict it:
 *
 * 1. Same service. An article tagged with the same service (`service` in the front matter).
 * 2. Same subject. Then the words two articles share in their titles, excerpts and key
 *    takeaways, weighted by how rare each word is across the blog ("idempotent" says more than
 *    "team"); a sum under SUBJECT_MIN counts as nothing shared.
 * 3. Same category, only between articles that share no more subject than that: a category
 *    ("Technology Insights") holds SOC 2 audits and AI running costs alike.
 * 4. The newer date.
 *
 * One exclusion: an article whose title names a year before the build's year ("Tech Trends
 * 2025" read in 2026) is a past forecast, and is offered only under an article of the same
 * service.
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

/** The least weight of shared words that counts as a shared subject: two rare words, or more
 *  common ones. Under it, two articles share glue, not a subject. */
export const SUBJECT_MIN = 4;

/** Words too common in this blog's prose to say what an article is about. */
const STOP_WORDS = new Set(
  'about after again against also because been before being between both could does doing down during each every from have having here into itself just more most much only other over same should some such than that their them then there these they this those through under until very were what when where which while with would your yours first second three without within make makes made need needs like uses used using will than'.split(
    ' ',
  ),
);

/**
 * Words this blog's worked examples all use ("worked example", "monthly", "launch"), which say
 * how an article argues, not what it is about.
 */
const HOUSE_WORDS = new Set(
  'worked example examples change changes monthly month months launch launched building build built provide provider current system systems support engineer engineers engineering product products develop development service services across managed team teams week weeks year years work works working client clients company people time times real first last days number numbers rather around before pays paid know right keep kept takes take hours every still often usually rarely whose start starts single someone'.split(
    ' ',
  ),
);

/** Cut to a common stem: "costs" and "cost", "charging" and "charger" meet. */
const stem = (word: string) => word.replace(/(ing|ers|er|es|s)$/, '').slice(0, 7);

/** An article's distinctive words: five letters or more, lower case, cut to a common stem. */
export function topicWords(article: RelatableArticle): Set<string> {
  const text = [article.title, article.excerpt, ...article.keyTakeaways].join(' ').toLowerCase();
  const words = text.match(/[a-z][a-z0-9-]{4,}/g) ?? [];
  return new Set(
    words
      .filter((w) => !STOP_WORDS.has(w) && !HOUSE_WORDS.has(w))
      .map(stem)
      .filter((w) => w.length >= 4),
  );
}

/** 2: the same service; 1: the same category; 0: neither. */
export function topicRank(article: RelatableArticle, other: RelatableArticle): 0 | 1 | 2 {
  if (article.service && other.service === article.service) return 2;
  return other.category === article.category ? 1 : 0;
}

/** The rank key of `other` under `article`, strongest rule first (the rules at the top). */
export function relatedKey(
  article: RelatableArticle,
  other: RelatableArticle,
  sharedWeight: number,
): readonly [number, number, number] {
  const rank = topicRank(article, other);
  return [rank === 2 ? 1 : 0, sharedWeight >= SUBJECT_MIN ? sharedWeight : 0, rank === 1 ? 1 : 0];
}

/** The years a title names, e.g. [2025] for "Tech Trends 2025: Product Development". */
const titleYears = (title: string) => (title.match(/\b20\d{2}\b/g) ?? []).map(Number);

/** True when every year the title names is before `today`'s year: a past year's forecast. */
export function isPastForecast(article: Pick<RelatableArticle, 'title'>, today: string): boolean {
  const years = titleYears(article.title);
  const thisYear = Number(today.slice(0, 4));
  return years.length > 0 && years.every((year) => year < thisYear);
}

/** True when `other` may be suggested under `article` at all. */
export function mayRelate(article: RelatableArticle, other: RelatableArticle, today: string) {
  return (
    other.slug !== article.slug &&
    (!isPastForecast(other, today) || topicRank(article, other) === 2)
  );
}

/** Compares two rank keys: negative when `a` ranks before `b`. */
export const compareKeys = (a: readonly number[], b: readonly number[]) =>
  a.reduce((order, value, i) => order || b[i]! - value, 0);

/** Each article's rank key under `article` (relatedKey), the words weighed across `pool`. */
export function relatedKeys<T extends RelatableArticle>(article: T, pool: readonly T[]) {
  const words = new Map(pool.map((p) => [p.slug, topicWords(p)]));
  const documentFrequency = new Map<string, number>();
  for (const set of words.values())
    for (const w of set) documentFrequency.set(w, (documentFrequency.get(w) ?? 0) + 1);
  const rarity = (w: string) => Math.log(pool.length / documentFrequency.get(w)!);
  const own = topicWords(article);
  const shared = (other: T) => {
    let sum = 0;
    for (const w of words.get(other.slug)!) if (own.has(w)) sum += rarity(w);
    return sum;
  };
  return new Map(pool.map((p) => [p.slug, relatedKey(article, p, shared(p))]));
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
  const key = relatedKeys(article, pool);
  return pool
    .slice(1)
    .filter((other) => mayRelate(article, other, today))
    .sort(
      (a, b) =>
        compareKeys(key.get(a.slug)!, key.get(b.slug)!) ||
        b.date.localeCompare(a.date) ||
        a.title.localeCompare(b.title),
    );
}
