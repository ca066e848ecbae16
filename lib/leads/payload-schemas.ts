/**
 * THE payload schemas of POST /v1/iam/mail-list (lib/leads/endpoint.ts): the one source that
 * both the site and the lead API's Worker (worker/src/schemas.ts, its option lists and payload
 * kinds) import, so the browser and the server validate the same shape.
 *
 * Written as small checks rather than with zod: the browser needs trimming, lengths, an email
 * pattern and option lists for three forms, not a validation library (zod/mini still cost
 * ~25 KB gzipped on every island page). Each schema offers the part of zod's API the site uses
 * (`safeParse`, `parse`, `shape`), with zod's issue shape ({code, path, message, keys}).
 */

import contactOptionsFile from '../../content/contact-form-options.json';

/** zod 4's default email pattern (zod/v4/core regexes.email), as the service has always used. */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

type Issue = { code: string; path: string[]; message: string; keys?: string[] };
type TextRule = {
  min?: number;
  max: number;
  email?: boolean;
  oneOf?: readonly string[];
  message?: string;
};
type Checked<T> = { ok: true; value: T } | { ok: false; issue: Issue };

/** A trimmed string field; returns [value] or an issue. */
function field<T extends string = string>(rule: TextRule) {
  const check = (input: unknown, key: string): Checked<T> => {
    const path = key ? [key] : [];
    if (typeof input !== 'string')
      return {
        ok: false,
        issue: { code: 'invalid_type', path, message: `${key || 'value'}: expected a string` },
      };
    const value = rule.oneOf ? input : input.trim();
    if (rule.oneOf && !rule.oneOf.includes(value))
      return {
        ok: false,
        issue: {
          code: 'invalid_value',
          path,
          message: rule.message ?? `${key}: expected one of ${rule.oneOf.join(' | ')}`,
        },
      };
    if (value.length < (rule.min ?? 0))
      return {
        ok: false,
        issue: { code: 'too_small', path, message: rule.message ?? `${key} is required` },
      };
    if (value.length > rule.max)
      return {
        ok: false,
        issue: { code: 'too_big', path, message: `${key}: at most ${rule.max} characters` },
      };
    if (rule.email && !EMAIL_PATTERN.test(value))
      return {
        ok: false,
        issue: { code: 'invalid_format', path, message: 'enter a valid email address' },
      };
    // The checks above are what make the value a T (one of the options, when there are some).
    return { ok: true, value: value as T };
  };
  return {
    check,
    /** The longest value accepted, in UTF-16 code units (the service sizes its body limits on it). */
    max: rule.max,
    /** Type only: what the field parses to. */
    _type: undefined as unknown as T,
    safeParse: (input: unknown) => {
      const result = check(input, '');
      return result.ok
        ? { success: true as const, data: result.value }
        : { success: false as const, error: { issues: [result.issue] } };
    },
  };
}

type Field<T extends string = string> = ReturnType<typeof field<T>>;
type ObjectOutput<S extends Record<string, Field<string>>, O extends keyof S> = {
  [K in Exclude<keyof S, O>]: S[K]['_type'];
} & { [K in O]?: S[K]['_type'] };

/** An object of fields that refuses unknown keys; optional fields may be absent. */
function strictObject<S extends Record<string, Field<string>>, O extends keyof S = never>(
  shape: S,
  optional: readonly O[] = [],
) {
  type Output = ObjectOutput<S, O>;
  const safeParse = (
    input: unknown,
  ): { success: true; data: Output } | { success: false; error: { issues: Issue[] } } => {
    if (typeof input !== 'object' || input === null || Array.isArray(input))
      return {
        success: false,
        error: { issues: [{ code: 'invalid_type', path: [], message: 'expected an object' }] },
      };
    const body = input as Record<string, unknown>;
    const issues: Issue[] = [];
    const data: Record<string, string> = {};
    for (const [key, rule] of Object.entries(shape)) {
      if (body[key] === undefined && (optional as readonly PropertyKey[]).includes(key)) continue;
      const result = rule.check(body[key], key);
      if (result.ok) data[key] = result.value;
      else issues.push(result.issue);
    }
    // Own keys only: `in` would count inherited names (__proto__, constructor) as known.
    const unknown = Object.keys(body).filter(
      (key) => !Object.prototype.hasOwnProperty.call(shape, key),
    );
    if (unknown.length)
      issues.push({
        code: 'unrecognized_keys',
        path: [],
        keys: unknown,
        message: `unrecognized keys: ${unknown.join(', ')}`,
      });
    // Every required key of the shape passed its check above, and no other key is present.
    return issues.length
      ? { success: false, error: { issues } }
      : { success: true, data: data as unknown as Output };
  };
  return {
    shape,
    safeParse,
    parse(input: unknown) {
      const result = safeParse(input);
      if (!result.success)
        throw new Error(result.error.issues.map((issue) => issue.message).join('; '));
      return result.data;
    },
  };
}

