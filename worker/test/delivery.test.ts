/**
 * The outbox on the real local runtime (docs/lead-delivery.md): every stored lead reaches the
 * webhook receiver through the queue; a failing receiver gets retries, then a dead letter in D1
 * that `npm run leads -- --retry` re-queues; a hanging webhook receiver does not hold back the
 * e-mails; a lead whose queue message was lost (a restart of the runtime) is delivered by the
 * scheduled sweep.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { spawnSync } from 'node:child_process';
import { startMailCatcher } from '../../scripts/preview/mail-catcher';
import { plural } from '../../lib/utils/plural';
import { sinkVars } from '../../scripts/preview/sink-vars';
import { eventually, postJson, testPort, uniqueEmail, sharedTestWorker } from './support';

/**
 * A webhook receiver on loopback that answers `status` and records each body it accepted; with
 * `hang` it reads a request and never answers.
 */
function startReceiver() {
  const received: { email: string; headers: http.IncomingHttpHeaders }[] = [];
  /** `refuse`: addresses answered 503 whatever `status` says. */
  const state = { status: 200, hang: false, refuse: new Set<string>() };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (state.hang) return;
      // The lead's address appears in whatever shape the channel sends it.
      const email = /[\w.+-]+@leads\.example/.exec(body)?.[0] ?? '';
      const status = state.refuse.has(email) ? 503 : state.status;
      res.writeHead(status).end();
      if (status < 300) received.push({ email, headers: req.headers });
    });
  });
  return new Promise<{
    url: string;
    received: typeof received;
    state: typeof state;
    close: () => void;
  }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/hook`,
        received,
        state,
        close: () => {
          server.closeAllConnections();
          server.close();
        },
      });
    }),
  );
}

type Outbox = { state: string; attempts: number; last_error: string | null };

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
/** When each lead's e-mail arrived, by the lead's address (its Reply-To). */
const mailed = new Map<string, number>();
const PORT = testPort(10);
const vars = () => ({
  ...sinkVars(catcher.smtpUrl, {
    url: receiver.url,
    secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  }),
  LEADS_MAX_ATTEMPTS: '2',
  LEADS_RETRY_BASE_SECONDS: '1',
  // The sweep re-sends a lost message after 5 s instead of a minute (the restart test).
  LEADS_SWEEP_GRACE_SECONDS: '5',
});

beforeAll(async () => {
  receiver = await startReceiver();
  catcher = await startMailCatcher({
    smtpPort: 0,
    httpPort: 0,
    onMessage: (message) => {
      const email = /[\w.+-]+@leads\.example/.exec(message.headers['reply-to'] ?? '')?.[0];
      if (email) mailed.set(email, Date.now());
    },
  });
});
// Started once the receiver and the catcher are up: its settings name their ports.
const worker = sharedTestWorker(PORT, vars);
afterAll(async () => {
  receiver?.close();
  await catcher?.close();
});
jest.setTimeout(120_000);

const outboxOf = async (email: string) =>
  worker().rows<Outbox>(
    `SELECT o.state, o.attempts, o.last_error FROM outbox o JOIN leads l ON l.id = o.lead_id
     WHERE l.email = ? AND o.channel = 'webhook'`,
    email,
  );

/**
 * The receiver got the lead at least once, every copy under one idempotency key
 * (docs/lead-delivery.md#at-least-once): locally the test's reader shares the SQLite file, and a
 * "delivered" mark that meets its lock is retried after the receipt, so CI has seen a lead
 * arrive twice. The webhook-id is what a receiver dedupes on.
 */
function expectReceivedUnderOneKey(email: string) {
  const receipts = receiver.received.filter((r) => r.email === email);
  expect(receipts.length).toBeGreaterThanOrEqual(1);
  expect(new Set(receipts.map((r) => r.headers['webhook-id']))).toEqual(
    new Set([receipts[0]!.headers['webhook-id']]),
  );
  return receipts;
}

it('delivers a stored lead to the webhook and marks its outbox row delivered, under one idempotency key', async () => {
  const email = uniqueEmail('deliver');
  expect((await postJson(worker().origin, { email })).status).toBe(201);
  await eventually(async () => (await outboxOf(email))[0]?.state === 'delivered');
  expect(await outboxOf(email)).toEqual([{ state: 'delivered', attempts: 1, last_error: null }]);
  const receipts = expectReceivedUnderOneKey(email);
  expect(receipts[0]!.headers['webhook-id']).toMatch(/^lead-.+-webhook$/);
});

it('never delivers a quarantined lead', async () => {
  const email = uniqueEmail('quarantined');
  await postJson(worker().origin, { email }, { 'X-Form-Elapsed-Ms': '200' });
  expect(await outboxOf(email)).toEqual([]);
});

it('retries a failing receiver, then keeps a dead letter with the last error; --retry and the sweep deliver it', async () => {
  receiver.state.status = 503;
  const email = uniqueEmail('dead');
  expect((await postJson(worker().origin, { email })).status).toBe(201);
  await eventually(async () => (await outboxOf(email))[0]?.state === 'dead', 60_000);
  const [dead] = await outboxOf(email);
  expect(dead).toEqual({ state: 'dead', attempts: 2, last_error: expect.stringMatching(/503/) });

  receiver.state.status = 200;
  // Every dead row is re-queued: this one, and any other a busy host let time out meanwhile.
  const [counted] = await worker().rows<{ dead: number }>(
    `SELECT COUNT(*) AS dead FROM outbox WHERE state = 'dead'`,
  );
  const deadRows = counted?.dead ?? 0;
  expect(deadRows).toBeGreaterThanOrEqual(1);
  const cli = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/leads/leads.ts', '--retry', '--persist-to', worker().persistTo],
    { encoding: 'utf8' },
  );
  expect(cli.stdout).toContain(
    `Re-queued ${plural(deadRows, 'dead delivery', 'dead deliveries')};`,
  );
  expect(await worker().scheduled()).toBe(200);
  await eventually(async () => (await outboxOf(email))[0]?.state === 'delivered');
  expectReceivedUnderOneKey(email);
});

it('sends again only the lead a receiver refused, not the others committed with it (one message carries many leads)', async () => {
  const emails = Array.from({ length: 8 }, (_, i) => uniqueEmail(`group-${i}`));
  const refused = emails[3]!;
  receiver.state.refuse.add(refused);
  const answers = await Promise.all(emails.map((email) => postJson(worker().origin, { email })));
  expect(answers.map((answer) => answer.status)).toEqual(emails.map(() => 201));
  await eventually(async () => (await outboxOf(refused))[0]?.state === 'dead', 60_000);
  receiver.state.refuse.delete(refused);
  for (const email of emails.filter((email) => email !== refused))
    expect(await outboxOf(email)).toEqual([{ state: 'delivered', attempts: 1, last_error: null }]);
  expect(await outboxOf(refused)).toEqual([
    { state: 'dead', attempts: 2, last_error: expect.stringMatching(/503/) },
  ]);
});

it('keeps delivering e-mails while the webhook receiver hangs (one queue per channel)', async () => {
  receiver.state.hang = true;
  try {
    // The first lead's webhook is now held by a receiver that never answers (10 s timeout).
    const first = uniqueEmail('hang-first');
    expect((await postJson(worker().origin, { email: first })).status).toBe(201);
    await eventually(async () => mailed.has(first), 20_000);
    // Leads that arrive while that attempt hangs still get their e-mails at once.
    const later = [1, 2, 3].map((i) => uniqueEmail(`hang-${i}`));
    const postedAt = Date.now();
    for (const email of later)
      expect((await postJson(worker().origin, { email })).status).toBe(201);
    await eventually(async () => later.every((email) => mailed.has(email)), 20_000);
    const slowest = Math.max(...later.map((email) => mailed.get(email)! - postedAt));
    expect(slowest).toBeLessThan(5_000);
  } finally {
    receiver.state.hang = false;
  }
});

it('delivers after a restart what was stored but never sent (the queue is memory only locally)', async () => {
  // The receiver refuses while the runtime stops, so the row is still pending at the restart.
  receiver.state.status = 503;
  const email = uniqueEmail('restart');
  expect((await postJson(worker().origin, { email })).status).toBe(201);
  await eventually(async () => (await outboxOf(email))[0]?.attempts === 1);
  const persistTo = worker().persistTo;
  worker().child.kill('SIGKILL');
  process.kill(-worker().child.pid!, 'SIGKILL');
  receiver.state.status = 200;

  // The same database, a new runtime: its first sweep re-enqueues the overdue row.
  const { startWorker } = await import('../../scripts/preview/worker');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const restarted = await startWorker({ port: PORT, persistTo, vars: vars(), stdio: 'ignore' });
  try {
    // Past the sweep's grace period for a row that failed once (1-2 s backoff + 5 s grace).
    await eventually(async () => {
      await restarted.scheduled();
      return (await outboxOf(email))[0]?.state === 'delivered';
    }, 60_000);
    expectReceivedUnderOneKey(email);
  } finally {
    restarted.stop();
  }
}, 300_000);
