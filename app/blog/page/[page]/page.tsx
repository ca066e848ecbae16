import { BlogArchive } from '@/components/blog/blog-archive';
import { blogListing, blogListPages } from '@/lib/content/blog-pages';
import { blogListingMetadata } from '@/lib/seo/blog';

interface BlogPageProps {
  params: Promise<{ page: string }>;
}

export const dynamicParams = false;

/**
 * Pages 2..N of the main list. Page 1 is /blog; /blog/page/1 is generated too (noindex,
 * canonical /blog) because a static export refuses a dynamic route with no params at all.
 */
export function generateStaticParams() {
  return blogListPages().map((page) => ({ page: String(page.page) }));
}

export async function generateMetadata({ params }: BlogPageProps) {
  const { page } = await params;
  return blogListingMetadata(blogListing(page), page === '1');
}

export default async function BlogListPage({ params }: BlogPageProps) {
  const { page } = await params;
  return <BlogArchive listing={blogListing(page)} />;
}
