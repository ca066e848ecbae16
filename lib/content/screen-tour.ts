import { z } from 'zod';
import { text } from '@/lib/content/parse';

/**
 * A product page's section that shows its own screen enlarged, with a numbered dot on each
 * place a feature acts and the feature's title and one-line description beside the number
 * (components/products/screen-tour.tsx). The spot names a place on the product's screen;
 * lib/content/products.ts checks it against the screen the product draws.
 */
export const screenTourSchema = z.object({
  type: z.literal('screen-tour'),
  eyebrow: text.optional(),
  title: text,
  intro: text.optional(),
  callouts: z
    .array(z.object({ spot: text, title: text, text }))
    .min(3)
    .max(4),
});

export type ScreenTour = z.output<typeof screenTourSchema>;
