/**
 * RFC 4180 CSV. Leads come from anonymous visitors, so by default a cell that a spreadsheet
 * would run as a formula is prefixed with an apostrophe (the OWASP "CSV injection" advice),
 * and control characters are shown escaped, as the CLI's table shows them; `raw` keeps
 * values byte for byte. A formula is caught behind what a reader cannot see (spaces, zero-width
 * characters, a byte-order mark, bidi marks) and in its fullwidth form (＝, ＋, －, ＠), which
 * some spreadsheets read as the ASCII sign.
 */
import { terminalSafe } from './lead-view';

/** Characters that can stand invisibly before a formula sign. */
const INVISIBLE_PREFIX =
  /^[\s\u00ad\u034f\u061c\u115f\u1160\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2069\u3164\ufeff\uffa0]*/;
/** The signs that start a formula (equals, plus, minus, at), their wide and small forms, tab, CR. */
const FORMULA_SIGN = /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20\ufe62\ufe63\ufe66\u2212]/;

export function looksLikeFormula(text: string) {
  const start = INVISIBLE_PREFIX.exec(text)?.[0].length ?? 0;
  // A formula sign anywhere in the invisible prefix (a tab, a CR) counts as well.
  return FORMULA_SIGN.test(text.slice(start)) || /[\t\r]/.test(text.slice(0, start));
}

export function csvCell(value: unknown, raw = false) {
  let text = value === null || value === undefined ? '' : String(value);
  if (!raw) {
    if (looksLikeFormula(text)) text = `'${text}`;
    text = terminalSafe(text);
  }
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(
  columns: readonly string[],
  rows: Iterable<Record<string, unknown>>,
  { raw = false }: { raw?: boolean } = {},
) {
  const lines = [columns.map((column) => csvCell(column, raw)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(row[column], raw)).join(','));
  return lines.join('\r\n') + '\r\n';
}
