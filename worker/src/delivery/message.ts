/**
 * What a stored lead looks like when it reaches a person: the e-mail's subject and text and the
 * webhook's JSON (docs/lead-delivery.md#channels). Every field, the source and the time
 * received; nothing is cut, as the e-mail is where the lead gets answered. Values come from
 * anonymous visitors: header values are one line, and text meant for chat tools is escaped.
 */
import { z } from 'zod';
import { LEAD_SOURCE_KEYS } from '../../../lib/leads/lead-source';

export type LeadForDelivery = Record<string, string | number | null> & {
  id: string;
  kind: string;
  email: string;
};

type Value = string | number | null | undefined;

/** The fields a person reads to answer a lead, in order, with their labels. */
const LEAD_FIELDS: readonly (readonly [string, (lead: LeadForDelivery) => Value])[] = [
  ['name', (lead) => [lead.first_name, lead.last_name].filter(Boolean).join(' ')],
  ['email', (lead) => lead.email],
  ['phone', (lead) => lead.phone_number],
  ['company', (lead) => lead.company],
  ['website', (lead) => lead.website],
  ['service', (lead) => lead.service],
  ['budget', (lead) => lead.budget],
  ['timeline', (lead) => lead.timeline],
  ['message', (lead) => lead.message],
];

/** Columns that describe the row rather than what the visitor sent. */
const ROW_COLUMNS = new Set(['id', 'kind', 'received_at', 'quarantined']);

/** A subject longer than this is cut: mail clients show a line, not a paragraph. */
const SUBJECT_MAX = 150;

/**
 * Shows the characters a reader's screen would act on escaped: C0/C1 controls (not the line
 * break) and the bidi controls that could reorder what is shown.
 */
export function visible(text: string): string {
  return text.replace(
    /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** One visitor-written value fit for a header line: no line breaks, no control characters. */
export function oneLine(value: Value): string {
  return visible(String(value ?? '').replace(/\s+/g, ' ')).trim();
}

/**
 * Text for Slack-style chat tools, which read `<…>` as a link or a mention (`<!channel>`) and
 * `&` as the start of an escape: those three are escaped, so visitor text shows as written.
 */
export function chatSafe(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const present = (value: Value): value is string | number =>
  value !== null && value !== undefined && value !== '';

/** The lead's source as [key, value] pairs, the keys it has only, in display order. */
export function sourceEntries(lead: LeadForDelivery): [string, string][] {
  return LEAD_SOURCE_KEYS.flatMap((key): [string, string][] => {
    const value = lead[`source_${key}`];
    return present(value) ? [[key, String(value)]] : [];
  });
}

/** "New contact lead: Priya Nair (Northwind Freight), DevOps & Cloud"; a signup names its address. */
export function leadSubject(lead: LeadForDelivery): string {
  const name = oneLine([lead.first_name, lead.last_name].filter(Boolean).join(' '));
  const company = present(lead.company) ? ` (${oneLine(lead.company)})` : '';
  const service = present(lead.service) ? `, ${oneLine(lead.service)}` : '';
  const subject = `New ${oneLine(lead.kind)} lead: ${name || oneLine(lead.email)}${company}${service}`;
  return subject.length > SUBJECT_MAX ? `${subject.slice(0, SUBJECT_MAX - 1)}…` : subject;
}

const readableTime = (receivedAt: Value) =>
  String(receivedAt ?? '')
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');

/** The e-mail's plain text: every field given, then the source and the time received. */
export function leadText(lead: LeadForDelivery): string {
  const lines = [leadSubject(lead), `Received ${readableTime(lead.received_at)}`, ''];
  for (const [label, value] of LEAD_FIELDS) {
    const text = value(lead);
    if (!present(text)) continue;
    const shown = visible(String(text));
    if (label === 'message') lines.push('', 'message:', shown, '');
    else lines.push(`${`${label}:`.padEnd(10)}${shown}`);
  }
  const source = sourceEntries(lead);
  lines.push('', 'Source');
  if (source.length === 0) lines.push('  (not recorded)');
  for (const [key, value] of source) lines.push(`  ${`${key}:`.padEnd(14)}${visible(value)}`);
  lines.push('', `Lead #${lead.id}. Replying to this e-mail writes to ${oneLine(lead.email)}.`);
  return lines.join('\n') + '\n';
}

/** The visitor's address for Reply-To, or undefined when it is not one plain address. */
export function replyAddress(lead: LeadForDelivery): string | undefined {
  const address = String(lead.email ?? '').trim();
  return z.email().safeParse(address).success ? address : undefined;
}

export interface LeadWebhookBody {
  id: string;
  kind: string;
  received_at: string;
  lead: Record<string, string>;
  source: Record<string, string>;
  /** The line a Slack incoming webhook shows, visitor text escaped. */
  text: string;
}

/** The webhook's JSON: the lead's fields as sent, its source, and the chat line. */
export function leadWebhookBody(lead: LeadForDelivery): LeadWebhookBody {
  const fields: Record<string, string> = {};
  for (const [column, value] of Object.entries(lead)) {
    if (ROW_COLUMNS.has(column) || column.startsWith('source_')) continue;
    if (present(value)) fields[column] = String(value);
  }
  const source = Object.fromEntries(sourceEntries(lead));
  const landed = source.landing ? ` · landed on ${oneLine(source.landing)}` : '';
  return {
    id: String(lead.id),
    kind: String(lead.kind),
    received_at: String(lead.received_at ?? ''),
    lead: fields,
    source,
    text: chatSafe(`${leadSubject(lead)} · ${oneLine(lead.email)}${landed}`),
  };
}
