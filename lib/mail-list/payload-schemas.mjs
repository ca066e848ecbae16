// @ts-check
/**
 * THE payload schemas of POST /v1/iam/mail-list: the one source that both the site (through
 * schemas.ts, which re-exports this file with its types) and the lead API's Worker
 * (worker/src/schemas.ts, its option lists and payload kinds) import, so the browser and the
 * server validate the same shape. Plain ESM with JSDoc so node scripts (scripts/leads/) run it as
 * is; TypeScript infers the types from it.
 *
 * Written as small checks rather than with zod: the browser needs trimming, lengths, an email
 * pattern and option lists for three forms, not a validation library (zod/mini still cost
 * ~25 KB gzipped on every island page). Each schema offers the part of zod's API the site uses
 * (`safeParse`, `parse`, `shape`), with zod's issue shape ({code, path, message, keys}).
 */

import contactOptionsFile from '../../content/contact-form-options.json' with { type: 'json' };

/** zod 4's default email pattern (zod/v4/core regexes.email), as the service has always used. */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/**
 * @typedef {{ code: string; path: string[]; message: string; keys?: string[] }} Issue
 * @typedef {{ min?: number; max: number; email?: boolean; oneOf?: readonly string[]; message?: string }} TextRule
 */

/**
 * A trimmed string field; returns [value] or an issue.
 * @template {string} T
 * @param {TextRule} rule
 */
function field(rule) {
  /** @param {unknown} input @param {string} key @returns {{ ok: true; value: T } | { ok: false; issue: Issue }} */
  const check = (input, key) => {
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
    return { ok: true, value: /** @type {T} */ (value) };
  };
  return {
    check,
    /** The longest value accepted, in UTF-16 code units (the service sizes its body limits on it). */
    max: rule.max,
    /** Type only: what the field parses to. */
    _type: /** @type {T} */ (/** @type {unknown} */ (undefined)),
    /** @param {unknown} input */
    safeParse: (input) => {
      const result = check(input, '');
      return result.ok
        ? { success: /** @type {const} */ (true), data: result.value }
        : { success: /** @type {const} */ (false), error: { issues: [result.issue] } };
    },
  };
}

/**
 * An object of fields that refuses unknown keys; optional fields may be absent.
 * @template {Record<string, ReturnType<typeof field<string>>>} S
 * @template {keyof S} O
 * @param {S} shape
 * @param {readonly O[]} optional
 */
function strictObject(shape, optional = []) {
  /** @typedef {{ [K in Exclude<keyof S, O>]: S[K]['_type'] } & { [K in O]?: S[K]['_type'] }} Output */
  /**
   * @param {unknown} input
   * @returns {{ success: true; data: Output } | { success: false; error: { issues: Issue[] } }}
   */
  const safeParse = (input) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input))
      return {
        success: false,
        error: { issues: [{ code: 'invalid_type', path: [], message: 'expected an object' }] },
      };
    const body = /** @type {Record<string, unknown>} */ (input);
    /** @type {Issue[]} */
    const issues = [];
    /** @type {Record<string, string>} */
    const data = {};
    for (const [key, rule] of Object.entries(shape)) {
      if (body[key] === undefined && optional.includes(/** @type {O} */ (key))) continue;
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
    return issues.length
      ? { success: false, error: { issues } }
      : { success: true, data: /** @type {Output} */ (/** @type {unknown} */ (data)) };
  };
  return {
    shape,
    safeParse,
    /** @param {unknown} input */
    parse(input) {
      const result = safeParse(input);
      if (!result.success)
        throw new Error(result.error.issues.map((issue) => issue.message).join('; '));
      return result.data;
    },
  };
}

/** @param {number} max @param {number} [min] */
const text = (max, min = 0) => field({ max, min });
const email = field({ max: 254, email: true });

/**
 * The choices of the contact form's select fields, read from content/contact-form-options.json
 * (an editor's words; the contact intents name a service from it): the form offers them and the
 * payload accepts exactly them. A list that is empty, repeats itself or holds an empty or
 * padded choice fails wherever this module is first loaded, naming the file and the field.
 * @param {'services' | 'budgets' | 'timelines'} name
 * @returns {readonly [string, ...string[]]}
 */
export function contactFormOptions(name, options = /** @type {unknown} */ (contactOptionsFile)) {
  const list = /** @type {Record<string, unknown> | null} */ (options)?.[name];
  const valid =
    Array.isArray(list) &&
    list.length > 0 &&
    new Set(list).size === list.length &&
    list.every((choice) => typeof choice === 'string' && choice !== '' && choice === choice.trim());
  if (!valid)
    throw new Error(
      `content/contact-form-options.json: "${name}" must be a list of distinct, non-empty choices`,
    );
  return /** @type {[string, ...string[]]} */ (list);
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
  service: /** @type {ReturnType<typeof field<(typeof SERVICE_OPTIONS)[number]>>} */ (
    field({ max: 100, oneOf: SERVICE_OPTIONS })
  ),
  budget: /** @type {ReturnType<typeof field<(typeof BUDGET_OPTIONS)[number] | ''>>} */ (
    field({
      max: 100,
      oneOf: [...BUDGET_OPTIONS, ''],
      message: `budget: expected one of ${BUDGET_OPTIONS.join(' | ')} or an empty string`,
    })
  ),
  timeline: /** @type {ReturnType<typeof field<(typeof TIMELINE_OPTIONS)[number] | ''>>} */ (
    field({
      max: 100,
      oneOf: [...TIMELINE_OPTIONS, ''],
      message: `timeline: expected one of ${TIMELINE_OPTIONS.join(' | ')} or an empty string`,
    })
  ),
  message: text(5000),
});

/** The chat sends what it collected (docs/lead-safety.md#the-chat-sends-what-it-collected). */
export const chatPayloadSchema = strictObject(
  { email, first_name: text(100, 1), company: text(200, 1), message: text(5000, 1) },
  ['first_name', 'company', 'message'],
);

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
 * @typedef {Extract<ReturnType<typeof newsletterPayloadSchema.safeParse>, { success: true }>['data']} NewsletterPayload
 * @typedef {Extract<ReturnType<typeof contactPayloadSchema.safeParse>, { success: true }>['data']} ContactPayload
 * @typedef {Extract<ReturnType<typeof chatPayloadSchema.safeParse>, { success: true }>['data']} ChatPayload
 * @typedef {{ field: string; message: string }} PayloadIssue
 * @typedef {| { success: true; kind: 'newsletter'; data: NewsletterPayload }
 *   | { success: true; kind: 'contact'; data: ContactPayload }
 *   | { success: true; kind: 'chat'; data: ChatPayload }
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
          issue.code === 'unrecognized_keys' && issue.keys
            ? issue.keys.join(', ')
            : issue.path.map(String).join('.') || '(body)',
        message: issue.message,
      })),
    };
  }
  return /** @type {ParsedPayload} */ ({ success: true, kind, data: result.data });
}
