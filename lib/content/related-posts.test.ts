import { buildDay, getAllPosts, getRelatedPosts } from '@/lib/content/blog';
import {
  compareKeys,
  isPastForecast,
  mayRelate,
  rankRelated,
  relatedKeys,
  topicRank,
  topicWords,
  type RelatableArticle,
} from '@/lib/content/related-posts';

const TODAY = '2026-11-29';

const article = (slug: string, over: Partial<RelatableArticle> = {}): RelatableArticle => ({
  slug,
  title: 'A title',
  excerpt: 'An excerpt.',
  category: 'Web Development',
  date: '2026-06-01',
  keyTakeaways: [],
  ...over,
});

const chargers = {
  title: 'Idempotent messages from offline chargers',
  excerpt: 'Chargers queue transactions while offline and replay them hours later.',
};

/** A blog's worth of unrelated articles, so rare words weigh what they weigh on the real blog. */
const others = ['pricing', 'hiring', 'design', 'security', 'analytics', 'testing'].map((topic) =>
  article(topic, {
    category: 'Other',
    title: `Notes on ${topic}`,
    excerpt: `Everything about ${topic} practice.`,
  }),
);

const slugs = (list: RelatableArticle[]) => list.map((p) => p.slug);

describe('related reading: the rules', () => {
  it('puts the same service first, then the same subject, then the same category', () => {
    const post = article('post', { ...chargers, service: 'software-development' });
    const sameWords = article('same-words', { ...chargers, category: 'Other' });
    const sameCategory = article('same-category', { title: 'Choosing a headless storefront' });
    const sameService = article('same-service', {
      category: 'Other',
      service: 'software-development',
      title: 'Estimating a platform build',
    });
    const ranked = rankRelated(post, [sameWords, sameCategory, sameService, ...others], TODAY);
    expect(slugs(ranked).slice(0, 3)).toEqual(['same-service', 'same-words', 'same-category']);
  });

  it('lets the category decide only between articles that share no subject', () => {
    // The case an outside reviewer found: under an article on AI running costs, two articles of
    // its category on SOC 2 and on OCPP, beside one on the same subject from another category.
    const post = article('ai-costs', {
      title: 'What an AI feature costs to run',
      excerpt: 'Prompt tokens, model routing and evaluation runs, costed per request.',
      category: 'Technology Insights',
    });
    const sameSubject = article('llm-evals', {
      title: 'Evaluating model features before launch',
      excerpt: 'An evaluation set for prompt and model changes, and what each run costs.',
      category: 'Product Development',
      date: '2025-01-01',
    });
    const sameCategory = article('soc-2', {
      title: 'What an audit asks of a seed-stage team',
      category: 'Technology Insights',
    });
    const ranked = slugs(rankRelated(post, [sameCategory, sameSubject, ...others], TODAY));
    expect(ranked.slice(0, 2)).toEqual(['llm-evals', 'soc-2']);
  });

  it('orders by the newer date when nothing else separates two articles', () => {
    const post = article('post', chargers);
    const old = article('old', { title: 'Something else', date: '2024-01-25' });
    const recent = article('recent', { title: 'Something other', date: '2025-08-01' });
    expect(slugs(rankRelated(post, [old, recent], TODAY))).toEqual(['recent', 'old']);
  });

  it('never offers a past year’s forecast that only shares the category', () => {
    // The case an outside reviewer found: a 2024 trends list under a 2026 piece on AI costs.
    const post = article('ai-costs', {
      title: 'What an AI Feature Really Costs to Run',
      category: 'Technology Insights',
      service: 'ai-development',
    });
    const trends = article('trends', {
      title: 'Tech Trends 2025: Product Development',
      excerpt: 'Seven trends, from evaluation sets for AI features to their running costs.',
      category: 'Technology Insights',
      service: 'product-engineering',
      date: '2024-01-25',
    });
    expect(slugs(rankRelated(post, [trends, ...others], TODAY))).not.toContain('trends');
    // The same list is fair reading under an article of its own service.
    const sameService = { ...post, service: 'product-engineering' };
    expect(slugs(rankRelated(sameService, [trends, ...others], TODAY))[0]).toBe('trends');
  });

  it('reads a year in the title as a forecast only once that year is over', () => {
    expect(isPastForecast({ title: 'Tech Trends 2025' }, '2026-01-01')).toBe(true);
    expect(isPastForecast({ title: 'Hiring or Augmenting in 2026' }, '2026-11-29')).toBe(false);
    expect(isPastForecast({ title: 'Platform Engineering for a 10-Engineer Team' }, TODAY)).toBe(
      false,
    );
  });

  it('counts the words that name a subject, not the glue between them', () => {
    const words = topicWords(article('a', { title: 'What the team should know about chargers' }));
    // Cut to a stem, so "chargers" meets "charging".
    expect(words).toContain('charg');
    expect(topicWords(article('b', { title: 'Smart charging' }))).toContain('charg');
    expect(words).not.toContain('should');
    expect(words).not.toContain('team');
  });
});

// The same rules on the published blog, as of today's build: expectations come from the
// articles' own front matter, so a new article never needs this file changed.
describe('related reading on the blog as built today', () => {
  const posts = getAllPosts();
  const today = buildDay();

  it.each(posts.map((p) => [p.slug, p] as const))('under %s', (_slug, post) => {
    const chosen = getRelatedPosts(post, posts);
    const left = posts.filter(
      (p) => p !== post && !chosen.includes(p) && mayRelate(post, p, today),
    );
    const key = relatedKeys(post, posts);
    for (const pick of chosen) {
      // Never a past year's forecast from another service.
      if (isPastForecast(pick, today))
        expect([pick.slug, topicRank(post, pick)]).toEqual([pick.slug, 2]);
      // Nothing left out shares more: service, then subject, then category.
      for (const other of left) {
        const ahead = compareKeys(key.get(other.slug)!, key.get(pick.slug)!) < 0;
        expect([pick.slug, other.slug, ahead]).toEqual([pick.slug, other.slug, false]);
      }
    }
  });

  it('tags every article with a service, so every article page links to one', () => {
    expect(posts.filter((p) => !p.service).map((p) => p.slug)).toEqual([]);
  });
});
