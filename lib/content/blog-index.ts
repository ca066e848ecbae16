import { getAllPosts, getListedPosts } from '@/lib/content/blog';
import { toCard } from '@/lib/content/blog-cards';
import { type BlogPost } from '@/lib/content/blog-schema';
import type { BlogCardData } from '@/lib/content/blog-card';

export type { BlogCardData } from '@/lib/content/blog-card';

/** Where the build writes the blog's search index (app/blog/search-index.json/route.ts). */
export const BLOG_INDEX_PATH = '/blog/search-index.json';

/**
 * The index file: every searchable article (all but the featured one, which the blog keeps
 * apart and out of search), newest first. Fetched by the filter island, never embedded.
 */
export function buildBlogIndex(posts: BlogPost[] = getAllPosts()): BlogCardData[] {
  return getListedPosts(posts).map(toCard);
}
