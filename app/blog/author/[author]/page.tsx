import { blogArchiveRoute } from '@/components/blog/blog-archive-route';
import { authorListing, blogAuthors } from '@/lib/content/blog-pages';

// Everyone with a published article has a page; anyone else is the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return blogAuthors().map((author) => ({ author: author.person.id }));
}

const route = blogArchiveRoute<{ author: string }>(({ author }) => authorListing(author));
export const generateMetadata = route.generateMetadata;
export default route.Page;
