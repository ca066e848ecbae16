import { Search, SearchX } from 'lucide-react';
import type { Ref } from 'react';
import { PostCard } from '@/components/blog/post-card';
import { CardGrid, CardGridItem } from '@/components/sections/card-grid';
import { buttonClasses } from '@/components/ui/link-button';
import type { BlogPostSummary } from '@/lib/content/blog';
import { ALL_CATEGORIES, BLOG_CATEGORIES } from '@/lib/content/blog-categories';
import { cn } from '@/lib/utils/cn';

export const NO_MATCH_MESSAGE = 'No articles found matching your criteria.';

interface BlogFilterViewProps {
  rootRef?: Ref<HTMLDivElement>;
  /** The articles to show (already filtered). */
  posts: BlogPostSummary[];
  total: number;
  query: string;
  category: string;
  onQueryChange: (query: string) => void;
  onCategoryChange: (category: string) => void;
  onClear: () => void;
}

const categories = [ALL_CATEGORIES, ...BLOG_CATEGORIES];

/**
 * Search box, category buttons and the article grid of the filter island. Its server HTML
 * lists every article; the controls, which need JavaScript, are hidden from visitors who
 * browse without it.
 */
export function BlogFilterView({
  rootRef,
  posts,
  total,
  query,
  category,
  onQueryChange,
  onCategoryChange,
  onClear,
}: BlogFilterViewProps) {
  return (
    <div ref={rootRef} data-island="blog-filter">
      <div className="flex flex-col gap-5 [@media(scripting:none)]:hidden">
        <form role="search" className="max-w-xl" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="blog-search" className="mb-2 block text-sm font-semibold text-ink-900">
            Search articles
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-500"
              aria-hidden="true"
            />
            <input
              id="blog-search"
              type="search"
              name="q"
              autoComplete="off"
              placeholder="Search by title or topic"
              value={query}
              onChange={(event) => onQueryChange(event.target.value)}
              className="min-h-12 w-full rounded-full border border-ink-300 bg-white pr-5 pl-12 text-ink-900 shadow-sm placeholder:text-ink-500 focus:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            />
          </div>
        </form>
        <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
          {categories.map((name) => {
            const active = name === category;
            return (
              <button
                key={name}
                type="button"
                aria-pressed={active}
                onClick={() => onCategoryChange(name)}
                className={cn(
                  'min-h-11 rounded-full border px-4 text-sm font-semibold transition-colors',
                  active
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-ink-300 bg-white text-ink-700 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800',
                )}
              >
                {name}
              </button>
            );
          })}
        </div>
        <p aria-live="polite" className="text-sm text-ink-600">
          {posts.length === total
            ? `Showing all ${total} articles`
            : `Showing ${posts.length} of ${total} articles`}
        </p>
      </div>

      {posts.length > 0 ? (
        <CardGrid className="mt-8 [@media(scripting:none)]:mt-0">
          {posts.map((post, index) => (
            <CardGridItem key={post.slug} index={index % 3}>
              <PostCard post={post} eager={index < 3} />
            </CardGridItem>
          ))}
        </CardGrid>
      ) : (
        <div className="mt-8 flex flex-col items-center rounded-(--radius-card) border border-dashed border-ink-300 bg-white px-6 py-16 text-center">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-ink-100 text-ink-600">
            <SearchX className="size-6" aria-hidden="true" />
          </span>
          <p className="mt-5 text-lg font-semibold text-ink-900">{NO_MATCH_MESSAGE}</p>
          <p className="mt-2 max-w-md text-ink-600">
            Try a broader search term, or look through every category.
          </p>
          <button
            type="button"
            onClick={onClear}
            className={cn(buttonClasses('secondary'), 'mt-6')}
          >
            Clear Filters
          </button>
        </div>
      )}
    </div>
  );
}
