import { buildBlogIndex } from '@/lib/content/blog-index';

export const dynamic = 'force-static';

/** The blog's search index, out/blog/search-index.json, fetched by the filter on first use. */
export function GET() {
  return Response.json(buildBlogIndex());
}
