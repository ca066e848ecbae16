import { z } from 'zod';

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
});
export type PortraitLook = z.output<typeof portraitLookSchema>;
