/**
 * Lists or exports the stored leads: `npm run leads -- [options]`.
 *
 *   --csv            RFC 4180 CSV on stdout (cells a spreadsheet would run as formulas are
 *                    prefixed with an apostrophe; add --raw to keep them as stored)
 *   --json           one JSON array on stdout: each lead with its deliveries' states
 *   --kind K         only newsletter, contact or chat submissions
 *   --since DATE     only submissions received at or after DATE (ISO, e.g. 2025-01-31)
 *   --quarantined    the quarantined submissions (sent too fast for a person; kept, never
 *                    delivered) instead of the leads
 *   --out FILE       write the CSV or JSON to FILE instead of stdout
 *   --stats          leads per kind, quarantined ones, honeypot hits counted (not stored)
 *   --outbox         deliveries still pending and dead ones, with their last error
 *   --retry          re-queue the dead deliveries (the Worker's next sweep sends them)
 *   --person EMAIL   everything stored for that address, as JSON (subject access)
 *   --erase EMAIL    delete everything stored for that address, then say how much went
 *   --remote         the production D1 database instead of the local one (needs
 *                    CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID)
 *   --persist-to DIR the local state folder (default .wrangler/state, as `npm start`)
 *
 * Without --csv, --json or another action it prints every lead with all its fields, for
 * answering it. For a file, use --out or run npm silently (npm's own banner goes to stdout):
 *   npm run -s leads -- --csv > leads.csv
 * Privacy and delivery: docs/lead-delivery.md.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { PAYLOAD_KINDS } from '../../lib/leads/payload-schemas';
import { plural } from '../../lib/utils/plural';
import { toCsv } from './csv';
import { execute, sqlString } from './d1';
import { formatLead, terminalSafe } from './lead-view';
import { LEAD_COLUMNS } from '../../lib/leads/lead-columns';

function fail(message: string): never {
  console.error(`leads: ${message}`);
  process.exit(2);
}

// A switch that is off unless given, and an option that takes a value.
const FLAG = { type: 'boolean', default: false } as const;
const VALUE = { type: 'string' } as const;

const OPTIONS = {
  csv: FLAG,
  json: FLAG,
  raw: FLAG,
  kind: VALUE,
  since: VALUE,
  quarantined: FLAG,
  out: VALUE,
  stats: FLAG,
  outbox: FLAG,
  retry: FLAG,
  person: VALUE,
  erase: VALUE,
  remote: FLAG,
  'persist-to': VALUE,
  help: { ...FLAG, short: 'h' },
} as const;
let values: ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'];
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

if (values.kind && !(PAYLOAD_KINDS as readonly string[]).includes(values.kind))
  fail(`--kind must be one of ${PAYLOAD_KINDS.join(', ')}`);
if (values.since && Number.isNaN(Date.parse(values.since)))
  fail('--since must be an ISO date such as 2025-01-31');
const since = values.since ? new Date(values.since).toISOString() : undefined;

const target = { remote: values.remote, persistTo: values['persist-to'] };
const query = (sql: string) => {
  try {
    return execute(sql, target);
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
};

const emit = (text: string, rows: number) => {
  if (!values.out) {
    process.stdout.write(text);
    return;
  }
  fs.writeFileSync(values.out, text, { mode: 0o600 });
  console.error(`Wrote ${plural(rows, 'lead')} to ${values.out}`);
};

const emailKey = (email: string) => sqlString(email.trim().toLowerCase());

/**
 * Leads with their deliveries' states ({ email: 'delivered', webhook: 'pending' }).
 */
function leadsWithDeliveries(where: string) {
  const [leads = [], deliveries = []] = query(
    `SELECT ${LEAD_COLUMNS.join(', ')} FROM leads WHERE ${where} ORDER BY received_at, id;
     SELECT lead_id, channel, state, attempts, last_error, created_at, delivered_at FROM outbox
       WHERE lead_id IN (SELECT id FROM leads WHERE ${where});`,
  );
  return leads.map((lead) => ({
    ...lead,
    deliveries: Object.fromEntries(
      deliveries.filter((row) => row.lead_id === lead.id).map((row) => [row.channel, row.state]),
    ),
  }));
}

