/**
 * The leads CLI's default view: one block per lead with every field a person needs to answer
 * it (empty ones left out), long values wrapped to the terminal and cut after a few lines with
 * a visible marker. Values come from anonymous visitors, so control characters and bidi
 * overrides are shown escaped rather than sent to the terminal, where they could rewrite the
 * screen or reorder what is shown.
 */
import { LEAD_SOURCE_KEYS } from '../../lib/leads/lead-source';
import type { Row } from './d1';

/** The fields a person reads to answer a lead, in order, with their labels. */
export const LEAD_FIELDS = [
  ['name', (row: Row) => [row.first_name, row.last_name].filter(Boolean).join(' ')],
  ['email', (row: Row) => row.email],
  ['phone', (row: Row) => row.phone_number],
  ['company', (row: Row) => row.company],
  ['website', (row: Row) => row.website],
  ['service', (row: Row) => row.service],
  ['budget', (row: Row) => row.budget],
  ['timeline', (row: Row) => row.timeline],
  ['message', (row: Row) => row.message],
] as const;
const LABEL_WIDTH = 10;
const INDENT = '    ';
/** Lines of one value shown before the cut. */
export const MAX_LINES = 8;

/**
 * A lead's source as [key, value] pairs, the keys it has only, in display order.
 */
export function sourceEntries(row: Row): [string, string][] {
  return LEAD_SOURCE_KEYS.flatMap((key): [string, string][] => {
    const value = row[`source_${key}`];
    return value === null || value === undefined || value === '' ? [] : [[key, String(value)]];
  });
}

/**
 * The source in one line: `page /contact · landing /blog/x · referrer https://… · utm_source …`.
 */
export function sourceLine(row: Row) {
  return sourceEntries(row)
    .map(([key, value]) => `${key} ${value}`)
    .join(' · ');
}

/**
 * Escapes what a terminal would act on: C0/C1 controls (but newlines, which wrap) and the
 * Unicode bidi controls.
 */
export function terminalSafe(text: string) {
  return text.replace(
    /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Wraps at spaces (hard-breaking longer words) to `width` columns. */
function wrap(text: string, width: number) {
  const lines: string[] = [];
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

/** A lead as a block of lines, wrapped to `columns`, the terminal's width. */
export function formatLead(row: Row, columns = 100) {
  const width = Math.max(30, columns - INDENT.length - LABEL_WIDTH);
  const when = String(row.received_at)
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');
  const out = [`#${row.id}  ${row.kind}  ${when}${row.quarantined ? '  (quarantined)' : ''}`];
  const shownFields: (readonly [string, (row: Row) => unknown])[] = [
    ...LEAD_FIELDS,
    ['source', sourceLine],
  ];
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
