import { z } from 'zod';
import { ctaActionSchema, loadPage, pageFile, seoSchema } from '@/lib/content/pages';
import type { NATIVE_POST_PAGES } from '@/lib/leads/native-post';

/*
 * The pages a native (script-less) form post lands on: the mail-list service answers 303 to
 * NATIVE_POST_PAGES on the site. Their words live in content/pages/submission-outcomes.json.
 */

const text = z.string().min(1);

const outcomeSchema = z.object({
  seo: seoSchema,
  hero: z.object({
    eyebrow: text,
    title: text,
    intro: text,
    primary: ctaActionSchema,
    secondary: ctaActionSchema,
  }),
  next: z.object({ title: text, steps: z.array(z.object({ title: text, text })).min(1) }),
  /** The failure page's direct contact details card. */
  details: z.object({ title: text, text }).optional(),
});

export type OutcomeKind = keyof typeof NATIVE_POST_PAGES;

export const submissionOutcomesSchema = z.object({
  newsletter: outcomeSchema,
  contact: outcomeSchema,
  failed: outcomeSchema.required({ details: true }),
});

export type SubmissionOutcome = z.output<typeof outcomeSchema>;

export function getSubmissionOutcomes(file = pageFile('submission-outcomes')) {
  return loadPage(file, submissionOutcomesSchema);
}
