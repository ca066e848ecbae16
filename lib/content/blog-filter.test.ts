import { BLOG_CATEGORIES } from './blog-categories';
import { DEFAULT_FILTER, filterPosts, filterSearch, parseFilterParams } from './blog-filter';

const posts = [
  {
    title: 'Flutter vs React Native 2025',
    excerpt: 'Two frameworks compared.',
    category: 'Mobile Development',
  },
  {
    title: 'MVP Development Strategies',
    excerpt: 'The 8-week framework and RICE.',
    category: 'MVP Development',
  },
  {
    title: 'Scalable Ecommerce Platforms',
    excerpt: 'Peak traffic, queues and flutter-free checkouts.',
    category: 'Web Development',
  },
  {
    title: 'Native vs Cross-Platform ROI',
    excerpt: 'A three-year cost model.',
    category: 'Mobile Development',
  },
];
const titles = (list: typeof posts) => list.map((p) => p.title);

describe('filterPosts', () => {
  it('returns everything for the default filter', () => {
    expect(filterPosts(posts, DEFAULT_FILTER)).toHaveLength(4);
  });

  it('searches title or excerpt, case-insensitively', () => {
    expect(titles(filterPosts(posts, { query: 'FLUTTER', category: 'All' }))).toEqual([
      'Flutter vs React Native 2025',
      'Scalable Ecommerce Platforms',
    ]);
    expect(titles(filterPosts(posts, { query: 'rice', category: 'All' }))).toEqual([
      'MVP Development Strategies',
    ]);
    expect(filterPosts(posts, { query: '  cost model ', category: 'All' })).toHaveLength(1);
  });

  it('keeps only the chosen category unless All', () => {
    expect(titles(filterPosts(posts, { query: '', category: 'Mobile Development' }))).toEqual([
      'Flutter vs React Native 2025',
      'Native vs Cross-Platform ROI',
    ]);
  });

  it('combines search and category', () => {
    expect(
      titles(filterPosts(posts, { query: 'flutter', category: 'Mobile Development' })),
    ).toEqual(['Flutter vs React Native 2025']);
    expect(filterPosts(posts, { query: 'flutter', category: 'MVP Development' })).toEqual([]);
  });
});

describe('filter state in the URL', () => {
  it('writes ?q= and ?category= (as a slug), and nothing for the default', () => {
    expect(filterSearch(DEFAULT_FILTER)).toBe('');
    expect(filterSearch({ query: 'react native', category: 'Mobile Development' })).toBe(
      '?q=react+native&category=mobile-development',
    );
  });

  it('reads back what it wrote', () => {
    const state = { query: 'ROI & cost', category: 'MVP Development' };
    expect(parseFilterParams(new URLSearchParams(filterSearch(state)), BLOG_CATEGORIES)).toEqual(
      state,
    );
  });

  it('falls back to All for a missing or unknown category', () => {
    expect(parseFilterParams(new URLSearchParams('q=x'), BLOG_CATEGORIES)).toEqual({
      query: 'x',
      category: 'All',
    });
    expect(
      parseFilterParams(new URLSearchParams('category=gardening'), BLOG_CATEGORIES).category,
    ).toBe('All');
  });
});
