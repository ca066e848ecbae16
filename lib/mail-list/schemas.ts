import type { z } from 'zod';
import type {
  chatPayloadSchema,
  contactPayloadSchema,
  newsletterPayloadSchema,
} from '@/lib/mail-list/payload-schemas.mjs';

/**
 * The site's entry to the mail-list payload schemas. The schemas themselves live in
 * payload-schemas.mjs (plain ESM) because the local mail-list service imports them with node,
 * without a build step: one source, two runtimes.
 */
export * from '@/lib/mail-list/payload-schemas.mjs';

export type NewsletterPayload = z.output<typeof newsletterPayloadSchema>;
export type ContactPayload = z.output<typeof contactPayloadSchema>;
export type ChatPayload = z.output<typeof chatPayloadSchema>;
export type MailListPayload = NewsletterPayload | ContactPayload | ChatPayload;
export type { PayloadKind, PayloadIssue, ParsedPayload } from '@/lib/mail-list/payload-schemas.mjs';
