/**
 * What the service keeps about a person and for how long: the retention purge (in process and
 * at the service's start), the subject-access export and the erasure through the CLI.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createWriter, listLeads, openDatabase } from './db.mjs';
import { purgeExpired } from './privacy.mjs';
import { contactPayload, readDatabase, startService, tempDbPath } from './test-support';

jest.setTimeout(30_000);

const CLI = path.join(__dirname, 'leads.mjs');
const leads = (...args: string[]) =>
  spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });

const DAY = 24 * 60 * 60 * 1000;

/** Stores `email`'s leads with outbox rows for both channels, received `ageDays` ago. */
async function seed(dbPath: string, leadsByAge: [email: string, ageDays: number][]) {
  const db = openDatabase(dbPath);
  const writer = createWriter(db, { channels: ['email', 'webhook'] });
  for (const [email, ageDays] of leadsByAge) {
    const { id } = await writer.save({
      kind: 'contact',
      data: contactPayload(email),
      source: { page: '/contact', utm_campaign: 'spring' },
    });
    const at = new Date(Date.now() - ageDays * DAY).toISOString();
    db.prepare('UPDATE submissions SET received_at = ? WHERE id = ?').run(at, id);
  }
  db.close();
}

const count = (dbPath: string, table: 'submissions' | 'outbox') =>
  readDatabase(
    dbPath,
    (db) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n,
  );

describe('retention', () => {
  it('purges leads older than the retention, with their outbox rows, and keeps the rest', async () => {
    const dbPath = tempDbPath('retention');
    await seed(dbPath, [
      ['old@keep.example', 400],
      ['recent@keep.example', 10],
    ]);
    const db = openDatabase(dbPath);
    expect(purgeExpired(db, 365)).toEqual({ leads: 1, deliveries: 2 });
    expect(listLeads(db).map((row) => row.email)).toEqual(['recent@keep.example']);
    expect(purgeExpired(db, 365)).toEqual({ leads: 0, deliveries: 0 });
    db.close();
    expect(count(dbPath, 'outbox')).toBe(2);
  });

  it('purges at the service’s start with MAIL_LIST_RETENTION_DAYS', async () => {
    const dbPath = tempDbPath('retention-start');
    await seed(dbPath, [
      ['month-old@keep.example', 31],
      ['week-old@keep.example', 7],
    ]);
    const service = await startService(dbPath, { MAIL_LIST_RETENTION_DAYS: '30' });
    await service.stop();
    expect(readDatabase(dbPath, listLeads).map((row) => row.email)).toEqual([
      'week-old@keep.example',
    ]);
    expect(count(dbPath, 'outbox')).toBe(2);
  });
});

describe('one person’s data', () => {
  const dbPath = tempDbPath('person');
  beforeAll(() =>
    seed(dbPath, [
      ['Asha@Person.example', 1],
      ['asha@person.example', 2],
      ['other@person.example', 1],
    ]),
  );

  it('--person prints every lead of the address (any case) with its source and deliveries', () => {
    const { status, stdout } = leads('--db', dbPath, '--person', 'ASHA@person.example');
    expect(status).toBe(0);
    const data = JSON.parse(stdout);
    expect(data.leads).toHaveLength(2);
    expect(data.leads[0]).toMatchObject({
      ...contactPayload('Asha@Person.example'),
      source_page: '/contact',
      source_utm_campaign: 'spring',
      quarantined: 0,
      deliveries: [
        expect.objectContaining({ channel: 'email', state: 'pending' }),
        expect.objectContaining({ channel: 'webhook', state: 'pending' }),
      ],
    });
    expect(stdout).not.toContain('other@person.example');
  });

  it('--erase deletes all of it, says how much went, and leaves others alone', () => {
    const { status, stdout } = leads('--db', dbPath, '--erase', 'asha@PERSON.example');
    expect(status).toBe(0);
    expect(stdout).toBe('Erased 2 leads and 4 outbox rows for asha@PERSON.example.\n');
    expect(JSON.parse(leads('--db', dbPath, '--person', 'asha@person.example').stdout)).toEqual({
      email: 'asha@person.example',
      leads: [],
    });
    expect(readDatabase(dbPath, listLeads).map((row) => row.email)).toEqual([
      'other@person.example',
    ]);
    expect(count(dbPath, 'outbox')).toBe(2);
    expect(leads('--db', dbPath, '--erase', 'asha@person.example').stdout).toBe(
      'Erased 0 leads and 0 outbox rows for asha@person.example.\n',
    );
  });
});
