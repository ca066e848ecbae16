/** The colours a badge comes in; content picks one by name (a blog category, a case study). */
export const BADGE_TONES = [
  'brand',
  'accent',
  'slate',
  'green',
  'violet',
  'teal',
  'rose',
  'dark',
] as const;

export type BadgeTone = (typeof BADGE_TONES)[number];
