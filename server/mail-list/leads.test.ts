import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createWriter, LEAD_COLUMNS, openDatabase, SOURCE_COLUMNS } from './db.mjs';
import { contactPayload, tempDbPath } from './test-support';

const CLI = path.join(__dirname, 'leads.mjs');

// Each case runs the CLI as a child process (npm itself in one); the machine may be busy.
jest.setTimeout(30_000);

function leads(...args: string[]) {
  const result = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const HEADER = LEAD_COLUMNS.join(',');

describe('leads CLI', () => {
  const dbPath = tempDbPath('leads');

  beforeAll(async () => {
    const db = openDatabase(dbPath);
    const writer = createWriter(db);
    await writer.save({ kind: 'newsletter', data: { email: 'reader@news.example' } });
    await writer.save({
      kind: 'contact',
      data: contactPayload('cto@kestrel.example'),
      source: { page: '/contact', landing: '/blog/x', utm_campaign: 'spring' },
    });
    await writer.save({ kind: 'chat', data: { email: 'ops@volt.example', company: 'Volt' } });
    db.close();
  });

  it('exports every lead as CSV with a header row', () => {
    const { status, stdout } = leads('--db', dbPath, '--csv');
    expect(status).toBe(0);
    const lines = stdout.trimEnd().split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines[0]).toMatch(/^id,kind,received_at,quarantined,email,.*,message,source_page,/);
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(
      /^2,contact,[\d-]+T[\d:.]+Z,0,cto@kestrel\.example,Priya,Nair,'\+91 98765 43210,Northwind Freight,northwind\.example,DevOps & Cloud,\$50K - \$100K,1-3 months,Move our dispatch platform to managed Kubernetes before peak season\.,\/contact,\/blog\/x,,,,spring,,$/,
    );
    expect(SOURCE_COLUMNS.slice(0, 3)).toEqual([
      'source_page',
      'source_landing',
      'source_referrer',
    ]);
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
    expect(stdout).toMatch(/source +page \/contact · landing \/blog\/x · utm_campaign spring/);
  });

  it('filters by date, and says so when nothing matches', () => {
    expect(JSON.parse(leads('--db', dbPath, '--json', '--since', '2999-01-01').stdout)).toEqual([]);
    const { stdout } = leads('--db', dbPath, '--since', '2999-01-01');
    expect(stdout).toContain('No leads since 2999-01-01.');
    expect(stdout).not.toContain('No leads stored yet');
  });

  it('fails clearly on a bad option or a missing database', () => {
    expect(leads('--db', dbPath, '--kind', 'spam')).toMatchObject({ status: 2 });
    expect(leads('--db', '/nonexistent/leads.sqlite').stderr).toMatch(/no database/);
  });

  it('answers an unknown or incomplete flag with one line of usage, not a stack trace', () => {
    for (const args of [['--bogus'], ['--since'], ['--person']]) {
      const { status, stdout, stderr } = leads('--db', dbPath, ...args);
      expect(status).toBe(2);
      expect(stdout).toBe('');
      expect(stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(stderr).toMatch(/^leads: .*\(see --help\)$/m);
    }
  });

  it('exports a CSV with nothing above the header through npm run -s, or to --out', () => {
    const viaNpm = spawnSync('npm', ['run', '-s', 'leads', '--', '--csv', '--db', dbPath], {
      cwd: path.join(__dirname, '..', '..'),
      encoding: 'utf8',
    });
    expect(viaNpm.status).toBe(0);
    expect(viaNpm.stdout.split('\r\n')[0]).toBe(HEADER);
    const out = path.join(path.dirname(dbPath), 'leads.csv');
    expect(leads('--db', dbPath, '--csv', '--out', out)).toMatchObject({
      status: 0,
      stdout: '',
      stderr: `Wrote 3 leads to ${out}\n`,
    });
    expect(fs.readFileSync(out, 'utf8')).toBe(leads('--db', dbPath, '--csv').stdout);
  });
});

describe('leads CLI default view', () => {
  const dbPath = tempDbPath('view');
  const contact = contactPayload('lead@view.example');
  const longMessage = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');

  beforeAll(async () => {
    const db = openDatabase(dbPath);
    const writer = createWriter(db);
    await writer.save({ kind: 'contact', data: contact });
    await writer.save({
      kind: 'chat',
      data: {
        email: 'long@view.example',
        company: 'Evil\u001b[2J\u202eCorp',
        message: longMessage,
      },
    });
    await writer.countSpam('honeypot');
    await writer.countSpam('honeypot');
    await writer.save({
      kind: 'newsletter',
      data: { email: 'fast@view.example' },
      quarantined: true,
    });
    db.close();
  });

  it('shows every field a person needs to answer a lead', () => {
    const { stdout } = leads('--db', dbPath);
    for (const value of Object.values(contact)) expect(stdout).toContain(value);
  });

  it('wraps long values to the terminal and marks what it cut', () => {
    const { stdout } = leads('--db', dbPath);
    expect(stdout.split('\n').every((line) => line.length <= 100)).toBe(true);
    expect(stdout).toContain('word0 word1');
    expect(stdout).not.toContain('word399');
    expect(stdout).toMatch(/\[… \d+ more characters: --json or --csv shows all\]/);
    expect(JSON.parse(leads('--db', dbPath, '--json').stdout)[1].message).toBe(longMessage);
  });

  it('escapes control characters instead of sending them to the terminal', () => {
    const { stdout } = leads('--db', dbPath);
    expect(stdout).toContain('Evil\\u001b[2J\\u202eCorp');
    expect(stdout).not.toMatch(/[\u001b\u202e]/);
  });

  it('counts spam and quarantined submissions, which are never listed as leads', () => {
    const { stdout: table } = leads('--db', dbPath);
    expect(table).toContain(
      '2 leads\n1 quarantined submission (--quarantined lists them)\n2 spam submissions counted, not stored (honeypot 2;',
    );
    expect(table).not.toContain('fast@view.example');
    const { stdout } = leads('--db', dbPath, '--stats');
    expect(stdout).toMatch(
      /^newsletter: 0\ncontact: 1\nchat: 1\n1 quarantined submission .*\n2 spam submissions/,
    );
  });

  it('lists the quarantined submissions apart with --quarantined', () => {
    const { stdout } = leads('--db', dbPath, '--quarantined');
    expect(stdout).toContain('fast@view.example');
    expect(stdout).toContain('(quarantined)');
    expect(stdout).not.toContain('lead@view.example');
    expect(stdout).toContain('1 quarantined submission\n');
    expect(JSON.parse(leads('--db', dbPath, '--json', '--quarantined').stdout)).toEqual([
      expect.objectContaining({ email: 'fast@view.example', quarantined: 1 }),
    ]);
  });
});
