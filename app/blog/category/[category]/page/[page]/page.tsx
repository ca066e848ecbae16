import { blogArchiveRoute } from '@/components/blog/blog-archive-route';
import { blogCategories, categoryListing, categoryPages } from '@/lib/content/blog-pages';

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

const route = blogArchiveRoute<{ category: string; page: string }>(({ category, page }) =>
  categoryListing(category, page),
);
export const generateMetadata = route.generateMetadata;
export default route.Page;
