/**
 * `npm run leads` against a local D1 database the Worker wrote (docs/mail-list-service.md#leads-cli):
 * each verb runs the CLI as a child process, which itself runs wrangler.
 */
import { spawnSync } from 'node:child_process';
import { LEAD_COLUMNS } from '../../lib/leads/lead-columns';
import {
  contactPayload,
  postJson,
  startTestWorker,
  testPort,
  uniqueEmail,
  type TestWorker,
} from './support';

let worker: TestWorker;
const reader = uniqueEmail('reader');
const cto = uniqueEmail('cto');
const fast = uniqueEmail('fast');

function leads(...args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/leads/leads.ts', '--persist-to', worker.persistTo, ...args],
    { encoding: 'utf8' },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(async () => {
  worker = await startTestWorker(testPort(20));
  await postJson(worker.origin, { email: reader });
  await postJson(worker.origin, contactPayload(cto), {
    'X-Lead-Source': 'page=%2Fcontact&utm_campaign=spring',
  });
  await postJson(worker.origin, { email: fast }, { 'X-Form-Elapsed-Ms': '100' });
  await postJson(worker.origin, { email: reader }, { 'X-Form-Honeypot': 'x' });
}, 240_000);
afterAll(() => worker?.stop());
jest.setTimeout(120_000);

it('prints each lead as JSON with its e-mail address and delivery states', () => {
  const { status, stdout } = leads('--json');
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
  const { stdout } = leads('--csv', '--kind', 'contact');
  const lines = stdout.trimEnd().split('\r\n');
  expect(lines[0]).toBe(LEAD_COLUMNS.join(','));
  expect(lines).toHaveLength(2);
  // The phone number starts with "+": a spreadsheet would run it as a formula.
  expect(lines[1]).toContain(",'+91 98765 43210,");
});

it('counts leads, quarantined submissions and spam', () => {
  const { stdout } = leads('--stats');
  expect(stdout).toMatch(/newsletter: 1\ncontact: 1\nchat: 0\n1 quarantined submission/);
  expect(stdout).toMatch(/1 spam submission counted, not stored \(honeypot 1/);
});

it('lists the quarantined submissions apart', () => {
  expect(leads('--quarantined', '--json').stdout).toContain(fast);
});

it('prints everything stored for a person, then erases it all and says so', () => {
  const person = JSON.parse(leads('--person', cto.toUpperCase()).stdout);
  expect(person.leads).toEqual([expect.objectContaining({ email: cto, kind: 'contact' })]);
  const erased = leads('--erase', cto);
  expect(erased.stdout).toMatch(/^Erased 1 lead and 0 outbox rows for /);
  expect(JSON.parse(leads('--person', cto).stdout).leads).toEqual([]);
});

it('refuses an unknown option or kind in one line', () => {
  const { status, stderr } = leads('--kind', 'spam');
  expect(status).toBe(2);
  expect(stderr.trim()).toBe('leads: --kind must be one of newsletter, contact, chat');
});
