import { z } from 'zod';
import { text } from '@/lib/content/parse';

/**
 * The words around a drawn screen (a case study's client screen, a product page's mock-up):
 * `title` names the image, `caption` is the one line printed under it (what the screen is and
 * whose), `description` is the full account a reader who cannot see it gets as the image's
 * accessible description (docs/case-studies.md#the-screen).
 */
export const SCREEN_CAPTION_MAX = 100;

/** At least a couple of sentences: the description stands in for the whole drawing. */
const SCREEN_DESCRIPTION_MIN = 80;

export const screenTextFields = {
  title: text,
  caption: text,
  description: text.min(SCREEN_DESCRIPTION_MIN).optional(),
};

interface ScreenTextInput {
  title: string;
  caption: string;
  description?: string | undefined;
}

export type ScreenText<T extends ScreenTextInput> = Omit<T, 'caption' | 'description'> & {
  caption: string;
  description: string;
};

/** The printed line must fit one line at desktop width, whichever field it comes from. */
export function checkScreenText(value: ScreenTextInput, ctx: z.RefinementCtx): void {
  const [field, line] = value.description
    ? (['caption', value.caption] as const)
    : (['title', value.title] as const);
  if (line.length > SCREEN_CAPTION_MAX) {
    ctx.addIssue({
      code: 'custom',
      path: [field],
      message: `the line under a screen is ${line.length} characters; keep it to ${SCREEN_CAPTION_MAX} (what the screen is and whose) and put the detail in \`description\``,
    });
  }
}

/**
 * The words as the page uses them. The schemas leave the fields as written (the admin's form is
 * built from them, and a transform has no form field); the screen components call this. A file
 * written before captions were split gives one long `caption` and no `description`: that text
 * becomes the description and the title the printed line, so the page never prints a paragraph
 * under a picture while its editor splits it.
 */
export function toScreenText<T extends ScreenTextInput>(value: T): ScreenText<T> {
  const { caption, description, ...rest } = value;
  return description
    ? { ...rest, caption, description }
    : { ...rest, caption: value.title, description: caption };
}
