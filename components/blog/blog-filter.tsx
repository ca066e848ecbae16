'use client';

import { useEffect, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { BlogFilterView } from '@/components/blog/blog-filter-view';
import type { BlogPostSummary } from '@/lib/content/blog';
import {
  DEFAULT_FILTER,
  filterPosts,
  filterSearch,
  parseFilterParams,
  type BlogFilterState,
} from '@/lib/content/blog-filter';

/**
 * The blog's search island (decisions.md 11). It receives card data only, never bodies. The
 * URL is the shareable copy of the state: typing replaces the history entry, a category or
 * Clear Filters adds one, so Back returns to the previous filter.
 */
export function BlogFilter({ posts }: { posts: BlogPostSummary[] }) {
  const searchParams = useSearchParams();
  const [state, setState] = useState<BlogFilterState>(() => parseFilterParams(searchParams));

  useEffect(() => {
    const onPopState = () => setState(parseFilterParams(new URLSearchParams(location.search)));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const update = (next: BlogFilterState, history: 'push' | 'replace') => {
    setState(next);
    const url = `${location.pathname}${filterSearch(next)}${location.hash}`;
    if (history === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
  };

  return (
    <BlogFilterView
      posts={filterPosts(posts, state)}
      total={posts.length}
      query={state.query}
      category={state.category}
      onQueryChange={(query) => update({ ...state, query }, 'replace')}
      onCategoryChange={(category) => update({ ...state, category }, 'push')}
      onClear={() => update(DEFAULT_FILTER, 'push')}
    />
  );
}
