import { getAllPosts } from '@/lib/content/blog';
import { buildRssFeed } from '@/lib/content/blog-feed';
import { FEED_PATH } from '@/lib/seo/blog';

export const dynamic = 'force-static';

export function GET() {
  return new Response(buildRssFeed(getAllPosts(), FEED_PATH), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
