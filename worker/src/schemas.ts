/**
 * The payload schemas as the Worker enforces them, in zod: the server is where a payload is
 * trusted or refused. The browser keeps its own light validator (lib/leads/payload-schemas.ts,
 * no validation library on the wire); worker/test/schemas-agree.test.ts holds the two to the
 * same answers.
 */
import { z } from 'zod';
import {
  BUDGET_OPTIONS,
  SERVICE_OPTIONS,
  TIMELINE_OPTIONS,
  payloadKindOf,
} from '../../lib/leads/payload-schemas';

const EMAIL_MESSAGE = 'enter a valid email address';

/** A trimmed string of at most `max` characters (at least `min`, with `required` as the message). */
const text = (key: string, max: number, min = 0, required = `${key} is required`) =>
  z
    .string({ error: `${key}: expected a string` })
    .trim()
    .min(min, { error: required })
    .max(max, { error: `${key}: at most ${max} characters` });

const email = z
  .string({ error: 'email: expected a string' })
  .trim()
  .max(254, { error: 'email: at most 254 characters' })
  .pipe(z.email({ error: EMAIL_MESSAGE }));

/** One of a list, compared as sent (the forms send the option's exact text). */
const oneOf = <T extends readonly [string, ...string[]]>(key: string, options: T, extra = '') =>
  z.enum(options, {
    error: `${key}: expected one of ${options.filter(Boolean).join(' | ')}${extra}`,
  });

export const newsletterPayload = z.strictObject({ email });

/** Optional fields travel as empty strings, as the form sends them. */
export const contactPayload = z.strictObject({
  email,
  first_name: text('first_name', 100, 1, 'first name is required'),
  last_name: text('last_name', 100, 1, 'last name is required'),
  phone_number: text('phone_number', 40),
  company: text('company', 200),
  website: text('website', 300),
  service: oneOf('service', SERVICE_OPTIONS),
  budget: oneOf('budget', [...BUDGET_OPTIONS, ''] as const, ' or an empty string'),
  timeline: oneOf('timeline', [...TIMELINE_OPTIONS, ''] as const, ' or an empty string'),
  message: text('message', 5000),
});

/** The chat sends what it collected (docs/lead-safety.md#the-chat-sends-what-it-collected). */
export const chatPayload = z.strictObject({
  email,
  first_name: text('first_name', 100, 1).optional(),
  company: text('company', 200, 1).optional(),
  message: text('message', 5000, 1).optional(),
});

export type NewsletterPayload = z.infer<typeof newsletterPayload>;
export type ContactPayload = z.infer<typeof contactPayload>;
export type ChatPayload = z.infer<typeof chatPayload>;
export type PayloadKind = 'newsletter' | 'contact' | 'chat';
export interface PayloadIssue {
  field: string;
  message: string;
}
export type ParsedPayload =
  | { success: true; kind: 'newsletter'; data: NewsletterPayload }
  | { success: true; kind: 'contact'; data: ContactPayload }
  | { success: true; kind: 'chat'; data: ChatPayload }
  | { success: false; issues: PayloadIssue[] };

const schemasByKind = { newsletter: newsletterPayload, contact: contactPayload, chat: chatPayload };

/**
 * Validates any body sent to the endpoint: its keys say which payload it claims to be
 * (payloadKindOf), that payload's schema decides. Issues name the field, or the unknown keys.
 */
export function parsePayload(body: unknown): ParsedPayload {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { success: false, issues: [{ field: '(body)', message: 'expected a JSON object' }] };
  const kind = payloadKindOf(body as Record<string, unknown>);
  const result = schemasByKind[kind].safeParse(body);
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
  return { success: true, kind, data: result.data } as ParsedPayload;
}
