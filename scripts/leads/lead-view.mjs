// @ts-check
/**
 * The leads CLI's default view: one block per lead with every field a person needs to answer
 * it (empty ones left out), long values wrapped to the terminal and cut after a few lines with
 * a visible marker. Values come from anonymous visitors, so control characters and bidi
 * overrides are shown escaped rather than sent to the terminal, where they could rewrite the
 * screen or reorder what is shown.
 */
import { LEAD_SOURCE_KEYS } from '../../lib/mail-list/lead-source.mjs';

/** The fields a person reads to answer a lead, in order, with their labels. */
export const LEAD_FIELDS = /** @type {const} */ ([
  ['name', (/** @type {Row} */ row) => [row.first_name, row.last_name].filter(Boolean).join(' ')],
  ['email', (/** @type {Row} */ row) => row.email],
  ['phone', (/** @type {Row} */ row) => row.phone_number],
  ['company', (/** @type {Row} */ row) => row.company],
  ['website', (/** @type {Row} */ row) => row.website],
  ['service', (/** @type {Row} */ row) => row.service],
  ['budget', (/** @type {Row} */ row) => row.budget],
  ['timeline', (/** @type {Row} */ row) => row.timeline],
  ['message', (/** @type {Row} */ row) => row.message],
]);
const LABEL_WIDTH = 10;
const INDENT = '    ';
/** Lines of one value shown before the cut. */
export const MAX_LINES = 8;

/** @typedef {Record<string, string | number | null>} Row */

/**
 * A lead's source as [key, value] pairs, the keys it has only, in display order.
 * @param {Row} row
 * @returns {[string, string][]}
 */
export function sourceEntries(row) {
  return LEAD_SOURCE_KEYS.flatMap((key) => {
    const value = row[`source_${key}`];
    return value === null || value === undefined || value === '' ? [] : [[key, String(value)]];
  });
}

/**
 * The source in one line: `page /contact · landing /blog/x · referrer https://… · utm_source …`.
 * @param {Row} row
 */
export function sourceLine(row) {
  return sourceEntries(row)
    .map(([key, value]) => `${key} ${value}`)
    .join(' · ');
}

/**
 * Escapes what a terminal would act on: C0/C1 controls (but newlines, which wrap) and the
 * Unicode bidi controls.
 * @param {string} text
 */
export function terminalSafe(text) {
  return text.replace(
    /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * Wraps at spaces (hard-breaking longer words) to `width` columns.
 * @param {string} text
 * @param {number} width
 */
function wrap(text, width) {
  /** @type {string[]} */
  const lines = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      let rest = word;
      while (rest.length > width) {
        if (line) lines.push(line);
        lines.push(rest.slice(0, width));
        rest = rest.slice(width);
        line = '';
      }
      if (!line) line = rest;
      else if (line.length + 1 + rest.length <= width) line += ` ${rest}`;
      else {
        lines.push(line);
        line = rest;
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * @param {Row} row
 * @param {number} [columns] The terminal's width.
 */
export function formatLead(row, columns = 100) {
  const width = Math.max(30, columns - INDENT.length - LABEL_WIDTH);
  const when = String(row.received_at)
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');
  const out = [`#${row.id}  ${row.kind}  ${when}${row.quarantined ? '  (quarantined)' : ''}`];
  /** @type {(readonly [string, (row: Row) => unknown])[]} */
  const shownFields = [...LEAD_FIELDS, ['source', sourceLine]];
  for (const [label, value] of shownFields) {
    const text = value(row);
    if (text === null || text === undefined || text === '') continue;
    const lines = wrap(terminalSafe(String(text)), width);
    const shown = lines.slice(0, MAX_LINES);
    if (lines.length > MAX_LINES) {
      const hidden = lines.slice(MAX_LINES).join(' ').length;
      shown.push(`[… ${hidden} more characters: --json or --csv shows all]`);
    }
    shown.forEach((line, i) =>
      out.push(`${INDENT}${(i === 0 ? label : '').padEnd(LABEL_WIDTH)}${line}`.trimEnd()),
    );
  }
  return out.join('\n');
}
