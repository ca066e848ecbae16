import { blogArchiveRoute } from '@/components/blog/blog-archive-route';
import { authorListing, authorPages, blogAuthors } from '@/lib/content/blog-pages';

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

const route = blogArchiveRoute<{ author: string; page: string }>(({ author, page }) =>
  authorListing(author, page),
);
export const generateMetadata = route.generateMetadata;
export default route.Page;