const text = (max: number, min = 0) => field({ max, min });
const email = field({ max: 254, email: true });

/**
 * The choices of the contact form's select fields, read from content/contact-form-options.json
 * (an editor's words; the contact intents name a service from it): the form offers them and the
 * payload accepts exactly them. A list that is empty, repeats itself or holds an empty or
 * padded choice fails wherever this module is first loaded, naming the file and the field.
 */
export function contactFormOptions(
  name: 'services' | 'budgets' | 'timelines',
  options: unknown = contactOptionsFile,
): readonly [string, ...string[]] {
  const list =
    typeof options === 'object' && options !== null
      ? (options as Record<string, unknown>)[name]
      : undefined;
  const valid =
    Array.isArray(list) &&
    list.length > 0 &&
    new Set(list).size === list.length &&
    list.every((choice) => typeof choice === 'string' && choice !== '' && choice === choice.trim());
  if (!valid)
    throw new Error(
      `content/contact-form-options.json: "${name}" must be a list of distinct, non-empty choices`,
    );
  return list as [string, ...string[]];
}

export const SERVICE_OPTIONS = contactFormOptions('services');
export const BUDGET_OPTIONS = contactFormOptions('budgets');
export const TIMELINE_OPTIONS = contactFormOptions('timelines');

export const newsletterPayloadSchema = strictObject({ email });

/** Optional fields travel as empty strings, as the form sends them. */
export const contactPayloadSchema = strictObject({
  email,
  first_name: field({ min: 1, max: 100, message: 'first name is required' }),
  last_name: field({ min: 1, max: 100, message: 'last name is required' }),
  phone_number: text(40),
  company: text(200),
  website: text(300),
  service: field<(typeof SERVICE_OPTIONS)[number]>({ max: 100, oneOf: SERVICE_OPTIONS }),
  budget: field<(typeof BUDGET_OPTIONS)[number] | ''>({
    max: 100,
    oneOf: [...BUDGET_OPTIONS, ''],
    message: `budget: expected one of ${BUDGET_OPTIONS.join(' | ')} or an empty string`,
  }),
  timeline: field<(typeof TIMELINE_OPTIONS)[number] | ''>({
    max: 100,
    oneOf: [...TIMELINE_OPTIONS, ''],
    message: `timeline: expected one of ${TIMELINE_OPTIONS.join(' | ')} or an empty string`,
  }),
  message: text(5000),
});

/** The chat sends what it collected (docs/lead-safety.md#the-chat-sends-what-it-collected). */
export const chatPayloadSchema = strictObject(
  { email, first_name: text(100, 1), company: text(200, 1), message: text(5000, 1) },
  ['first_name', 'company', 'message'],
);

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

const schemasByKind = {
  newsletter: newsletterPayloadSchema,
  contact: contactPayloadSchema,
  chat: chatPayloadSchema,
};

type Parsed<S extends { parse: (input: unknown) => unknown }> = ReturnType<S['parse']>;
export type NewsletterPayload = Parsed<typeof newsletterPayloadSchema>;
export type ContactPayload = Parsed<typeof contactPayloadSchema>;
export type ChatPayload = Parsed<typeof chatPayloadSchema>;
export type MailListPayload = NewsletterPayload | ContactPayload | ChatPayload;
export type PayloadIssue = { field: string; message: string };
export type ParsedPayload =
  | { success: true; kind: 'newsletter'; data: NewsletterPayload }
  | { success: true; kind: 'contact'; data: ContactPayload }
  | { success: true; kind: 'chat'; data: ChatPayload }
  | { success: false; issues: PayloadIssue[] };

/**
 * Validates any body sent to the endpoint. Issues name the field ('email', 'service', or the
 * unknown key) so the service can answer 400 with something a developer can act on.
 */
export function parseMailListPayload(body: unknown): ParsedPayload {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { success: false, issues: [{ field: '(body)', message: 'expected a JSON object' }] };
  }
  const kind = payloadKindOf(body as Record<string, unknown>);
  const result = schemasByKind[kind].safeParse(body);
  if (!result.success) {
    return {
      success: false,
      issues: result.error.issues.map((issue) => ({
        field:
          issue.code === 'unrecognized_keys' && issue.keys
            ? issue.keys.join(', ')
            : issue.path.map(String).join('.') || '(body)',
        message: issue.message,
      })),
    };
  }
  // The kind chose the schema, so the data is that kind's payload.
  return { success: true, kind, data: result.data } as ParsedPayload;
}
