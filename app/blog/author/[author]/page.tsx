import { BlogArchive } from '@/components/blog/blog-archive';
import { authorListing, blogAuthors } from '@/lib/content/blog-pages';
import { blogListingMetadata } from '@/lib/seo/blog';

interface AuthorPageProps {
  params: Promise<{ author: string }>;
}

// Everyone with a published article has a page; anyone else is the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return blogAuthors().map((author) => ({ author: author.person.id }));
}

export async function generateMetadata({ params }: AuthorPageProps) {
  const { author } = await params;
  return blogListingMetadata(authorListing(author));
}

export default async function AuthorPage({ params }: AuthorPageProps) {
  const { author } = await params;
  return <BlogArchive listing={authorListing(author)} />;
}
