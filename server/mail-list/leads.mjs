// @ts-check
/**
 * Lists or exports the stored leads: `npm run leads -- [options]`.
 *
 *   --csv           RFC 4180 CSV on stdout (cells a spreadsheet would run as formulas are
 *                   prefixed with an apostrophe; add --raw to keep them as stored)
 *   --json          one JSON array on stdout
 *   --kind K        only newsletter, contact or chat submissions
 *   --since DATE    only submissions received at or after DATE (ISO, e.g. 2025-01-31)
 *   --db FILE       the database (default: MAIL_LIST_DB or .data/mail-list.sqlite)
 *
 * Without --csv or --json it prints a short table for a quick look.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { toCsv } from './csv.mjs';
import { LEAD_COLUMNS, listLeads, openDatabase } from './db.mjs';
import { PAYLOAD_KINDS } from '../../lib/mail-list/payload-schemas.mjs';

const { values } = parseArgs({
  options: {
    csv: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    raw: { type: 'boolean', default: false },
    kind: { type: 'string' },
    since: { type: 'string' },
    db: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  const source = fs.readFileSync(new URL(import.meta.url), 'utf8');
  console.log(
    /\/\*\*([\s\S]*?)\*\//
      .exec(source)?.[1]
      ?.replace(/^ \* ?/gm, '')
      .trim(),
  );
  process.exit(0);
}

/** @param {string} message */
function fail(message) {
  console.error(`leads: ${message}`);
  process.exit(2);
}

if (values.kind && !(/** @type {readonly string[]} */ (PAYLOAD_KINDS).includes(values.kind))) {
  fail(`--kind must be one of ${PAYLOAD_KINDS.join(', ')}`);
}
if (values.since && Number.isNaN(Date.parse(values.since))) {
  fail('--since must be an ISO date such as 2025-01-31');
}
const since = values.since ? new Date(values.since).toISOString() : undefined;

const dbPath = values.db ?? process.env.MAIL_LIST_DB ?? '.data/mail-list.sqlite';
if (!fs.existsSync(dbPath)) fail(`no database at ${dbPath} (start the service once, or pass --db)`);

const db = openDatabase(dbPath);
const rows = listLeads(db, { kind: values.kind, since });
db.close();

if (values.csv) {
  process.stdout.write(toCsv(LEAD_COLUMNS, rows, { raw: values.raw }));
} else if (values.json) {
  process.stdout.write(JSON.stringify(rows, null, 2) + '\n');
} else if (rows.length === 0) {
  console.log('No leads stored yet.');
} else {
  const clip = (/** @type {unknown} */ value, width = 28) => {
    const text = value === null || value === undefined ? '' : String(value);
    return text.length > width ? `${text.slice(0, width - 1)}…` : text;
  };
  console.table(
    rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      received_at: row.received_at,
      email: clip(row.email, 32),
      name: clip([row.first_name, row.last_name].filter(Boolean).join(' '), 24),
      company: clip(row.company, 20),
      service: clip(row.service, 22),
    })),
  );
  console.log(`${rows.length} lead${rows.length === 1 ? '' : 's'}`);
}
