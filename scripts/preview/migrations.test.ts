import fs from 'node:fs';
import path from 'node:path';
import { tempFolder } from '@/testing/temp-files';
import { applyMigrations, migrationsDigest } from './migrations';
import { workerEnv } from './worker';

// The local database's schema, applied once per set of migrations (scripts/preview/migrations.ts).
// The Worker's own tests store and read leads in databases made this way; this file checks
// which starts run wrangler and which do not.
jest.setTimeout(120_000);

const d1 = (persistTo: string) => path.join(persistTo, 'v3', 'd1');
const mark = (persistTo: string) => fs.readFileSync(path.join(d1(persistTo), '.migrated'), 'utf8');
const databaseFiles = (persistTo: string) =>
  fs.readdirSync(path.join(d1(persistTo), 'miniflare-D1DatabaseObject')).sort();
const timed = (persistTo: string) => {
  const started = Date.now();
  applyMigrations(persistTo, workerEnv());
  return Date.now() - started;
};

describe('the local database migrations', () => {
  const first = tempFolder();
  const second = tempFolder();

  it('gives an empty folder a migrated database, marked with the migrations it has', () => {
    timed(first);
    expect(mark(first)).toBe(migrationsDigest());
    expect(databaseFiles(first).some((name) => /^[0-9a-f]{64}\.sqlite$/.test(name))).toBe(true);
  });

  it('gives the next empty folder a copy, without starting wrangler', () => {
    // wrangler's apply alone is seconds (its CLI and a runtime start); a copy is milliseconds.
    expect(timed(second)).toBeLessThan(1_000);
    expect(mark(second)).toBe(migrationsDigest());
    expect(databaseFiles(second)).toEqual(databaseFiles(first));
  });

  it('leaves a database already at these migrations as it is', () => {
    const database = path.join(d1(second), 'miniflare-D1DatabaseObject');
    const before = fs
      .readdirSync(database)
      .map((name) => fs.statSync(path.join(database, name)).mtimeMs);
    expect(timed(second)).toBeLessThan(1_000);
    const after = fs
      .readdirSync(database)
      .map((name) => fs.statSync(path.join(database, name)).mtimeMs);
    expect(after).toEqual(before);
  });

  it('runs wrangler on a database marked with other migrations, and marks it again', () => {
    fs.writeFileSync(path.join(d1(first), '.migrated'), 'an older set');
    applyMigrations(first, workerEnv());
    expect(mark(first)).toBe(migrationsDigest());
  });
});
