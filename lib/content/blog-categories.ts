import type { BadgeTone } from '@/lib/content/badge-tone';

/** The six categories; the filter offers these plus All. */
export const BLOG_CATEGORIES = [
  'Staff Augmentation',
  'Product Development',
  'Web Development',
  'Mobile Development',
  'MVP Development',
  'Technology Insights',
] as const;

export type KnownCategory = (typeof BLOG_CATEGORIES)[number];

export const ALL_CATEGORIES = 'All';

const tones: Record<KnownCategory, BadgeTone> = {
  'Staff Augmentation': 'brand',
  'Product Development': 'violet',
  'Web Development': 'teal',
  'Mobile Development': 'green',
  'MVP Development': 'accent',
  'Technology Insights': 'rose',
};

export function isKnownCategory(category: string): category is KnownCategory {
  return (BLOG_CATEGORIES as readonly string[]).includes(category);
}

/** Badge colour of a category; a category the site does not know yet gets neutral slate. */
export function categoryTone(category: string): BadgeTone {
  return isKnownCategory(category) ? tones[category] : 'slate';
}
