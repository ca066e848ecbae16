/**
 * The storage and HTTP layers in process: the writer settles only after the commit, and the
 * handler answers 2xx only after the writer has settled.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createMailListServer } from './app.mjs';
import { readConfig } from './config.mjs';
import Database from 'better-sqlite3';
import { createWriter, listLeads, openDatabase } from './db.mjs';
import { post, tempDbPath } from './test-support';

describe('group-commit writer', () => {
  it('resolves only once the row is visible to another connection', async () => {
    const file = tempDbPath();
    const db = openDatabase(file);
    const reader = openDatabase(file);
    const stored = await createWriter(db).save({ kind: 'newsletter', data: { email: 'a@b.co' } });
    expect(listLeads(reader)).toEqual([
      expect.objectContaining({ id: stored.id, email: 'a@b.co', received_at: stored.receivedAt }),
    ]);
    db.close();
    reader.close();
  });

  it('stores one row for the same address twice in one batch', async () => {
    const db = openDatabase(tempDbPath());
    const writer = createWriter(db);
    const [a, b] = await Promise.all([
      writer.save({ kind: 'newsletter', data: { email: 'Same@b.co' } }),
      writer.save({ kind: 'newsletter', data: { email: 'same@B.CO' } }),
    ]);
    expect(a.duplicate).toBe(false);
    expect(b).toEqual({ id: a.id, receivedAt: a.receivedAt, duplicate: true });
    expect(listLeads(db)).toHaveLength(1);
    db.close();
  });

  it('rejects the whole batch and stores nothing when its transaction fails', async () => {
    const db = openDatabase(tempDbPath());
    const writer = createWriter(db);
    const results = await Promise.allSettled([
      writer.save({ kind: 'newsletter', data: { email: 'ok@b.co' } }),
      // Violates the table's CHECK constraint, so the transaction rolls back.
      writer.save({ kind: 'bogus' as 'chat', data: { email: 'bad@b.co' } }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(listLeads(db)).toEqual([]);
    db.close();
  });

  it('brings a database of the previous schema up to date, keeping its leads', async () => {
    const file = tempDbPath('previous');
    // The schema as the service left it before quarantine, source and outbox existed.
    const old = new Database(file);
    old.exec(`CREATE TABLE submissions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL CHECK (kind IN ('newsletter', 'contact', 'chat')),
        received_at TEXT NOT NULL, email TEXT NOT NULL, email_key TEXT NOT NULL,
        first_name TEXT, last_name TEXT, phone_number TEXT, company TEXT, website TEXT,
        service TEXT, budget TEXT, timeline TEXT, message TEXT);
      CREATE UNIQUE INDEX submissions_newsletter_email ON submissions (email_key)
        WHERE kind = 'newsletter';
      CREATE INDEX submissions_received_at ON submissions (received_at);
      CREATE TABLE spam_counts (reason TEXT PRIMARY KEY, count INTEGER NOT NULL, last_at TEXT NOT NULL);
      INSERT INTO submissions (kind, received_at, email, email_key)
        VALUES ('newsletter', '2026-01-01T00:00:00.000Z', 'old@b.co', 'old@b.co');
      PRAGMA user_version = 2;`);
    old.close();

    const db = openDatabase(file);
    expect(listLeads(db)).toEqual([
      expect.objectContaining({ email: 'old@b.co', quarantined: 0, source_page: null }),
    ]);
    const writer = createWriter(db, { channels: ['email'] });
    const repeat = await writer.save({ kind: 'newsletter', data: { email: 'OLD@b.co' } });
    expect(repeat.duplicate).toBe(true);
    await writer.save({ kind: 'newsletter', data: { email: 'new@b.co' }, source: { page: '/' } });
    expect(listLeads(db).map((row) => [row.email, row.source_page])).toEqual([
      ['old@b.co', null],
      ['new@b.co', '/'],
    ]);
    expect(db.prepare('SELECT channel, state FROM outbox').all()).toEqual([
      { channel: 'email', state: 'pending' },
    ]);
    db.close();
  });

  it('sets WAL and synchronous FULL', () => {
    const db = openDatabase(tempDbPath());
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2); // FULL
    db.close();
  });
});

describe('handler ordering', () => {
  let server: Server;
  let base: string;
  let release: (() => void) | undefined;
  let failNext = false;

  beforeAll(async () => {
    const writer = {
      save: () =>
        new Promise<{ id: number; receivedAt: string; duplicate: boolean }>((resolve, reject) => {
          if (failNext) return reject(new Error('disk full'));
          release = () =>
            resolve({ id: 1, receivedAt: new Date().toISOString(), duplicate: false });
        }),
    };
    server = createMailListServer({ ...readConfig({}), writer, log: () => {} });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('does not answer until the submission is stored', async () => {
    let answered = false;
    const pending = post(base, { email: 'wait@b.co' }).then((res) => {
      answered = true;
      return res.status;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answered).toBe(false);
    release?.();
    await expect(pending).resolves.toBe(201);
  });

  it('answers 500, never 2xx, when storing fails', async () => {
    failNext = true;
    const res = await post(base, { email: 'lost@b.co' });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'storage_failed' });
    failNext = false;
  });
});
