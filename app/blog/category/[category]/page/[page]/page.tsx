import { BlogArchive } from '@/components/blog/blog-archive';
import { blogCategories, categoryListing, categoryPages } from '@/lib/content/blog-pages';
import { blogListingMetadata } from '@/lib/seo/blog';

interface CategoryListPageProps {
  params: Promise<{ category: string; page: string }>;
}

export const dynamicParams = false;

/**
 * Pages 2..N of a category. Page 1 is /blog/category/<slug>; its /page/1 twin is generated
 * too (noindex, canonical page 1) because a static export refuses a route with no params.
 */
export function generateStaticParams() {
  return blogCategories().flatMap((category) =>
    categoryPages(category).map((page) => ({ category: category.slug, page: String(page.page) })),
  );
}

export async function generateMetadata({ params }: CategoryListPageProps) {
  const { category, page } = await params;
  return blogListingMetadata(categoryListing(category, page), page === '1');
}

export default async function CategoryListPage({ params }: CategoryListPageProps) {
  const { category, page } = await params;
  return <BlogArchive listing={categoryListing(category, page)} />;
}
