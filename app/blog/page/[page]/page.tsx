import { blogArchiveRoute } from '@/components/blog/blog-archive-route';
import { blogListing, blogListPages } from '@/lib/content/blog-pages';

export const dynamicParams = false;

/**
 * Pages 2..N of the main list. Page 1 is /blog; /blog/page/1 is generated too (noindex,
 * canonical /blog) because a static export refuses a dynamic route with no params at all.
 */
export function generateStaticParams() {
  return blogListPages().map((page) => ({ page: String(page.page) }));
}

const route = blogArchiveRoute<{ page: string }>(({ page }) => blogListing(page));
export const generateMetadata = route.generateMetadata;
export default route.Page;
