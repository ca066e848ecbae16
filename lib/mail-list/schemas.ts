/**
 * The site's entry to the mail-list payload schemas. The schemas themselves live in
 * payload-schemas.mjs (plain ESM) because the local mail-list service imports them with node,
 * without a build step: one source, two runtimes.
 */
export * from '@/lib/mail-list/payload-schemas.mjs';

import type {
  ChatPayload,
  ContactPayload,
  NewsletterPayload,
} from '@/lib/mail-list/payload-schemas.mjs';

export type MailListPayload = NewsletterPayload | ContactPayload | ChatPayload;
export type {
  ChatPayload,
  ContactPayload,
  NewsletterPayload,
  PayloadKind,
  PayloadIssue,
  ParsedPayload,
} from '@/lib/mail-list/payload-schemas.mjs';
