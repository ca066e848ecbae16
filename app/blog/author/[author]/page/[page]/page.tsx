import { BlogArchive } from '@/components/blog/blog-archive';
import { authorListing, authorPages, blogAuthors } from '@/lib/content/blog-pages';
import { blogListingMetadata } from '@/lib/seo/blog';

interface AuthorListPageProps {
  params: Promise<{ author: string; page: string }>;
}

export const dynamicParams = false;

/**
 * Pages 2..N of an author's articles. Page 1 is /blog/author/<id>; its /page/1 twin is generated
 * too (noindex, canonical page 1) because a static export refuses a route with no params.
 */
export function generateStaticParams() {
  return blogAuthors().flatMap((author) =>
    authorPages(author).map((page) => ({ author: author.person.id, page: String(page.page) })),
  );
}

export async function generateMetadata({ params }: AuthorListPageProps) {
  const { author, page } = await params;
  return blogListingMetadata(authorListing(author, page), page === '1');
}

export default async function AuthorListPage({ params }: AuthorListPageProps) {
  const { author, page } = await params;
  return <BlogArchive listing={authorListing(author, page)} />;
}
