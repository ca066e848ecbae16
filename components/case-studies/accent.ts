import type { BadgeTone } from '@/lib/content/badge-tone';
import type { CaseStudyColor } from '@/lib/content/case-studies';

/** Fixed class names per case study colour, so Tailwind sees every one of them. */
export const accents: Record<CaseStudyColor, { bar: string; badge: BadgeTone }> = {
  brand: { bar: 'from-brand-700 via-brand-500 to-accent-400', badge: 'brand' },
  teal: { bar: 'from-teal-700 via-teal-500 to-accent-400', badge: 'teal' },
  emerald: { bar: 'from-emerald-700 via-emerald-500 to-accent-400', badge: 'green' },
  violet: { bar: 'from-violet-700 via-violet-500 to-accent-400', badge: 'violet' },
  amber: { bar: 'from-accent-700 via-accent-500 to-accent-300', badge: 'accent' },
};
