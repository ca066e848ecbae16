import type { Metadata } from 'next';
import { BlogArchive } from '@/components/blog/blog-archive';
import type { BlogListing } from '@/lib/content/blog-pages';
import { blogListingMetadata } from '@/lib/seo/blog';

type ArchiveParams = Record<string, string> & { page?: string };

/**
 * The metadata and page every blog list route exports (/blog/page/N and the category and author
 * pages): the route says which listing its params name, and lists its own params. A `page` of
 * '1' is the noindex twin of a first page, canonical to it.
 */
export function blogArchiveRoute<P extends ArchiveParams>(listingOf: (params: P) => BlogListing) {
  return {
    async generateMetadata({ params }: { params: Promise<P> }): Promise<Metadata> {
      const resolved = await params;
      return blogListingMetadata(listingOf(resolved), resolved.page === '1');
    },
    async Page({ params }: { params: Promise<P> }) {
      return <BlogArchive listing={listingOf(await params)} />;
    },
  };
}
