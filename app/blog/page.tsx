import { Check } from 'lucide-react';
import { BlogFilter } from '@/components/blog/blog-filter';
import { FeaturedPost } from '@/components/blog/featured-post';
import { NewsletterForm } from '@/components/forms/newsletter-form';
import { Breadcrumbs } from '@/components/sections/breadcrumbs';
import { PageHero } from '@/components/sections/page-hero';
import { Section, SectionHeading } from '@/components/sections/section';
import { PaginationLinks, PaginationNav } from '@/components/blog/pagination-nav';
import { getAllPosts, getBlogCopy, getFeaturedPost, toCard, toSummary } from '@/lib/content/blog';
import { BLOG_INDEX_PATH } from '@/lib/content/blog-index';
import { BLOG_PATH, blogCategoryLinks, blogListPages } from '@/lib/content/blog-pages';
import { blogListMetadata } from '@/lib/seo/blog';

export function generateMetadata() {
  return blogListMetadata(getBlogCopy().list);
}

export default function BlogPage() {
  const { list: copy, categories } = getBlogCopy();
  const posts = getAllPosts();
  const featured = getFeaturedPost(posts);
  const pages = blogListPages(posts, copy.pageSize);
  const first = pages[0]!;

  return (
    <main data-page="blog">
      <PaginationLinks basePath={BLOG_PATH} page={1} pageCount={first.pageCount} />
      <PageHero
        breadcrumbs={<Breadcrumbs trail={[{ name: 'Blog', path: '/blog' }]} />}
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        art={copy.hero.art}
        intro={<p>{copy.hero.intro}</p>}
      />

      {featured && (
        <Section labelledBy="featured-heading">
          <h2 id="featured-heading" className="eyebrow mb-6">
            {copy.featuredHeading}
          </h2>
          <FeaturedPost post={toSummary(featured)} />
        </Section>
      )}

      <Section tone="muted" id="articles" labelledBy="latest-heading">
        <SectionHeading id="latest-heading" title={copy.latestHeading} intro={copy.latestIntro} />
        <BlogFilter
          posts={first.items.map(toCard)}
          total={pages.reduce((sum, page) => sum + page.items.length, 0)}
          indexUrl={BLOG_INDEX_PATH}
          pageSize={copy.pageSize}
          categories={blogCategoryLinks(posts)}
          copy={{ search: copy.search, categoriesLabel: categories.heading }}
        >
          <PaginationNav
            basePath={BLOG_PATH}
            page={1}
            pageCount={first.pageCount}
            labels={copy.pagination}
          />
        </BlogFilter>
      </Section>

      <Section labelledBy="newsletter-heading">
        <div className="grid items-center gap-10 rounded-(--radius-card) bg-brand-950 px-6 py-10 sm:px-10 sm:py-14 lg:grid-cols-2 lg:gap-16 lg:px-14">
          <div className="on-dark">
            <p className="eyebrow mb-3">{copy.newsletter.eyebrow}</p>
            <h2
              id="newsletter-heading"
              className="text-3xl font-bold tracking-tight text-white sm:text-4xl"
            >
              {copy.newsletter.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-brand-100">{copy.newsletter.text}</p>
          </div>
          <div className="on-dark">
            <NewsletterForm variant="blog" />
            <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-100">
              {copy.newsletter.points.map((point) => (
                <li key={point} className="flex items-center gap-2">
                  <Check className="size-4 text-emerald-400" aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
    </main>
  );
}
