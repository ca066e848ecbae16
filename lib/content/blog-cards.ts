// What the blog's lists show of an article: the card (BlogCardData, safe for the filter island
// and the search index) and the featured article's summary, with the development server's
// draft and schedule marks.
import type { BlogPost, BlogPostSummary } from '@/lib/content/blog-schema';
import type { BlogCardData } from '@/lib/content/blog-card';
import { publishedImage } from '@/lib/images/raster';
import { getBlogCopy } from '@/lib/content/pages';
import { fillTemplate } from '@/lib/utils/fill-template';
import { formatDate } from '@/lib/utils/format-date';

/** "Draft" or "Scheduled for March 4, 2030" on a card or article the dev server shows; else none. */
export function previewLabel(post: Pick<BlogPost, 'status' | 'date'>): string | undefined {
  if (post.status === 'published') return undefined;
  const { preview } = getBlogCopy();
  return post.status === 'draft'
    ? preview.draft
    : fillTemplate(preview.scheduled, { date: formatDate(post.date) });
}

/** What a card shows (BlogCardData): no body, safe for the filter island and the index. */
export function toCard(post: BlogPost): BlogCardData {
  const { slug, title, excerpt, category, date, heroImage, readTime } = post;
  const { name, initials, portrait } = post.author;
  const preview = previewLabel(post);
  return {
    slug,
    title,
    excerpt,
    category,
    date,
    // The widest rendition: the source (perhaps an editor's photo) is not published.
    heroImage: publishedImage(heroImage),
    readTime,
    author: { name, initials, ...(portrait ? { portrait } : {}) },
    ...(preview ? { preview } : {}),
  };
}

export function toSummary(post: BlogPost): BlogPostSummary {
  const { id, role, path } = post.author;
  const card = toCard(post);
  return { ...card, featured: post.featured, author: { ...card.author, id, role, path } };
}
