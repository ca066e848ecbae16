/**
 * `npm run leads` against a local D1 database the Worker wrote (docs/mail-list-service.md#leads-cli):
 * each verb runs the CLI as a child process, which itself runs wrangler.
 */
import { spawn } from 'node:child_process';
import { LEAD_COLUMNS } from '../../lib/leads/lead-columns';
import { contactPayload, postJson, testPort, uniqueEmail, sharedTestWorker } from './support';

const worker = sharedTestWorker(testPort(20));
const reader = uniqueEmail('reader');
const cto = uniqueEmail('cto');
const fast = uniqueEmail('fast');

type Run = { status: number | null; stdout: string; stderr: string };

/** The CLI on the test database, in a process of its own (it runs wrangler in another). */
function leads(...args: string[]) {
  const child = spawn(process.execPath, [
    '--import',
    'tsx',
    'scripts/leads/leads.ts',
    '--persist-to',
    worker().persistTo,
    ...args,
  ]);
  const run: Run = { status: null, stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (run.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
  return new Promise<Run>((resolve) => child.on('close', (status) => resolve({ ...run, status })));
}

/**
 * What the reading verbs printed. They change nothing, so they run side by side once the leads
 * are in: each run is seconds of starting node and wrangler, mostly spent waiting.
 */
let read: Record<'json' | 'csv' | 'stats' | 'quarantined' | 'person' | 'badKind', Run>;

beforeAll(async () => {
  await postJson(worker().origin, { email: reader });
  await postJson(worker().origin, contactPayload(cto), {
    'X-Lead-Source': 'page=%2Fcontact&utm_campaign=spring',
  });
  await postJson(worker().origin, { email: fast }, { 'X-Form-Elapsed-Ms': '100' });
  await postJson(worker().origin, { email: reader }, { 'X-Form-Honeypot': 'x' });
  const [json, csv, stats, quarantined, person, badKind] = await Promise.all([
    leads('--json'),
    leads('--csv', '--kind', 'contact'),
    leads('--stats'),
    leads('--quarantined', '--json'),
    leads('--person', cto.toUpperCase()),
    leads('--kind', 'spam'),
  ]);
  read = { json, csv, stats, quarantined, person, badKind };
  // The six runs' budget: each was a test of its own, with two minutes.
}, 720_000);
jest.setTimeout(120_000);

it('prints each lead as JSON with its e-mail address and delivery states', () => {
  const { status, stdout } = read.json;
  expect(status).toBe(0);
  const rows = JSON.parse(stdout);
  expect(rows).toEqual([
    expect.objectContaining({ kind: 'newsletter', email: reader, deliveries: {} }),
    expect.objectContaining({
      kind: 'contact',
      email: cto,
      source_page: '/contact',
      source_utm_campaign: 'spring',
      deliveries: {},
    }),
  ]);
});

it('exports spreadsheet-safe CSV with a header row, and filters by kind', () => {
  const { stdout } = read.csv;
  const lines = stdout.trimEnd().split('\r\n');
  expect(lines[0]).toBe(LEAD_COLUMNS.join(','));
  expect(lines).toHaveLength(2);
  // The phone number starts with "+": a spreadsheet would run it as a formula.
  expect(lines[1]).toContain(",'+91 98765 43210,");
});

it('counts leads, quarantined submissions and spam', () => {
  const { stdout } = read.stats;
  expect(stdout).toMatch(/newsletter: 1\ncontact: 1\nchat: 0\n1 quarantined submission/);
  expect(stdout).toMatch(/1 spam submission counted, not stored \(honeypot 1/);
});

it('lists the quarantined submissions apart', () => {
  expect(read.quarantined.stdout).toContain(fast);
});

it('prints everything stored for a person, then erases it all and says so', async () => {
  const person = JSON.parse(read.person.stdout);
  expect(person.leads).toEqual([expect.objectContaining({ email: cto, kind: 'contact' })]);
  const erased = await leads('--erase', cto);
  expect(erased.stdout).toMatch(/^Erased 1 lead and 0 outbox rows for /);
  expect(JSON.parse((await leads('--person', cto)).stdout).leads).toEqual([]);
});

it('refuses an unknown option or kind in one line', () => {
  const { status, stderr } = read.badKind;
  expect(status).toBe(2);
  expect(stderr.trim()).toBe('leads: --kind must be one of newsletter, contact, chat');
});
