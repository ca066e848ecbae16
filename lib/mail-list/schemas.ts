/**
 * The site's entry to the mail-list payload schemas. The browser validates with the small
 * checks of payload-schemas.mjs (no validation library on the wire); the payload types are the
 * server's, inferred from the Worker's zod schemas (`import type`: zero bytes shipped).
 * worker/test/schemas-agree.test.ts holds the two validators to the same answers.
 */
export * from '@/lib/mail-list/payload-schemas.mjs';

import type { ChatPayload, ContactPayload, NewsletterPayload } from '@/worker/src/schemas';

export type MailListPayload = NewsletterPayload | ContactPayload | ChatPayload;
export type {
  ChatPayload,
  ContactPayload,
  NewsletterPayload,
  PayloadKind,
  PayloadIssue,
  ParsedPayload,
} from '@/worker/src/schemas';
