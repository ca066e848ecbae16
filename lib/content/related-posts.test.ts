import { rankRelated, topicWords, type RelatableArticle } from '@/lib/content/related-posts';

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
  article(topic, { title: `Notes on ${topic}`, excerpt: `Everything about ${topic} practice.` }),
);

describe('related reading', () => {
  it('ranks an article on the same problem above one that only shares the category', () => {
    const post = article('post', chargers);
    const sameCategory = article('same-category', {
      title: 'Choosing a headless storefront',
      excerpt: 'What a catalogue of forty thousand products needs from its search.',
    });
    const sameProblem = article('same-problem', {
      category: 'Mobile Development',
      title: 'Offline drivers and idempotent sync',
      excerpt: 'Phones queue writes while offline and replay them when the signal returns.',
    });
    const ranked = rankRelated(post, [post, sameCategory, sameProblem, ...others]);
    expect(ranked.map((p) => p.slug).slice(0, 2)).toEqual(['same-problem', 'same-category']);
  });

  it('prefers a recent article on another subject to an old one in the same category', () => {
    const post = article('post', chargers);
    const old = article('old', { ...chargers, date: '2020-01-01' });
    const recent = article('recent', { ...chargers, category: 'Other' });
    expect(rankRelated(post, [old, recent]).map((p) => p.slug)).toEqual(['recent', 'old']);
  });

  it('counts the words that name a subject, not the glue between them', () => {
    const words = topicWords(article('a', { title: 'What the team should know about chargers' }));
    expect(words).toContain('charger');
    expect(words).not.toContain('should');
    expect(words).not.toContain('team');
  });
});