if (values.person !== undefined) {
  const key = emailKey(values.person);
  const [leads = [], deliveries = []] = query(
    `SELECT ${LEAD_COLUMNS.join(', ')} FROM leads WHERE email_key = ${key} ORDER BY received_at;
     SELECT lead_id, channel, state, attempts, last_error, created_at, delivered_at FROM outbox
       WHERE lead_id IN (SELECT id FROM leads WHERE email_key = ${key});`,
  );
  const withDeliveries = leads.map((lead) => ({
    ...lead,
    deliveries: deliveries
      .filter((row) => row.lead_id === lead.id)
      .map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'lead_id'))),
  }));
  emit(
    JSON.stringify({ email: values.person, leads: withDeliveries }, null, 2) + '\n',
    leads.length,
  );
} else if (values.erase !== undefined) {
  const key = emailKey(values.erase);
  // Deliveries, dead letters included, then the leads, quarantined ones included; then read
  // back, so the answer says what is gone only once it is.
  const [deliveries = [], leads = []] = query(
    `DELETE FROM outbox WHERE lead_id IN (SELECT id FROM leads WHERE email_key = ${key}) RETURNING lead_id;
     DELETE FROM leads WHERE email_key = ${key} RETURNING id;`,
  );
  const [[left] = []] = query(`SELECT count(*) AS n FROM leads WHERE email_key = ${key};`);
  if (Number(left?.n ?? 1) !== 0) fail(`erasing ${terminalSafe(values.erase)} did not complete`);
  console.log(
    `Erased ${plural(leads.length, 'lead')} and ${plural(deliveries.length, 'outbox row')} for ${terminalSafe(values.erase)}.`,
  );
} else if (values.retry) {
  // next_attempt_at 0: overdue at once, so the Worker's next sweep (every minute) enqueues them.
  const [rows = []] = query(
    `UPDATE outbox SET state = 'pending', attempts = 0, next_attempt_at = 0 WHERE state = 'dead' RETURNING lead_id;`,
  );
  console.log(
    rows.length
      ? `Re-queued ${plural(rows.length, 'dead delivery', 'dead deliveries')}; the Worker's sweep sends them within a minute.`
      : 'No dead deliveries to retry.',
  );
} else if (values.outbox) {
  const [rows = []] = query(
    `SELECT o.lead_id, o.channel, o.state, o.attempts, o.next_attempt_at, o.last_error, l.kind, l.email
     FROM outbox o JOIN leads l ON l.id = o.lead_id
     WHERE o.state IN ('pending', 'dead') ORDER BY o.state, o.created_at;`,
  );
  for (const row of rows) {
    const when =
      row.state === 'pending'
        ? `next attempt ${new Date(Number(row.next_attempt_at)).toISOString()}`
        : '';
    console.log(
      `${String(row.state).padEnd(8)}${String(row.channel).padEnd(8)}lead ${row.lead_id} ${row.kind} ${terminalSafe(String(row.email))}  ${plural(Number(row.attempts), 'attempt')} ${when}`.trimEnd(),
    );
    if (row.last_error) console.log(`        last error: ${terminalSafe(String(row.last_error))}`);
  }
  const dead = rows.filter((row) => row.state === 'dead').length;
  console.log(
    rows.length
      ? `${rows.length - dead} pending, ${dead} dead${dead ? ' (--retry re-queues them)' : ''}`
      : 'Nothing pending or dead: every delivery went out.',
  );
} else {
  const where = [`quarantined = ${values.quarantined ? 1 : 0}`];
  if (values.kind) where.push(`kind = ${sqlString(values.kind)}`);
  if (since) where.push(`received_at >= ${sqlString(since)}`);
  const filter = where.join(' AND ');
  const [kinds = [], [quarantinedRow] = [], spam = []] = query(
    `SELECT kind, count(*) AS n FROM leads WHERE quarantined = 0 GROUP BY kind;
     SELECT count(*) AS n FROM leads WHERE quarantined = 1;
     SELECT reason, count, last_at FROM spam_counts ORDER BY reason;`,
  );
  const quarantined = Number(quarantinedRow?.n ?? 0);
  const spamTotal = spam.reduce((sum, row) => sum + Number(row.count), 0);
  const lastSpamAt = spam
    .map((row) => String(row.last_at))
    .sort()
    .at(-1);
  const spamLine = `${plural(spamTotal, 'spam submission')} counted, not stored${
    spamTotal
      ? ` (${spam.map((row) => `${row.reason} ${row.count}`).join(', ')}; last ${lastSpamAt})`
      : ''
  }`;
  const quarantineLine = `${plural(quarantined, 'quarantined submission')} (--quarantined lists them)`;
  const noun = values.quarantined ? 'quarantined submission' : 'lead';

  if (values.stats) {
    for (const kind of PAYLOAD_KINDS)
      console.log(`${kind}: ${kinds.find((row) => row.kind === kind)?.n ?? 0}`);
    console.log(quarantineLine);
    console.log(spamLine);
  } else if (values.json) {
    const rows = leadsWithDeliveries(filter);
    emit(JSON.stringify(rows, null, 2) + '\n', rows.length);
  } else {
    const [rows = []] = query(
      `SELECT ${LEAD_COLUMNS.join(', ')} FROM leads WHERE ${filter} ORDER BY received_at, id;`,
    );
    if (values.csv) emit(toCsv(LEAD_COLUMNS, rows, { raw: values.raw }), rows.length);
    else {
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
}
