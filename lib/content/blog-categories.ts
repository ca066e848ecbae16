// Browser-safe (the filter island renders badges): no node:fs, no zod. The blog loader validates
// content/blog-categories.json (lib/content/blog.ts); this module only reads it.
import declared from '@/content/blog-categories.json';
import type { BadgeTone } from '@/lib/content/badge-tone';

/** A blog category as declared once in content/blog-categories.json (docs/editors.md#categories). */
export interface BlogCategoryDeclaration {
  name: string;
  tone: BadgeTone;
  /** What the category covers: its page's meta description and the line under its title. */
  description: string;
  /** Palette and composition of the generated hero art (scripts/content/generate-blog-art.ts). */
  art: { a: string; b: string; deep: string; style: string };
}

export const CATEGORY_DECLARATIONS = declared as BlogCategoryDeclaration[];

/** The categories an article may use, in the order the filter and the category pages show them. */
export const BLOG_CATEGORIES: readonly string[] = CATEGORY_DECLARATIONS.map((c) => c.name);

export { ALL_CATEGORIES } from '@/lib/content/blog-filter';

export function isKnownCategory(category: string): boolean {
  return BLOG_CATEGORIES.includes(category);
}

/**
 * Badge colour of a category. The build refuses an article with an undeclared category, so the
 * neutral slate is only reached by data from outside that check: a search index cached by a
 * browser from an older deploy (docs/editors.md#categories).
 */
export function categoryTone(category: string): BadgeTone {
  return CATEGORY_DECLARATIONS.find((c) => c.name === category)?.tone ?? 'slate';
}
