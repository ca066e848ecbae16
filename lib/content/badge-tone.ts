/** The colours a badge comes in; content picks one by name (a blog category, a case study). */
export type BadgeTone =
  'brand' | 'accent' | 'slate' | 'green' | 'violet' | 'teal' | 'rose' | 'dark';
