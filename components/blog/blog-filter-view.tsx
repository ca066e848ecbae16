import { SearchX } from 'lucide-react';
import { memo, type ReactNode, type Ref } from 'react';
import { BlogSearchForm } from '@/components/blog/blog-search-form';
import { CategoryFilterControls } from '@/components/blog/category-filter-controls';
import type { CategoryLink } from '@/components/blog/category-nav';
import { PostCard } from '@/components/blog/post-card';
import { CardGrid, CardGridItem, ODD_LAST_SPANS_TWO } from '@/components/sections/card-grid';
import { buttonClasses } from '@/components/ui/link-button';
import type { BlogCardData } from '@/lib/content/blog-card';
import { cn } from '@/lib/utils/cn';

export const NO_MATCH_MESSAGE = 'No articles found matching your criteria.';
/** The card list's id: what the pagination outside the island names (UNFILTERED_ATTR). */
export const BLOG_LIST_ID = 'blog-posts';
const LIST_ID = BLOG_LIST_ID;
/**
 * A card re-renders only when its article changes: a filter changes which cards show, not what
 * they hold, so a category tap redraws the list items' `hidden` and nothing inside them
 * (docs/islands.md#the-blog-filter).
 */
const Card = memo(PostCard);

/** The no-match panel; `action` clears the filter. */
function NoMatch({ hint, action }: { hint: string; action: ReactNode }) {
  return (
    <div className="mt-8 flex flex-col items-center rounded-(--radius-card) border border-dashed border-ink-300 bg-surface px-6 py-16 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-ink-100 text-ink-600">
        <SearchX className="size-6" aria-hidden="true" />
      </span>
      <p className="mt-5 text-lg font-semibold text-ink-900">{NO_MATCH_MESSAGE}</p>
      <p className="mt-2 max-w-md text-ink-600">{hint}</p>
      {action}
    </div>
  );
}

/** The words of the filter island, from content/pages/blog.json. */
export interface BlogFilterCopy {
  search: { label: string; placeholder: string; submit: string };
  categoriesLabel: string;
  /** The button that shows the next page of matches. */
  showMore: string;
  /** The name of the category buttons' group. */
  categoryGroupLabel: string;
  /** Under the no-match message: what to try, and the button that clears the filters. */
  noMatch: { hint: string; clear: string };
}

interface BlogFilterViewProps {
  rootRef?: Ref<HTMLDivElement>;
  /** Hydrated: the category controls filter in place (CategoryFilterControls). */
  live: boolean;
  /** Every card drawn: the page's, and once the index has arrived every article's. */
  cards: BlogCardData[];
  /** The cards to show (already filtered and limited), in the order of `cards`. */
  shown: BlogCardData[];
  /** How many articles match (all of them may not be shown yet). */
  matchCount: number;
  total: number;
  filtering: boolean;
  /** Filtering the cards at hand while the index of every article is on its way. */
  searching: boolean;
  query: string;
  category: string;
  categories: CategoryLink[];
  copy: BlogFilterCopy;
  onIntent: () => void;
  onQueryChange: (query: string) => void;
  onCategoryChange: (category: string) => void;
  onClear: () => void;
  onMore: () => void;
}

function status({ shown: posts, matchCount, total, filtering, searching }: BlogFilterViewProps) {
  if (searching) return `Searching all ${total} articles…`;
  if (filtering)
    return posts.length < matchCount
      ? `Showing ${posts.length} of ${matchCount} matching articles`
      : `Showing ${matchCount} of ${total} articles`;
  return posts.length < total
    ? `Showing ${posts.length} of ${total} articles, newest first`
    : `Showing all ${total} articles`;
}

/**
 * Search box, category controls and the article grid of /blog. The server HTML (and a browser
 * without JavaScript) gets a GET search form to /search and category links to the static
 * category pages; once hydrated, the same controls filter in place.
 */
export function BlogFilterView(props: BlogFilterViewProps) {
  const { rootRef, live, cards, shown, matchCount, query, category, categories, copy } = props;
  const chosen = categories.find((link) => link.name === category);
  // Each shown card's place among the shown ones: its entrance delay, and whether it is an odd
  // last card that takes a tablet's whole row (CardGrid's own rule counts hidden cards too).
  const place = new Map(shown.map((post, index) => [post.slug, index]));
  const oddLast = shown.length % 2 === 1 ? shown.at(-1)?.slug : undefined;
  return (
    <div ref={rootRef}>
      <div className="flex flex-col gap-5">
        <BlogSearchForm
          copy={copy.search}
          value={query}
          onQueryChange={props.onQueryChange}
          onIntent={props.onIntent}
          onSubmit={(event) => event.preventDefault()}
        />
        <CategoryFilterControls
          categories={categories}
          category={category}
          live={live}
          labels={{ links: copy.categoriesLabel, buttons: copy.categoryGroupLabel }}
          onCategoryChange={props.onCategoryChange}
          onIntent={props.onIntent}
        />
        <div>
          {/* The chosen category says what it covers, as its own page does, so a broad one
              such as Technology Insights reads as a deliberate section. */}
          {chosen?.description && (
            <p className="mb-1 max-w-3xl text-ink-700">{chosen.description}</p>
          )}
          <p aria-live="polite" className="text-sm text-ink-600">
            {status(props)}
          </p>
        </div>
      </div>

      {/* Hidden, not removed, when nothing matches: the cards stay for the next filter. */}
      <CardGrid className="mt-8" id={LIST_ID} hidden={shown.length === 0} spanOddLast={false}>
        {cards.map((post) => {
          const at = place.get(post.slug);
          return (
            <CardGridItem
              key={post.slug}
              index={(at ?? 0) % 3}
              hidden={at === undefined}
              className={cn(post.slug === oddLast && ODD_LAST_SPANS_TWO)}
            >
              {/* Lazy: the featured article above is the first screen; these cards wait their turn. */}
              <Card post={post} />
            </CardGridItem>
          );
        })}
      </CardGrid>
      {shown.length > 0 ? (
        props.filtering &&
        shown.length < matchCount && (
          <div className="mt-10 flex justify-center">
            <button type="button" onClick={props.onMore} className={buttonClasses('ghost')}>
              {copy.showMore}
            </button>
          </div>
        )
      ) : props.searching ? null : (
        <NoMatch
          hint={copy.noMatch.hint}
          action={
            <button
              type="button"
              onClick={props.onClear}
              className={cn(buttonClasses('ghost'), 'mt-6')}
            >
              {copy.noMatch.clear}
            </button>
          }
        />
      )}
    </div>
  );
}
