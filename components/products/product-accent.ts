import type { Product } from '@/lib/content/products';

export type ProductAccent = Product['accent'];

/**
 * Each product's colour as whole class names, so Tailwind sees them. The 700 shade reads at
 * 4.5:1 or more on white and, since the dark theme turns the scale over, on the dark page too;
 * the numerals take the 50 shade, the opposite end in either theme. The page's eyebrows and
 * figures follow `data-accent` (app/globals.css).
 */
export const accentClasses: Record<
  ProductAccent,
  {
    dot: string;
    numeral: string;
    badge: string;
    line: string;
    glow: string;
    text: string;
    panel: string;
  }
> = {
  teal: {
    dot: 'fill-teal-700',
    numeral: 'fill-teal-50',
    badge: 'bg-teal-700 text-teal-50',
    line: 'stroke-teal-700',
    glow: 'bg-teal-400/30',
    text: 'text-teal-700',
    panel: 'bg-teal-50',
  },
  amber: {
    dot: 'fill-amber-700',
    numeral: 'fill-amber-50',
    badge: 'bg-amber-700 text-amber-50',
    line: 'stroke-amber-700',
    glow: 'bg-amber-400/30',
    text: 'text-amber-700',
    panel: 'bg-amber-50',
  },
};
