import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createWriter, openDatabase } from './db.mjs';
import { contactPayload, tempDbPath } from './test-support';

const CLI = path.join(__dirname, 'leads.mjs');

function leads(...args: string[]) {
  const result = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('leads CLI', () => {
  const dbPath = tempDbPath('leads');

  beforeAll(async () => {
    const db = openDatabase(dbPath);
    const writer = createWriter(db);
    await writer.save({ kind: 'newsletter', data: { email: 'reader@news.example' } });
    await writer.save({ kind: 'contact', data: contactPayload('cto@kestrel.example') });
    await writer.save({ kind: 'chat', data: { email: 'ops@volt.example', company: 'Volt' } });
    db.close();
  });

  it('exports every lead as CSV with a header row', () => {
    const { status, stdout } = leads('--db', dbPath, '--csv');
    expect(status).toBe(0);
    const lines = stdout.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,kind,received_at,email,first_name,last_name,phone_number,company,website,service,budget,timeline,message',
    );
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(
      /^2,contact,[\d-]+T[\d:.]+Z,cto@kestrel\.example,Ananya,Rao,'\+91 98290 11111,Kestrel Logistics,kestrel\.example,DevOps & Cloud,\$100K - \$250K,1-3 months,Move our dispatch platform to managed Kubernetes\.$/,
    );
  });

  it('filters by kind and prints JSON', () => {
    const { stdout } = leads('--db', dbPath, '--json', '--kind', 'chat');
    expect(JSON.parse(stdout)).toEqual([
      expect.objectContaining({ kind: 'chat', email: 'ops@volt.example', company: 'Volt' }),
    ]);
  });

  it('prints a table by default and counts the leads', () => {
    const { stdout } = leads('--db', dbPath);
    expect(stdout).toContain('reader@news.example');
    expect(stdout).toContain('3 leads');
  });

  it('filters by date', () => {
    expect(JSON.parse(leads('--db', dbPath, '--json', '--since', '2999-01-01').stdout)).toEqual([]);
  });

  it('fails clearly on a bad option or a missing database', () => {
    expect(leads('--db', dbPath, '--kind', 'spam')).toMatchObject({ status: 2 });
    expect(leads('--db', '/nonexistent/leads.sqlite').stderr).toMatch(/no database/);
  });
});
