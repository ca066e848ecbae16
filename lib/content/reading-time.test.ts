import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { BLOG_DIR, getAllPosts } from './blog';
import { countWords, readingTime } from './reading-time';

/** The published read times of the nine known articles, plus our two new ones. */
const EXPECTED_MINUTES: Record<string, number> = {
  'staff-augmentation-vs-traditional-hiring': 12,
  'product-discovery-to-delivery': 15,
  'flutter-vs-react-native-2025': 18,
  'modern-web-stacks-scalable-platforms': 14,
  'mvp-development-strategies': 16,
  'tech-trends-2025-product-development': 20,
  'when-to-scale-up-staff-augmentation': 14,
  'in-house-vs-staff-augmentation': 16,
  'building-high-impact-remote-teams': 18,
  'native-vs-cross-platform-roi': 13,
  'scalable-ecommerce-platforms': 15,
};

describe('countWords', () => {
  it('counts whitespace tokens that hold a letter or digit', () => {
    expect(countWords('One two  three\nfour')).toBe(4);
    expect(countWords('Costs fell 30 % - a lot | really')).toBe(6);
  });

  it('drops tags and link targets but keeps link text', () => {
    expect(countWords('<Callout type="tip" title="Ignored title">Kept words</Callout>')).toBe(2);
    expect(countWords('Read [our MVP guide](/blog/mvp-development-strategies) today')).toBe(5);
  });
});

describe('readingTime', () => {
  it('rounds words / 225 up to whole minutes', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
    expect(readingTime(words(225)).minutes).toBe(1);
    expect(readingTime(words(226)).minutes).toBe(2);
    expect(readingTime(words(2700))).toEqual({ words: 2700, minutes: 12, text: '12 min read' });
  });

  it.each(Object.entries(EXPECTED_MINUTES))('%s reads in %i minutes', (slug, minutes) => {
    const post = getAllPosts().find((p) => p.slug === slug);
    expect(post?.readMinutes).toBe(minutes);
    expect(post?.readTime).toBe(`${minutes} min read`);
  });

  it('agrees with the editors’ tool, scripts/content/count-words.ts, on every article', () => {
    const posts = getAllPosts();
    const files = posts.map((p) => path.join(BLOG_DIR, `${p.slug}.mdx`));
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/content/count-words.ts', ...files],
      {
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(posts.length);
    posts.forEach((post, i) => {
      expect(lines[i]).toContain(
        `${post.slug}.mdx: ${post.wordCount} words, ${post.readMinutes} min read`,
      );
    });
  });
});
