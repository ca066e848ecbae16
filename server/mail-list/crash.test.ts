/**
 * The crash test: kill -9 the service in the middle of a burst, restart it on the same file,
 * and check that every submission that was answered 2xx is in the database, exactly once.
 * Three rounds on one file, each killed at a different point of its burst, so a window in
 * which the service acknowledges before committing has three chances to show up.
 */
import { listLeads } from './db.mjs';
import {
  contactPayload,
  pool,
  post,
  readDatabase,
  startService,
  tempDbPath,
  type RunningService,
} from './test-support';

jest.setTimeout(90_000);

/**
 * Posts submissions 40 at a time, kills the service after `killAfter` 2xx answers, and stops
 * once requests fail (the service is gone); `total` only bounds a service that never dies.
 */
async function burstAndKill(
  service: RunningService,
  round: number,
  total: number,
  killAfter: number,
) {
  const acknowledged: string[] = [];
  let failures = 0;
  let killed: Promise<void> | undefined;
  await pool(total, 40, async (i) => {
    if (failures > 0) return; // the service is down: the burst is over
    const email = `crash-r${round}-${i}@leads.example`;
    const body =
      i % 3 === 0 ? contactPayload(email) : i % 3 === 1 ? { email } : { email, company: 'Volt' };
    try {
      const res = await post(service.url, body);
      if (res.ok) acknowledged.push(email);
      if (acknowledged.length === killAfter) killed = service.kill9();
    } catch {
      failures += 1;
    }
  });
  await killed;
  return { acknowledged, failures, killed: killed !== undefined };
}

function storedEmails(dbPath: string) {
  return readDatabase(dbPath, (db) => ({
    integrity: db.pragma('integrity_check', { simple: true }),
    emails: listLeads(db).map((row) => String(row.email)),
  }));
}

it('keeps every acknowledged submission through kill -9 mid-burst, three times over', async () => {
  const dbPath = tempDbPath('crash');
  const acknowledged: string[] = [];
  let service = await startService(dbPath);

  for (const [round, killAfter] of [60, 150, 240].entries()) {
    const result = await burstAndKill(service, round, killAfter + 20_000, killAfter);
    expect(result.killed).toBe(true);
    expect(result.acknowledged.length).toBeGreaterThanOrEqual(killAfter);
    expect(result.failures).toBeGreaterThan(0); // the burst was still going when it died
    acknowledged.push(...result.acknowledged);
    service = await startService(dbPath);
  }

  try {
    const { integrity, emails } = storedEmails(dbPath);
    expect(integrity).toBe('ok');
    const counts = new Map<string, number>();
    for (const email of emails) counts.set(email, (counts.get(email) ?? 0) + 1);
    const lost = acknowledged.filter((email) => !counts.has(email));
    if (process.env.MAIL_LIST_CRASH_SUMMARY) {
      console.log(
        `kill -9 x3: acknowledged ${acknowledged.length}, stored ${emails.length}, lost ${lost.length}`,
      );
    }
    expect(lost).toEqual([]);
    expect([...counts].filter(([, n]) => n > 1)).toEqual([]);

    // The restarted service goes on accepting leads.
    expect((await post(service.url, { email: 'after-crash@leads.example' })).status).toBe(201);
  } finally {
    await service.stop();
  }
});
