import { BlogSearchForm } from '@/components/blog/blog-search-form';
import { CategoryNav, type CategoryLink } from '@/components/blog/category-nav';
import { PaginationLinks, PaginationNav } from '@/components/blog/pagination-nav';
import { PostCard } from '@/components/blog/post-card';
import { CardGrid, CardGridItem } from '@/components/sections/card-grid';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { getBlogCopy } from '@/lib/content/pages';
import { toCard } from '@/lib/content/blog-cards';

import { blogCategoryLinks, type BlogListing } from '@/lib/content/blog-pages';
import { ALL_CATEGORIES } from '@/lib/content/blog-categories';
import { authorJsonLd, collectionPageJsonLd } from '@/lib/seo/blog';
import { AuthorAvatar } from '@/components/blog/author-avatar';
import { Badge } from '@/components/ui/badge';

/**
 * A static list page of the blog (/blog/page/N, /blog/category/<slug>[/page/N],
 * /blog/author/<id>[/page/N]): plain HTML, no JavaScript. The search form goes to /search and
 * the categories are links; an author's page opens with who they are instead.
 */
export function BlogArchive({ listing }: { listing: BlogListing }) {
  const { list, categories, authors } = getBlogCopy();
  const { page, author } = listing;
  const basePath = author?.path ?? listing.category?.path ?? '/blog';
  const links: CategoryLink[] = blogCategoryLinks();
  return (
    <main data-page={author ? 'blog-author' : 'blog-archive'}>
      <JsonLdScript
        data={
          author
            ? [authorJsonLd(author.person, listing), collectionPageJsonLd(listing)]
            : collectionPageJsonLd(listing)
        }
      />
      <PaginationLinks basePath={basePath} page={page.page} pageCount={page.pageCount} />
      {author ? (
        <PageHero
          trail={listing.crumbs}
          overline={<AuthorAvatar author={author.person} size="lg" className="mb-5" />}
          eyebrow={authors.eyebrow}
          title={author.person.name}
          intro={
            <>
              <p className="font-semibold text-white">{author.person.title}</p>
              <p className="mt-3">{author.person.bio}</p>
            </>
          }
        >
          <ul aria-label={authors.expertiseLabel} className="flex flex-wrap gap-2">
            {author.person.expertise.map((area) => (
              <li key={area}>
                <Badge tone="dark" className="text-sm">
                  {area}
                </Badge>
              </li>
            ))}
          </ul>
        </PageHero>
      ) : (
        <PageHero
          trail={listing.crumbs}
          eyebrow={list.hero.eyebrow}
          title={listing.heading}
          intro={<p>{listing.intro}</p>}
        />
      )}
      <Section tone="muted" id="articles" labelledBy="archive-heading">
        <h2
          id="archive-heading"
          className={author ? 'text-2xl font-bold text-ink-950 sm:text-3xl' : 'sr-only'}
        >
          {listing.heading}
        </h2>
        {!author && (
          <div className="flex flex-col gap-5">
            <BlogSearchForm copy={list.search} />
            <CategoryNav
              links={links}
              current={listing.category?.name ?? ALL_CATEGORIES}
              label={categories.heading}
            />
          </div>
        )}
        {/* Site search finds an author by their name and bio; the cards' words belong to the
            articles, which are indexed themselves (category and list pages are not indexed). */}
        <div data-pagefind-ignore="all">
          <CardGrid className="mt-8">
            {page.items.map((post, index) => (
              <CardGridItem key={post.slug} index={index % 3}>
                <PostCard post={toCard(post)} eager={index < 3} />
              </CardGridItem>
            ))}
          </CardGrid>
        </div>
        <PaginationNav
          basePath={basePath}
          page={page.page}
          pageCount={page.pageCount}
          labels={list.pagination}
        />
      </Section>
    </main>
  );
}
