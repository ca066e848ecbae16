import { z } from 'zod';
import { PORTRAIT_GROUNDS } from '@/lib/content/portrait-grounds';

/**
 * How a person's designed portrait is drawn (components/ui/portrait.tsx): a flat illustration
 * in one style for everyone, never a photograph (docs/proof.md#portraits). Optional wherever a
 * person appears: without it the portrait is drawn from the name alone, with short hair.
 */
export const portraitLookSchema = z.object({
  hair: z.enum(['short', 'side-part', 'buzz', 'curly', 'long', 'bob', 'bun']),
  hairColor: z.enum(['black', 'dark-brown', 'brown', 'auburn', 'blonde', 'grey']),
  skin: z.enum(['light', 'fair', 'medium', 'brown', 'deep']),
  glasses: z.boolean().default(false),
  beard: z.boolean().default(false),
  /**
   * The background's colour. Without it the name picks one, which can give people shown side by
   * side the same ground (docs/proof.md#portraits).
   */
  ground: z.enum(PORTRAIT_GROUNDS).optional(),
});
export type PortraitLook = z.output<typeof portraitLookSchema>;
