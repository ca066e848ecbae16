import { buildDay, getAllPosts, getRelatedPosts } from '@/lib/content/blog';
import {
  isPastForecast,
  isRecent,
  mayRelate,
  rankRelated,
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
  it('puts the same service first, then the same category, whatever the words say', () => {
    const post = article('post', { ...chargers, service: 'software-development' });
    const sameWords = article('same-words', { ...chargers, category: 'Other' });
    const sameCategory = article('same-category', { title: 'Choosing a headless storefront' });
    const sameService = article('same-service', {
      category: 'Other',
      service: 'software-development',
      title: 'Estimating a platform build',
    });
    const ranked = rankRelated(post, [sameWords, sameCategory, sameService, ...others], TODAY);
    expect(slugs(ranked).slice(0, 3)).toEqual(['same-service', 'same-category', 'same-words']);
  });

  it('prefers an article from the last 18 months to an older one on the same topic', () => {
    const post = article('post', chargers);
    const old = article('old', { ...chargers, date: '2024-01-25' });
    const recent = article('recent', { title: 'Something else entirely', date: '2025-08-01' });
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

  it('counts 18 months back from the build day', () => {
    expect(isRecent({ date: '2025-05-29' }, TODAY)).toBe(true);
    expect(isRecent({ date: '2025-05-28' }, TODAY)).toBe(false);
  });

  it('counts the words that name a subject, not the glue between them', () => {
    const words = topicWords(article('a', { title: 'What the team should know about chargers' }));
    expect(words).toContain('charger');
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
    for (const pick of chosen) {
      // Never a past year's forecast from another service.
      if (isPastForecast(pick, today))
        expect([pick.slug, topicRank(post, pick)]).toEqual([pick.slug, 2]);
      // Nothing left out is closer in topic, or as close and more current.
      for (const other of left) {
        const [a, b] = [topicRank(post, pick), topicRank(post, other)];
        expect([pick.slug, other.slug, b > a]).toEqual([pick.slug, other.slug, false]);
        if (a === b && !isRecent(pick, today))
          expect([pick.slug, other.slug, isRecent(other, today)]).toEqual([
            pick.slug,
            other.slug,
            false,
          ]);
      }
    }
  });

  it('tags every article with a service, so every article page links to one', () => {
    expect(posts.filter((p) => !p.service).map((p) => p.slug)).toEqual([]);
  });
});
