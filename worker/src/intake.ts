/**
 * Reads one submission from a request: a JSON body (the islands) or a native form post (the
 * browser without the site's scripts), with the spam signals and the lead's source each
 * carries (lib/leads/native-post.ts, lib/leads/lead-source.ts), validated with the
 * server's zod schemas.
 */
import {
  ELAPSED_FIELD,
  ELAPSED_HEADER,
  FORM_KIND_FIELD,
  HONEYPOT_FIELD,
  HONEYPOT_HEADER,
  spamVerdict,
} from '../../lib/leads/native-post';
import {
  LEAD_SOURCE_FIELD_PREFIX,
  LEAD_SOURCE_HEADER,
  parseLeadSource,
  type LeadSource,
} from '../../lib/leads/lead-source';
import { HttpError, invalid } from './errors';
import { parseMailListPayload, type PayloadKind } from '../../lib/leads/payload-schemas';

/** Fields of a native post that steer the Worker and are not part of the payload. */
const NON_PAYLOAD_FIELDS = [FORM_KIND_FIELD, HONEYPOT_FIELD, ELAPSED_FIELD];

export type NativeFormKind = 'newsletter' | 'contact';

interface Signals {
  honeypot: string | null;
  elapsedMs: number | null;
}

export interface Intake {
  kind: PayloadKind;
  /** The form a native post came from (which thank-you page), null for JSON. */
  formKind: NativeFormKind | null;
  data: Record<string, string | undefined>;
  source: LeadSource;
  verdict: ReturnType<typeof spamVerdict>;
}

function milliseconds(value: string | null | undefined): number | null {
  if (value === undefined || value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** A native post's fields; a field sent twice is refused (no form of ours does that). */
function readForm(text: string) {
  const fields = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(text)) {
    if (fields.has(key)) throw invalid(key, 'sent more than once');
    fields.set(key, value);
  }
  const formKind = fields.get(FORM_KIND_FIELD);
  if (formKind !== 'newsletter' && formKind !== 'contact')
    throw invalid(FORM_KIND_FIELD, 'expected newsletter or contact');
  const signals: Signals = {
    honeypot: fields.get(HONEYPOT_FIELD) ?? null,
    elapsedMs: milliseconds(fields.get(ELAPSED_FIELD)),
  };
  for (const field of NON_PAYLOAD_FIELDS) fields.delete(field);
  const sourceFields: [string, string][] = [];
  for (const [key, value] of fields) {
    if (!key.startsWith(LEAD_SOURCE_FIELD_PREFIX)) continue;
    sourceFields.push([key.slice(LEAD_SOURCE_FIELD_PREFIX.length), value]);
    fields.delete(key);
  }
  // A browser sends a textarea's line breaks as CRLF but counts them as one character for
  // maxlength, as the island's JSON sends them: store and count them the same way.
  for (const [key, value] of fields) fields.set(key, value.replace(/\r\n/g, '\n'));
  return {
    formKind: formKind as NativeFormKind,
    signals,
    source: parseLeadSource(sourceFields),
    // fromEntries defines own properties, so a field named __proto__ is just an unknown key.
    payload: Object.fromEntries(fields) as unknown,
  };
}

function readJson(text: string, headers: Headers) {
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    throw new HttpError(400, { error: 'invalid_json', message: 'the body is not valid JSON' });
  }
  return {
    formKind: null,
    // The honeypot header is present only when a bot filled it; its value does not matter.
    signals: {
      honeypot: headers.get(HONEYPOT_HEADER),
      elapsedMs: milliseconds(headers.get(ELAPSED_HEADER)),
    },
    source: parseLeadSource(headers.get(LEAD_SOURCE_HEADER)),
    payload,
  };
}

/** Parses and validates a body already read (within its size limit). */
export function readSubmission(text: string, native: boolean, headers: Headers): Intake {
  const { formKind, signals, source, payload } = native ? readForm(text) : readJson(text, headers);
  const parsed = parseMailListPayload(payload);
  if (!parsed.success) {
    const first = parsed.issues[0] ?? { field: '(body)', message: 'invalid' };
    throw invalid(first.field, first.message, parsed.issues);
  }
  if (formKind && parsed.kind !== formKind)
    throw invalid(FORM_KIND_FIELD, `the fields are not those of the ${formKind} form`);
  return {
    kind: parsed.kind,
    formKind,
    data: parsed.data as Record<string, string | undefined>,
    source,
    verdict: spamVerdict(signals),
  };
}
