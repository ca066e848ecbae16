import { BlogFilter } from '@/components/blog/blog-filter';
import { BLOG_LIST_ID } from '@/components/blog/blog-filter-view';
import { BlogNewsletterBand } from '@/components/blog/blog-newsletter-band';
import { FeaturedPost } from '@/components/blog/featured-post';
import { ContentHero } from '@/components/company/content-hero';
import { Island } from '@/components/islands/island';
import { Section, SectionHeading } from '@/components/sections/section';
import { PaginationLinks, PaginationNav } from '@/components/blog/pagination-nav';
import { blogFilterCopy, getBlogCopy } from '@/lib/content/pages';
import { getAllPosts, getFeaturedPost } from '@/lib/content/blog';
import { toCard, toSummary } from '@/lib/content/blog-cards';
import { BLOG_INDEX_PATH } from '@/lib/content/blog-index';
import { BLOG_PATH, blogCategoryLinks, blogListPages } from '@/lib/content/blog-pages';
import { UNFILTERED_ATTR } from '@/lib/islands/contract';
import { blogListMetadata } from '@/lib/seo/blog';

export function generateMetadata() {
  return blogListMetadata(getBlogCopy().list);
}

export default function BlogPage() {
  const blogCopy = getBlogCopy();
  const copy = blogCopy.list;
  const posts = getAllPosts();
  const featured = getFeaturedPost(posts);
  const pages = blogListPages(posts, copy.pageSize);
  const first = pages[0]!;

  return (
    <main data-page="blog">
      <PaginationLinks basePath={BLOG_PATH} page={1} pageCount={first.pageCount} />
      <ContentHero hero={copy.hero} crumb={{ name: 'Blog', path: BLOG_PATH }} />

      {featured && (
        <Section labelledBy="featured-heading">
          {/* Chosen by the editors, not by date: the line under it says so, so an older article
              above newer ones reads as a pick (docs/blog-at-scale.md#the-featured-article-stays-apart). */}
          <h2 id="featured-heading" className="eyebrow">
            {copy.featuredHeading}
          </h2>
          <p className="mt-2 mb-6 max-w-2xl text-ink-600">{copy.featuredReason}</p>
          <FeaturedPost post={toSummary(featured)} action={copy.featuredAction} />
        </Section>
      )}

      <Section tone="muted" id="articles" labelledBy="latest-heading">
        <SectionHeading id="latest-heading" title={copy.latestHeading} intro={copy.latestIntro} />
        <Island
          name="blog-filter"
          component={BlogFilter}
          props={{
            posts: first.items.map(toCard),
            total: pages.reduce((sum, page) => sum + page.items.length, 0),
            indexUrl: BLOG_INDEX_PATH,
            pageSize: copy.pageSize,
            categories: blogCategoryLinks(posts),
            copy: blogFilterCopy(blogCopy),
          }}
        />
        {/* Shown while nothing is filtered: the island hides it while it filters. */}
        <div {...{ [UNFILTERED_ATTR]: BLOG_LIST_ID }}>
          <PaginationNav
            basePath={BLOG_PATH}
            page={1}
            pageCount={first.pageCount}
            labels={copy.pagination}
          />
        </div>
      </Section>

      <BlogNewsletterBand copy={copy.newsletter} />
    </main>
  );
}
