import { z } from 'zod';
import { httpsUrl, internalPath, text } from '@/lib/content/parse';
import { portraitLookSchema } from '@/lib/content/portrait-look';

/**
 * A client's words, always signed by a named person with their role and company. Each quote
 * is shown once on the site; a case study's own quote also appears on its page
 * (docs/case-studies.md#testimonials).
 */
export const testimonialSchema = z.object({
  quote: text,
  name: text,
  role: text,
  company: text,
  /** The case study of the project the quote is about, if there is one. */
  href: internalPath.optional(),
  /**
   * Where a reader can check the quote: the person's public profile and the company's site.
   * Only for real, confirmed people and companies; a placeholder client has neither, and the
   * card then links nowhere rather than somewhere false (docs/proof.md#checkable-proof).
   */
  profileUrl: httpsUrl.optional(),
  companyUrl: httpsUrl.optional(),
  /** How the quote-giver's designed portrait is drawn. */
  portrait: portraitLookSchema.optional(),
});
export type Testimonial = z.output<typeof testimonialSchema>;
