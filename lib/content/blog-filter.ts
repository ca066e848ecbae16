import { slugify } from '@/lib/utils/slugify';

/**
 * The filter's "every category" choice. Declared here, not beside the category list, so the
 * page's inline loader (which runs this module's matching rule) does not carry the categories'
 * declarations (docs/islands.md#the-blog-filter).
 */
export const ALL_CATEGORIES = 'All';

/** The search and category of the blog list; lives in the URL as ?q= and ?category=. */
export interface BlogFilterState {
  query: string;
  /** A category name, or "All". */
  category: string;
}

export interface FilterablePost {
  title: string;
  excerpt: string;
  category: string;
}

export const DEFAULT_FILTER: BlogFilterState = { query: '', category: ALL_CATEGORIES };

/**
 * The one matching rule: case-insensitive search in title or excerpt, combined with an exact
 * category unless All. The island and the page's loader (before the island runs) both use it.
 */
export function matchesFilter(post: FilterablePost, state: BlogFilterState): boolean {
  const needle = state.query.trim().toLowerCase();
  if (state.category !== ALL_CATEGORIES && post.category !== state.category) return false;
  if (!needle) return true;
  return post.title.toLowerCase().includes(needle) || post.excerpt.toLowerCase().includes(needle);
}

/** The posts that match the filter, in order. */
export function filterPosts<T extends FilterablePost>(posts: T[], state: BlogFilterState): T[] {
  return posts.filter((post) => matchesFilter(post, state));
}

/** Reads the filter from URL parameters; a category not in `categories` falls back to All. */
export function parseFilterParams(
  params: { get(name: string): string | null },
  categories: readonly string[],
): BlogFilterState {
  const categorySlug = params.get('category') ?? '';
  const category = categories.find((name) => slugify(name) === categorySlug) ?? ALL_CATEGORIES;
  return { query: params.get('q') ?? '', category };
}

/** The query string for a filter ("" for the default), e.g. "?q=mvp&category=web-development". */
export function filterSearch(state: BlogFilterState): string {
  const params = new URLSearchParams();
  if (state.query) params.set('q', state.query);
  if (state.category !== ALL_CATEGORIES) params.set('category', slugify(state.category));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** True when the state narrows the list (a search text or a category other than All). */
export const isFiltering = (state: BlogFilterState) =>
  state.query.trim() !== '' || state.category !== ALL_CATEGORIES;
