import { blogArchiveRoute } from '@/components/blog/blog-archive-route';
import { blogCategories, categoryListing } from '@/lib/content/blog-pages';

export const dynamicParams = false;

export function generateStaticParams() {
  return blogCategories().map((category) => ({ category: category.slug }));
}

const route = blogArchiveRoute<{ category: string }>(({ category }) => categoryListing(category));
export const generateMetadata = route.generateMetadata;
export default route.Page;
