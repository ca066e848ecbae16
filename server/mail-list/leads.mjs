// @ts-check
/**
 * Lists or exports the stored leads: `npm run leads -- [options]`.
 *
 *   --csv           RFC 4180 CSV on stdout (cells a spreadsheet would run as formulas are
 *                   prefixed with an apostrophe; add --raw to keep them as stored)
 *   --json          one JSON array on stdout
 *   --kind K        only newsletter, contact or chat submissions
 *   --since DATE    only submissions received at or after DATE (ISO, e.g. 2025-01-31)
 *   --out FILE      write the CSV or JSON to FILE instead of stdout
 *   --stats         leads per kind, and spam submissions counted (not stored) per reason
 *   --db FILE       the database (default: MAIL_LIST_DB or .data/mail-list.sqlite)
 *
 * Without --csv, --json or --stats it prints every lead with all its fields, for answering it.
 * For a file, use --out or run npm silently (npm's own banner goes to stdout):
 *   npm run -s leads -- --csv > leads.csv
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { toCsv } from './csv.mjs';
import { LEAD_COLUMNS, leadStats, listLeads, openDatabase } from './db.mjs';
import { formatLead } from './lead-view.mjs';
import { PAYLOAD_KINDS } from '../../lib/mail-list/payload-schemas.mjs';

const { values } = parseArgs({
  options: {
    csv: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    raw: { type: 'boolean', default: false },
    kind: { type: 'string' },
    since: { type: 'string' },
    db: { type: 'string' },
    out: { type: 'string' },
    stats: { type: 'boolean', default: false },
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
const stats = leadStats(db);
db.close();

/** @param {string} text */
const emit = (text) => {
  if (values.out) fs.writeFileSync(values.out, text);
  else process.stdout.write(text);
};
const spamTotal = Object.values(stats.spam).reduce((sum, n) => sum + n, 0);
const spamLine = `${spamTotal} spam submission${spamTotal === 1 ? '' : 's'} counted, not stored${
  spamTotal
    ? ` (${Object.entries(stats.spam)
        .map(([reason, n]) => `${reason} ${n}`)
        .join(', ')}; last ${stats.lastSpamAt})`
    : ''
}`;

if (values.csv) {
  emit(toCsv(LEAD_COLUMNS, rows, { raw: values.raw }));
} else if (values.json) {
  emit(JSON.stringify(rows, null, 2) + '\n');
} else if (values.stats) {
  for (const kind of PAYLOAD_KINDS) console.log(`${kind}: ${stats.leads[kind] ?? 0}`);
  console.log(spamLine);
} else {
  const columns = process.stdout.columns || 100;
  for (const row of rows) console.log(`${formatLead(row, columns)}\n`);
  console.log(
    rows.length === 0
      ? 'No leads stored yet.'
      : `${rows.length} lead${rows.length === 1 ? '' : 's'}`,
  );
  console.log(spamLine);
}
