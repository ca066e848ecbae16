import { BlogArchive } from '@/components/blog/blog-archive';
import { blogCategories, categoryListing } from '@/lib/content/blog-pages';
import { blogListingMetadata } from '@/lib/seo/blog';

interface CategoryPageProps {
  params: Promise<{ category: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return blogCategories().map((category) => ({ category: category.slug }));
}

export async function generateMetadata({ params }: CategoryPageProps) {
  const { category } = await params;
  return blogListingMetadata(categoryListing(category));
}

export default async function CategoryPage({ params }: CategoryPageProps) {
  const { category } = await params;
  return <BlogArchive listing={categoryListing(category)} />;
}
