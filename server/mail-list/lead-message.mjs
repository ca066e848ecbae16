// @ts-check
/**
 * What a stored lead looks like when it reaches a person: the e-mail's subject and body and
 * the webhook's JSON (docs/lead-delivery.md#channels). Every field, the source and the time
 * received; nothing is cut, as the e-mail is where the lead gets answered.
 */
import { LEAD_SOURCE_KEYS } from '../../lib/mail-list/lead-source.mjs';
import { LEAD_FIELDS, sourceEntries, terminalSafe } from './lead-view.mjs';

/** @typedef {import('./lead-view.mjs').Row} Row */

/** A subject longer than this is cut: mail clients show a line, not a paragraph. */
const SUBJECT_MAX = 150;

/**
 * One visitor-written value made fit for a header line: no control characters, no line breaks.
 * @param {unknown} value
 */
function oneLine(value) {
  return terminalSafe(String(value ?? '').replace(/\s+/g, ' ')).trim();
}

/** @param {Row} row */
const nameOf = (row) => oneLine([row.first_name, row.last_name].filter(Boolean).join(' '));

/**
 * "New contact lead: Priya Nair (Northwind Freight), DevOps & Cloud"; a signup names its address.
 * @param {Row} row
 */
export function leadSubject(row) {
  const name = nameOf(row) || oneLine(row.email);
  const company = row.company ? ` (${oneLine(row.company)})` : '';
  const service = row.service ? `, ${oneLine(row.service)}` : '';
  const subject = `New ${row.kind} lead: ${name}${company}${service}`;
  return subject.length > SUBJECT_MAX ? `${subject.slice(0, SUBJECT_MAX - 1)}…` : subject;
}

/** @param {string} receivedAt */
const readableTime = (receivedAt) => receivedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');

/**
 * The e-mail's plain-text body: every field given, then the source and the time received.
 * @param {Row} row
 */
export function leadText(row) {
  const lines = [`${leadSubject(row)}`, `Received ${readableTime(String(row.received_at))}`, ''];
  for (const [label, value] of LEAD_FIELDS) {
    const text = value(row);
    if (text === null || text === undefined || text === '') continue;
    const shown = terminalSafe(String(text));
    if (label === 'message') lines.push('', 'message:', shown, '');
    else lines.push(`${`${label}:`.padEnd(10)}${shown}`);
  }
  const source = sourceEntries(row);
  lines.push('', 'Source');
  if (source.length === 0) lines.push('  (not recorded)');
  for (const [key, value] of source) lines.push(`  ${`${key}:`.padEnd(14)}${terminalSafe(value)}`);
  lines.push('', `Lead #${row.id}. Replying to this e-mail writes to ${oneLine(row.email)}.`);
  return lines.join('\n') + '\n';
}

/**
 * The webhook's JSON: the lead's fields as sent, its source, and `text`, the line a Slack
 * incoming webhook shows.
 * @param {Row} row
 */
export function leadWebhookBody(row) {
  /** @type {Record<string, string>} */
  const lead = {};
  for (const [column, value] of Object.entries(row)) {
    if (column === 'id' || column === 'kind' || column === 'received_at') continue;
    if (column === 'quarantined' || column.startsWith('source_')) continue;
    if (value !== null && value !== '') lead[column] = String(value);
  }
  /** @type {Record<string, string>} */
  const source = {};
  for (const key of LEAD_SOURCE_KEYS) {
    const value = row[`source_${key}`];
    if (value) source[key] = String(value);
  }
  const from = source.landing ? ` (landed on ${source.landing})` : '';
  return {
    id: String(row.id),
    kind: row.kind,
    received_at: row.received_at,
    lead,
    source,
    text: `${leadSubject(row)} <${oneLine(row.email)}>${from}`,
  };
}
