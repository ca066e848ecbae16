// @ts-check
/**
 * RFC 4180 CSV. Leads come from anonymous visitors, so by default a cell that a spreadsheet
 * would run as a formula (starting with =, +, -, an at sign, tab or CR) is prefixed with an apostrophe
 * (the OWASP "CSV injection" advice); `raw` keeps values byte for byte.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * @param {unknown} value
 * @param {boolean} raw
 */
export function csvCell(value, raw = false) {
  let text = value === null || value === undefined ? '' : String(value);
  if (!raw && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * @param {readonly string[]} columns
 * @param {Iterable<Record<string, unknown>>} rows
 * @param {{ raw?: boolean }} [options]
 */
export function toCsv(columns, rows, { raw = false } = {}) {
  const lines = [columns.map((column) => csvCell(column, raw)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(row[column], raw)).join(','));
  return lines.join('\r\n') + '\r\n';
}
