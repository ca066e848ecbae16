// @ts-check
/**
 * Lists or exports the stored leads: `npm run leads -- [options]`.
 *
 *   --csv            RFC 4180 CSV on stdout (cells a spreadsheet would run as formulas are
 *                    prefixed with an apostrophe; add --raw to keep them as stored)
 *   --json           one JSON array on stdout
 *   --kind K         only newsletter, contact or chat submissions
 *   --since DATE     only submissions received at or after DATE (ISO, e.g. 2025-01-31)
 *   --quarantined    the quarantined submissions (sent too fast for a person; kept, never
 *                    notified) instead of the leads
 *   --out FILE       write the CSV or JSON to FILE instead of stdout
 *   --stats          leads per kind, quarantined ones, honeypot hits counted (not stored)
 *   --outbox         deliveries still pending and dead ones, with their last error
 *   --retry          re-queue the dead deliveries (the running service sends them)
 *   --person EMAIL   everything stored for that address, as JSON (subject access)
 *   --erase EMAIL    delete everything stored for that address, and say how much went
 *   --db FILE        the database (default: MAIL_LIST_DB or .data/mail-list.sqlite)
 *
 * Without --csv, --json or another action it prints every lead with all its fields, for
 * answering it. For a file, use --out or run npm silently (npm's own banner goes to stdout):
 *   npm run -s leads -- --csv > leads.csv
 * Privacy and delivery: docs/lead-delivery.md.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { toCsv } from './csv.mjs';
import { LEAD_COLUMNS, leadStats, listLeads, openDatabase } from './db.mjs';
import { formatLead, terminalSafe } from './lead-view.mjs';
import { listOutbox, retryDead } from './outbox.mjs';
import { erasePerson, personData } from './privacy.mjs';
import { PAYLOAD_KINDS } from '../../lib/mail-list/payload-schemas.mjs';

/** @param {string} message */
function fail(message) {
  console.error(`leads: ${message}`);
  process.exit(2);
}

/** @type {ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values']} */
let values;
const OPTIONS = /** @type {const} */ ({
  csv: { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
  raw: { type: 'boolean', default: false },
  kind: { type: 'string' },
  since: { type: 'string' },
  quarantined: { type: 'boolean', default: false },
  db: { type: 'string' },
  out: { type: 'string' },
  stats: { type: 'boolean', default: false },
  outbox: { type: 'boolean', default: false },
  retry: { type: 'boolean', default: false },
  person: { type: 'string' },
  erase: { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
});
try {
  ({ values } = parseArgs({ options: OPTIONS }));
} catch (error) {
  // An unknown or incomplete option: one line saying which, not a stack trace.
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
  fail(`${message} (see --help)`);
}

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
const plural = (/** @type {number} */ n, /** @type {string} */ noun) =>
  `${n} ${noun}${n === 1 ? '' : 's'}`;

/** @param {string} text @param {number} rows */
const emit = (text, rows) => {
  if (!values.out) {
    process.stdout.write(text);
    return;
  }
  fs.writeFileSync(values.out, text);
  console.error(`Wrote ${plural(rows, 'lead')} to ${values.out}`);
};

if (values.person !== undefined) {
  const leads = personData(db, values.person);
  emit(JSON.stringify({ email: values.person, leads }, null, 2) + '\n', leads.length);
} else if (values.erase !== undefined) {
  const { leads, deliveries } = erasePerson(db, values.erase);
  console.log(
    `Erased ${plural(leads, 'lead')} and ${plural(deliveries, 'outbox row')} for ${terminalSafe(values.erase)}.`,
  );
} else if (values.retry) {
  const count = retryDead(db);
  console.log(
    count
      ? `Re-queued ${plural(count, 'dead delivery')}; the running service sends them within a second.`
      : 'No dead deliveries to retry.',
  );
} else if (values.outbox) {
  const rows = listOutbox(db);
  for (const row of rows) {
    const when =
      row.state === 'pending' ? `next attempt ${new Date(row.next_attempt_at).toISOString()}` : '';
    console.log(
      `${row.state.padEnd(8)}${row.channel.padEnd(8)}lead #${row.submission_id} ${row.kind} ${terminalSafe(row.email)}  ${plural(row.attempts, 'attempt')} ${when}`.trimEnd(),
    );
    if (row.last_error) console.log(`        last error: ${terminalSafe(row.last_error)}`);
  }
  const dead = rows.filter((row) => row.state === 'dead').length;
  console.log(
    rows.length
      ? `${rows.length - dead} pending, ${dead} dead${dead ? ' (--retry re-queues them)' : ''}`
      : 'Nothing pending or dead: every delivery went out.',
  );
} else {
  const filter = { kind: values.kind, since, quarantined: values.quarantined };
  const rows = listLeads(db, filter);
  const stats = leadStats(db);
  const spamTotal = Object.values(stats.spam).reduce((sum, n) => sum + n, 0);
  const spamLine = `${plural(spamTotal, 'spam submission')} counted, not stored${
    spamTotal
      ? ` (${Object.entries(stats.spam)
          .map(([reason, n]) => `${reason} ${n}`)
          .join(', ')}; last ${stats.lastSpamAt})`
      : ''
  }`;
  const quarantineLine = `${plural(stats.quarantined, 'quarantined submission')} (--quarantined lists them)`;
  const noun = values.quarantined ? 'quarantined submission' : 'lead';

  if (values.csv) {
    emit(toCsv(LEAD_COLUMNS, rows, { raw: values.raw }), rows.length);
  } else if (values.json) {
    emit(JSON.stringify(rows, null, 2) + '\n', rows.length);
  } else if (values.stats) {
    for (const kind of PAYLOAD_KINDS) console.log(`${kind}: ${stats.leads[kind] ?? 0}`);
    console.log(quarantineLine);
    console.log(spamLine);
  } else {
    const columns = process.stdout.columns || 100;
    for (const row of rows) console.log(`${formatLead(row, columns)}\n`);
    const filtered = [
      values.kind && `of kind ${values.kind}`,
      values.since && `since ${values.since}`,
    ].filter(Boolean);
    if (rows.length > 0) console.log(plural(rows.length, noun));
    else if (filtered.length) console.log(`No ${noun}s ${filtered.join(' ')}.`);
    else console.log(values.quarantined ? 'No quarantined submissions.' : 'No leads stored yet.');
    if (!values.quarantined) console.log(quarantineLine);
    console.log(spamLine);
  }
}
db.close();
