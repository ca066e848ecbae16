'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  BLOG_LIST_ID,
  BlogFilterView,
  type BlogFilterCopy,
} from '@/components/blog/blog-filter-view';
import type { CategoryLink } from '@/components/blog/category-nav';
import { useBlogIndex } from '@/components/blog/use-blog-index';
import { useIslandHandoff } from '@/components/islands/use-island-handoff';
import type { BlogCardData } from '@/lib/content/blog-card';
import {
  DEFAULT_FILTER,
  filterPosts,
  filterSearch,
  isFiltering,
  parseFilterParams,
  type BlogFilterState,
} from '@/lib/content/blog-filter';
import { UNFILTERED_ATTR } from '@/lib/islands/contract';

const noSubscription = () => () => {};

export interface BlogFilterProps {
  /** The cards of /blog's first page, in the server HTML. */
  posts: BlogCardData[];
  /** How many articles the search covers (all but the featured one). */
  total: number;
  /** The static index of every searchable article, fetched on first use. */
  indexUrl: string;
  pageSize: number;
  categories: CategoryLink[];
  copy: BlogFilterCopy;
}

/**
 * The blog's search island (docs/islands.md#the-blog-filter). Its props are one page of cards; the
 * search covers every article through the index file, fetched on the first focus, press or
 * keystroke. A keystroke filters the cards at hand at once and the list completes when the
 * index arrives, so the first response never waits for the network. The URL is the shareable
 * copy of the state: typing replaces the history entry, a category or Clear Filters adds one,
 * so Back returns to the previous filter.
 */
export function BlogFilter({
  posts,
  total,
  indexUrl,
  pageSize,
  categories,
  copy,
}: BlogFilterProps) {
  const [state, setState] = useState<BlogFilterState>(DEFAULT_FILTER);
  const [limit, setLimit] = useState(pageSize);
  const rootRef = useRef<HTMLDivElement>(null);
  const stateFromUrl = useCallback(
    () =>
      parseFilterParams(
        new URLSearchParams(location.search),
        categories.map((c) => c.name),
      ),
    [categories],
  );
  const { index, request } = useBlogIndex(indexUrl);
  // False in the server HTML and during hydration: the category controls stay links until the
  // island can filter in place.
  const live = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  const update = (next: BlogFilterState, history: 'push' | 'replace') => {
    if (isFiltering(next)) request();
    setState(next);
    setLimit(pageSize);
    const url = `${location.pathname}${filterSearch(next)}${location.hash}`;
    if (history === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
  };

  // The index (about 3 KB gzipped) is fetched as soon as the island is live, at idle after load,
  // not on the first intent: a category whose articles are not among the cards at hand would
  // otherwise show its list only a round trip after the tap (docs/islands.md#the-blog-filter).
  useEffect(request, [request]);

  useEffect(() => {
    const onPopState = () => {
      const next = stateFromUrl();
      if (isFiltering(next)) request();
      setState(next);
    };
    onPopState();
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [request, stateFromUrl]);

  // A search typed before hydration wins over the URL's.
  useIslandHandoff(rootRef, (name, value) => {
    if (name === 'q') update({ ...stateFromUrl(), query: value }, 'replace');
  });

  const filtering = isFiltering(state);
  // What shows only while nothing is filtered (the pagination) lives outside the island.
  useEffect(() => {
    document
      .querySelectorAll<HTMLElement>(`[${UNFILTERED_ATTR}="${BLOG_LIST_ID}"]`)
      .forEach((element) => {
        if (!rootRef.current?.contains(element)) element.hidden = filtering;
      });
  }, [filtering]);
  const complete = index.status === 'ready';
  // Every card the island may show stays in the page once it has been drawn, and a filter only
  // hides or shows cards (docs/islands.md#the-blog-filter): removing and re-creating them (with
  // their drawn portraits) made the first category tap take 380 ms on a slowed phone. Once the
  // index has arrived, at idle, it adds the older articles' cards, hidden.
  const cards = complete ? index.posts : posts;
  const matches = filterPosts(filtering && complete ? index.posts : posts, state);
  const shown = filtering ? matches.slice(0, limit) : posts;

  return (
    <BlogFilterView
      rootRef={rootRef}
      live={live}
      cards={cards}
      shown={shown}
      matchCount={filtering ? matches.length : posts.length}
      total={total}
      filtering={filtering}
      searching={filtering && !complete && index.status !== 'failed'}
      query={state.query}
      category={state.category}
      categories={categories}
      copy={copy}
      onIntent={request}
      onQueryChange={(query) => update({ ...state, query }, 'replace')}
      onCategoryChange={(category) => update({ ...state, category }, 'push')}
      onClear={() => update(DEFAULT_FILTER, 'push')}
      onMore={() => setLimit((current) => current + pageSize)}
    />
  );
}
