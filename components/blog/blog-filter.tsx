'use client';

import { useEffect, useRef, useState } from 'react';
import { BlogFilterView } from '@/components/blog/blog-filter-view';
import { useIslandHandoff } from '@/components/islands/use-island-handoff';
import type { BlogPostSummary } from '@/lib/content/blog';
import {
  DEFAULT_FILTER,
  filterPosts,
  filterSearch,
  parseFilterParams,
  type BlogFilterState,
} from '@/lib/content/blog-filter';

const stateFromUrl = () => parseFilterParams(new URLSearchParams(location.search));

/**
 * The blog's search island (decisions.md 11). It receives card data only, never bodies. The
 * URL is the shareable copy of the state: typing replaces the history entry, a category or
 * Clear Filters adds one, so Back returns to the previous filter. The static HTML lists every
 * article; the state is read from the URL once hydrated (a query string hydrates at once).
 */
export function BlogFilter({ posts }: { posts: BlogPostSummary[] }) {
  const [state, setState] = useState<BlogFilterState>(DEFAULT_FILTER);
  const rootRef = useRef<HTMLDivElement>(null);

  const update = (next: BlogFilterState, history: 'push' | 'replace') => {
    setState(next);
    const url = `${location.pathname}${filterSearch(next)}${location.hash}`;
    if (history === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
  };

  useEffect(() => {
    const onPopState = () => setState(stateFromUrl());
    onPopState();
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  // A search typed before hydration wins over the URL's.
  useIslandHandoff(rootRef, (name, value) => {
    if (name === 'q') update({ ...stateFromUrl(), query: value }, 'replace');
  });

  return (
    <BlogFilterView
      rootRef={rootRef}
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
