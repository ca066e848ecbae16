/**
 * THE lead contract: the payload schemas of POST /v1/iam/mail-list (lib/leads/endpoint.ts), in
 * zod. The lead API's Worker validates every body with them (worker/src/intake.ts), its body
 * limits and the leads scripts read them, and the build checks the contact intents against the
 * same option lists.
 *
 * The browser imports only types from here (`import type`): zod would cost ~25 KB gzipped on
 * every island page. What the forms and the chat need at run time lives in small modules beside
 * this one, used by these schemas too: the e-mail rule (email-rule.ts), the length limits
 * (field-limits.ts) and the option lists (contact-options.ts). The lead client's check before
 * sending (lib/mail-list/pre-send-check.ts) is held to these schemas' answers by
 * worker/test/schemas-agree.test.ts (docs/lead-capture.md#the-lead-contract).
 */
import { z } from 'zod';
import { BUDGET_OPTIONS, SERVICE_OPTIONS, TIMELINE_OPTIONS } from './contact-options';
import { EMAIL_MESSAGE, EMAIL_PATTERN } from './email-rule';
import { FIELD_MAX_LENGTH, type PayloadField } from './field-limits';

export {
  BUDGET_OPTIONS,
  SERVICE_OPTIONS,
  TIMELINE_OPTIONS,
  contactFormOptions,
} from './contact-options';

/** A trimmed string within the field's limit (at least `min`, with `required` as the message). */
const text = (key: PayloadField, min = 0, required = `${key} is required`) =>
  z
    .string({ error: `${key}: expected a string` })
    .trim()
    .min(min, { error: required })
    .max(FIELD_MAX_LENGTH[key], { error: `${key}: at most ${FIELD_MAX_LENGTH[key]} characters` });

const email = text('email').regex(EMAIL_PATTERN, { error: EMAIL_MESSAGE });

/** One of a list, compared as sent (the forms send the option's exact text). */
const oneOf = <T extends readonly [string, ...string[]]>(
  key: PayloadField,
  options: T,
  extra = '',
) =>
  z.enum(options, {
    error: `${key}: expected one of ${options.filter(Boolean).join(' | ')}${extra}`,
  });

export const newsletterPayloadSchema = z.strictObject({ email });

/** Optional fields travel as empty strings, as the form sends them. */
export const contactPayloadSchema = z.strictObject({
  email,
  first_name: text('first_name', 1, 'first name is required'),
  last_name: text('last_name', 1, 'last name is required'),
  phone_number: text('phone_number'),
  company: text('company'),
  website: text('website'),
  service: oneOf('service', SERVICE_OPTIONS),
  budget: oneOf('budget', [...BUDGET_OPTIONS, ''] as const, ' or an empty string'),
  timeline: oneOf('timeline', [...TIMELINE_OPTIONS, ''] as const, ' or an empty string'),
  message: text('message'),
});

/** The chat sends what it collected (docs/lead-safety.md#the-chat-sends-what-it-collected). */
export const chatPayloadSchema = z.strictObject({
  email,
  first_name: text('first_name', 1).optional(),
  company: text('company', 1).optional(),
  message: text('message', 1).optional(),
});

export const PAYLOAD_KINDS = ['newsletter', 'contact', 'chat'] as const;

export type PayloadKind = (typeof PAYLOAD_KINDS)[number];

const CONTACT_ONLY_KEYS = ['last_name', 'phone_number', 'website', 'service', 'budget', 'timeline'];
const CHAT_KEYS = ['first_name', 'company', 'message'];

/**
 * Which payload a body claims to be, from its keys: any contact-only field makes it a contact
 * inquiry (so a missing `service` is reported as such), any chat field a chat request, otherwise
 * a newsletter subscription. The matching schema then decides whether it is valid.
 */
export function payloadKindOf(body: Record<string, unknown>): PayloadKind {
  const keys = Object.keys(body);
  if (keys.some((key) => CONTACT_ONLY_KEYS.includes(key))) return 'contact';
  if (keys.some((key) => CHAT_KEYS.includes(key))) return 'chat';
  return 'newsletter';
}

export const payloadSchemasByKind = {
  newsletter: newsletterPayloadSchema,
  contact: contactPayloadSchema,
  chat: chatPayloadSchema,
};

export type NewsletterPayload = z.infer<typeof newsletterPayloadSchema>;
export type ContactPayload = z.infer<typeof contactPayloadSchema>;
export type ChatPayload = z.infer<typeof chatPayloadSchema>;
export type MailListPayload = NewsletterPayload | ContactPayload | ChatPayload;
export interface PayloadIssue {
  field: string;
  message: string;
}
export type ParsedPayload =
  | { success: true; kind: 'newsletter'; data: NewsletterPayload }
  | { success: true; kind: 'contact'; data: ContactPayload }
  | { success: true; kind: 'chat'; data: ChatPayload }
  | { success: false; issues: PayloadIssue[] };

/**
 * Validates any body sent to the endpoint: its keys say which payload it claims to be
 * (payloadKindOf), that payload's schema decides. Issues name the field ('email', 'service', or
 * the unknown keys) so the service can answer 400 with something a developer can act on.
 */
export function parseMailListPayload(body: unknown): ParsedPayload {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { success: false, issues: [{ field: '(body)', message: 'expected a JSON object' }] };
  const kind = payloadKindOf(body as Record<string, unknown>);
  const result = payloadSchemasByKind[kind].safeParse(body);
  if (!result.success)
    return {
      success: false,
      issues: result.error.issues.map((issue) => ({
        field:
          issue.code === 'unrecognized_keys'
            ? issue.keys.join(', ')
            : issue.path.map(String).join('.') || '(body)',
        message:
          issue.code === 'unrecognized_keys'
            ? `unrecognized keys: ${issue.keys.join(', ')}`
            : issue.message,
      })),
    };
  // The kind chose the schema, so the data is that kind's payload.
  return { success: true, kind, data: result.data } as ParsedPayload;
}
