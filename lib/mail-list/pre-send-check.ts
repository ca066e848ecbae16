/**
 * The lead client's check before sending, without a validation library (the browser imports
 * only types from the zod contract, lib/leads/payload-schemas.ts; docs/lead-capture.md#the-lead-contract).
 * It applies the contract's own rules, from the modules the schemas use too: trimming, the
 * length limits, the e-mail rule and the option lists. worker/test/schemas-agree.test.ts holds
 * it to the schemas' verdict and first field, so a form never sends what the service refuses.
 */
import { BUDGET_OPTIONS, SERVICE_OPTIONS, TIMELINE_OPTIONS } from '@/lib/leads/contact-options';
import { isValidEmail } from '@/lib/leads/email-rule';
import { FIELD_MAX_LENGTH, type PayloadField } from '@/lib/leads/field-limits';
import type { MailListPayload, PayloadKind } from '@/lib/leads/payload-schemas';

/** 'text' may be empty, 'required' may not; an option list is compared as sent, untrimmed. */
type Rule = 'email' | 'text' | 'required' | readonly string[];

/** Each payload's fields, in the schemas' order (the first field that fails is the one named). */
const FIELDS: Record<PayloadKind, Partial<Record<PayloadField, Rule>>> = {
  newsletter: { email: 'email' },
  contact: {
    email: 'email',
    first_name: 'required',
    last_name: 'required',
    phone_number: 'text',
    company: 'text',
    website: 'text',
    service: SERVICE_OPTIONS,
    budget: [...BUDGET_OPTIONS, ''],
    timeline: [...TIMELINE_OPTIONS, ''],
    message: 'text',
  },
  chat: { email: 'email', first_name: 'required', company: 'required', message: 'required' },
};

/** The chat's fields other than its address may be left out (never sent empty). */
const OPTIONAL: Partial<Record<PayloadKind, readonly string[]>> = {
  chat: ['first_name', 'company', 'message'],
};

function passes(rule: Rule, key: PayloadField, value: string): boolean {
  if (typeof rule !== 'string') return rule.includes(value);
  if (rule === 'email') return isValidEmail(value);
  const text = value.trim();
  return text.length <= FIELD_MAX_LENGTH[key] && (rule === 'text' || text !== '');
}

export type PreSendCheck<T> = { ok: true; data: T } | { ok: false; field: string };

/**
 * The payload as the service would store it (text trimmed), or the first field it would refuse:
 * a wrong value, a missing field, or a key no payload has.
 */
export function checkBeforeSending<T extends MailListPayload>(
  kind: PayloadKind,
  payload: T,
): PreSendCheck<T> {
  const fields = FIELDS[kind];
  const body = payload as Record<string, unknown>;
  const data: Record<string, string> = {};
  for (const [key, rule] of Object.entries(fields) as [PayloadField, Rule][]) {
    const value = body[key];
    if (value === undefined && OPTIONAL[kind]?.includes(key)) continue;
    if (typeof value !== 'string' || !passes(rule, key, value)) return { ok: false, field: key };
    data[key] = typeof rule === 'string' ? value.trim() : value;
  }
  // Own keys only: `in` would count inherited names (__proto__, constructor) as known.
  const unknown = Object.keys(body).filter(
    (key) => !Object.prototype.hasOwnProperty.call(fields, key),
  );
  if (unknown.length) return { ok: false, field: unknown.join(', ') };
  // Every field of the payload passed its rule above, and no other key is present.
  return { ok: true, data: data as T };
}
