// @ts-check
/**
 * THE payload schemas of POST /v1/iam/mail-list: the one source that both the site (through
 * schemas.ts, which re-exports this file with its types) and the local mail-list service in
 * server/ (plain node, no build step) import, so the browser and the server validate the same
 * shape. Plain ESM with JSDoc so node runs it as is; TypeScript infers the types from it.
 */
import { z } from 'zod';

const email = z.string().trim().email('enter a valid email address').max(254);
/** @param {number} max */
const optionalText = (max) => z.string().trim().max(max);

export const SERVICE_OPTIONS = /** @type {const} */ ([
  'Web Development',
  'Mobile App Development',
  'Product Engineering',
  'Staff Augmentation',
  'UI/UX Design',
  'DevOps & Cloud',
  'AI/ML Solutions',
  'Blockchain Development',
]);

export const BUDGET_OPTIONS = /** @type {const} */ ([
  'Under $25K',
  '$25K - $50K',
  '$50K - $100K',
  '$100K - $250K',
  '$250K - $500K',
  '$500K+',
]);

export const TIMELINE_OPTIONS = /** @type {const} */ ([
  'ASAP',
  '1-3 months',
  '3-6 months',
  '6-12 months',
  '12+ months',
]);

export const newsletterPayloadSchema = z.object({ email }).strict();

/** Optional fields travel as empty strings, as the form sends them. */
export const contactPayloadSchema = z
  .object({
    email,
    first_name: z.string().trim().min(1, 'first name is required').max(100),
    last_name: z.string().trim().min(1, 'last name is required').max(100),
    phone_number: optionalText(40),
    company: optionalText(200),
    website: optionalText(300),
    service: z.enum(SERVICE_OPTIONS),
    budget: z.union([z.enum(BUDGET_OPTIONS), z.literal('')], {
      error: `expected one of ${BUDGET_OPTIONS.join(' | ')} or an empty string`,
    }),
    timeline: z.union([z.enum(TIMELINE_OPTIONS), z.literal('')], {
      error: `expected one of ${TIMELINE_OPTIONS.join(' | ')} or an empty string`,
    }),
    message: optionalText(5000),
  })
  .strict();

/** The chat sends what it collected; answers left empty are not sent (decisions.md 8). */
export const chatPayloadSchema = z
  .object({
    email,
    first_name: z.string().trim().min(1).max(100).optional(),
    company: z.string().trim().min(1).max(200).optional(),
    message: z.string().trim().min(1).max(5000).optional(),
  })
  .strict();

export const PAYLOAD_KINDS = /** @type {const} */ (['newsletter', 'contact', 'chat']);

/** @typedef {(typeof PAYLOAD_KINDS)[number]} PayloadKind */

const CONTACT_ONLY_KEYS = ['last_name', 'phone_number', 'website', 'service', 'budget', 'timeline'];
const CHAT_KEYS = ['first_name', 'company', 'message'];

/**
 * Which payload a body claims to be, from its keys: any contact-only field makes it a contact
 * inquiry (so a missing `service` is reported as such), any chat field a chat request, otherwise
 * a newsletter subscription. The matching schema then decides whether it is valid.
 * @param {Record<string, unknown>} body
 * @returns {PayloadKind}
 */
export function payloadKindOf(body) {
  const keys = Object.keys(body);
  if (keys.some((key) => CONTACT_ONLY_KEYS.includes(key))) return 'contact';
  if (keys.some((key) => CHAT_KEYS.includes(key))) return 'chat';
  return 'newsletter';
}

const schemasByKind = {
  newsletter: newsletterPayloadSchema,
  contact: contactPayloadSchema,
  chat: chatPayloadSchema,
};

/**
 * @typedef {{ field: string; message: string }} PayloadIssue
 * @typedef {| { success: true; kind: 'newsletter'; data: z.output<typeof newsletterPayloadSchema> }
 *   | { success: true; kind: 'contact'; data: z.output<typeof contactPayloadSchema> }
 *   | { success: true; kind: 'chat'; data: z.output<typeof chatPayloadSchema> }
 *   | { success: false; issues: PayloadIssue[] }} ParsedPayload
 */

/**
 * Validates any body sent to the endpoint. Issues name the field ('email', 'service', or the
 * unknown key) so the service can answer 400 with something a developer can act on.
 * @param {unknown} body
 * @returns {ParsedPayload}
 */
export function parseMailListPayload(body) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { success: false, issues: [{ field: '(body)', message: 'expected a JSON object' }] };
  }
  const kind = payloadKindOf(/** @type {Record<string, unknown>} */ (body));
  const result = schemasByKind[kind].safeParse(body);
  if (!result.success) {
    return {
      success: false,
      issues: result.error.issues.map((issue) => ({
        field:
          issue.code === 'unrecognized_keys'
            ? issue.keys.join(', ')
            : issue.path.map(String).join('.') || '(body)',
        message: issue.message,
      })),
    };
  }
  return /** @type {ParsedPayload} */ ({ success: true, kind, data: result.data });
}
