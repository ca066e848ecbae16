// Browser-safe: the filter island imports this module, so it must not reach node:fs.
import type { PortraitLook } from '@/lib/content/portrait-look';

/**
 * What a blog card shows, and all the in-page search needs: no body, no takeaways. The filter
 * island gets the cards of its page as props and the rest from the index file on first use.
 */
export interface BlogCardData {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  /** ISO day. */
  date: string;
  heroImage: string;
  readTime: string;
  author: { name: string; initials: string; portrait?: PortraitLook };
  /** "Draft" or "Scheduled for …": set only by the development server (docs/editors.md). */
  preview?: string;
}

/** Reads an index file's JSON, dropping entries that lack what a card needs. */
export function parseBlogIndex(data: unknown): BlogCardData[] {
  if (!Array.isArray(data)) return [];
  return data.filter(
    (item): item is BlogCardData =>
      typeof item === 'object' &&
      item !== null &&
      ['slug', 'title', 'excerpt', 'category', 'date', 'heroImage', 'readTime'].every(
        (key) => typeof (item as Record<string, unknown>)[key] === 'string',
      ) &&
      typeof (item as { author?: { name?: unknown } }).author?.name === 'string',
  );
}
