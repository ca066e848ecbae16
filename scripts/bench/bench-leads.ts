// Load benchmark of the lead API on the local Workers runtime: `npm run bench:leads [-- options]`.
//
//   --duration S      seconds of sustained intake (default 15)
//   --connections N   concurrent keep-alive connections (default 50)
//   --drain S         longest wait for the deliveries after the intake (default 240)
//
// Starts the Worker with `wrangler dev` (scripts/preview/worker.ts) on a fresh D1 database,
// the rate limit off, with both channels on: the mail catcher as SMTP sink and the verifying
// webhook receiver. autocannon posts JSON leads (signups and full inquiries, every address
// unique). Then it waits until every acknowledged lead reached both sinks, and checks that each
// one is stored (`npm run leads -- --json`). Prints and writes bench-results/leads.json:
// intake (accepted leads/s, latency p50/p99) and delivery (leads/s into both sinks), with the
// machine's load average. Floors on the 2-core machine (docs/measurements.md#lead-api-on-the-local-workers-runtime):
// intake >= 500 leads/s with p99 <= 100 ms, delivery >= 100 leads/s. Exits 1 if a lead is lost.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { MAIL_LIST_PATH } from '../../lib/leads/endpoint';
import { startMailCatcher } from '../preview/mail-catcher';
import { sinkVars } from '../preview/sink-vars';
import { startWebhookReceiver } from '../preview/webhook-receiver';
import { startWorker } from '../preview/worker';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '50' },
    drain: { type: 'string', default: '240' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const drainMs = Number(values.drain) * 1000;
const FLOORS = { intakePerSecond: 500, intakeP99Ms: 100, deliveryPerSecond: 100 };
const SECRET = `whsec_${Buffer.alloc(32, 21).toString('base64')}`;

/** A free loopback port (the Worker is started on a fixed one). */
function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Every lead the sinks received: id -> arrival time (ms) per channel. */
const arrivals = new Map<string, { email?: number; webhook?: number }>();
function arrived(id: string, channel: 'email' | 'webhook') {
  const entry = arrivals.get(id) ?? {};
  entry[channel] ??= Date.now();
  arrivals.set(id, entry);
}
let rejectedHooks = 0;

const catcher = await startMailCatcher({
  smtpPort: 0,
  httpPort: 0,
  onMessage: (message) => arrived(message.headers['x-lead-id'] ?? '', 'email'),
});
const receiver = await startWebhookReceiver({
  secret: SECRET,
  port: 0,
  onDelivery: (delivery) => {
    if (delivery.verified) arrived(String(delivery.body?.id ?? ''), 'webhook');
    else rejectedHooks += 1;
  },
});
const persistTo = fs.mkdtempSync(
  path.join(process.env.BENCH_STATE_DIR ?? os.tmpdir(), 'arcforge-bench-leads-'),
);
// The API needs no pages, but wrangler needs the assets folder.
fs.mkdirSync('out', { recursive: true });
const port = await freePort();
const worker = await startWorker({
  port,
  persistTo,
  stdio: 'ignore',
  timeoutMs: 180_000,
  vars: sinkVars(catcher.smtpUrl, { url: `${receiver.url}/leads`, secret: SECRET }),
});

let stopped = false;
async function cleanUp() {
  if (stopped) return;
  stopped = true;
  worker.stop();
  await Promise.all([catcher.close(), receiver.close()]);
  fs.rmSync(persistTo, { recursive: true, force: true });
}
process.on('SIGINT', () => cleanUp().then(() => process.exit(130)));

/** A full inquiry, as the contact form sends it. */
const INQUIRY = {
  first_name: 'Load',
  phone_number: '+91 98290 00000',
  company: 'Benchmark Labs',
  website: 'load.example',
  service: 'DevOps & Cloud',
  budget: '$50K - $100K',
  timeline: '1-3 months',
  message: 'A realistic inquiry body of a few sentences. '.repeat(6).trim(),
};

let sequence = 0;
function nextBody() {
  const i = sequence++;
  const email = `bench-${i}@load.example`;
  return i % 2 === 0 ? { email } : { ...INQUIRY, email, last_name: `Tester ${i}` };
}

// Warm-up: the first requests compile the Worker and open the database.
for (let i = 0; i < 20; i++)
  await fetch(`${worker.origin}${MAIL_LIST_PATH}`, { method: 'OPTIONS' });

const loadAverageBefore = os.loadavg();
console.log(`Intake: ${connections} connections for ${duration} s against ${worker.origin}`);
const acknowledged = new Set<string>();
const intakeStartedAt = Date.now();
const result = await autocannon({
  url: worker.origin,
  connections,
  duration,
  requests: [
    {
      method: 'POST',
      path: MAIL_LIST_PATH,
      // As the islands send it, from a person who took their time over the form.
      headers: { 'content-type': 'application/json', 'x-form-elapsed-ms': '6000' },
      // Answers carry no row id (docs/lead-safety.md#answers-reveal-nothing): each connection
      // remembers the address it sent (one request in flight per connection).
      setupRequest: (request, context) => {
        const body = nextBody();
        context.email = body.email;
        return { ...request, body: JSON.stringify(body) };
      },
      onResponse: (status, _body, context) => {
        if (status >= 200 && status < 300) acknowledged.add(String(context.email));
      },
    },
  ],
});
const intakeEndedAt = Date.now();
const loadAverageDuring = os.loadavg();

function storedLeads() {
  return new Promise<{ id: string | number; email: string }[]>((resolve, reject) =>
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/leads/leads.ts', '--json', '--persist-to', persistTo],
      { maxBuffer: 1024 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout))),
    ),
  );
}

console.log(`Delivery: waiting until ${acknowledged.size} leads reached both sinks`);
const complete = () => [...arrivals.values()].filter((a) => a.email && a.webhook).length;
while (complete() < acknowledged.size && Date.now() - intakeEndedAt < drainMs)
  await new Promise((resolve) => setTimeout(resolve, 500));
const drainedAt = Date.now();

const leads = await storedLeads();
const stored = new Set(leads.map((lead) => lead.email));
const lost = [...acknowledged].filter((email) => !stored.has(email));
const undelivered = leads.filter((lead) => {
  const a = arrivals.get(String(lead.id));
  return !a?.email || !a?.webhook;
}).length;
await cleanUp();

const deliveredAt = [...arrivals.values()].flatMap((a) =>
  a.email && a.webhook ? [Math.max(a.email, a.webhook)] : [],
);
const lastDelivery = deliveredAt.length ? Math.max(...deliveredAt) : drainedAt;
const round = (n: number, digits = 0) => Number(n.toFixed(digits));
const summary = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} CPU(s) ${os.cpus()[0]?.model ?? ''}`.trim(),
  loadAverage: {
    before: loadAverageBefore.map((n) => round(n, 2)),
    during: loadAverageDuring.map((n) => round(n, 2)),
  },
  node: process.version,
  connections,
  durationSeconds: duration,
  intake: {
    acceptedPerSecond: round(acknowledged.size / ((intakeEndedAt - intakeStartedAt) / 1000)),
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    answers: {
      total: result.requests.total,
      '2xx': result['2xx'],
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      byStatus: Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]),
      ),
    },
  },
  delivery: {
    // Leads whose e-mail and webhook both arrived, per second from the first post to the last arrival.
    leadsPerSecond: round(deliveredAt.length / ((lastDelivery - intakeStartedAt) / 1000), 1),
    deliveredLeads: deliveredAt.length,
    secondsAfterIntake: round((lastDelivery - intakeEndedAt) / 1000, 1),
    rejectedWebhooks: rejectedHooks,
  },
  acknowledged: acknowledged.size,
  stored: leads.length,
  lost: lost.length,
  undelivered,
};
const verdict = {
  intake:
    summary.intake.acceptedPerSecond >= FLOORS.intakePerSecond &&
    summary.intake.latencyMs.p99 <= FLOORS.intakeP99Ms,
  delivery: summary.delivery.leadsPerSecond >= FLOORS.deliveryPerSecond && undelivered === 0,
};

fs.mkdirSync('bench-results', { recursive: true });
fs.writeFileSync(
  'bench-results/leads.json',
  JSON.stringify({ ...summary, floors: FLOORS, verdict }, null, 2) + '\n',
);
console.table({
  'intake: accepted leads/s': summary.intake.acceptedPerSecond,
  'intake: latency p50 (ms)': summary.intake.latencyMs.p50,
  'intake: latency p99 (ms)': summary.intake.latencyMs.p99,
  'intake: non-2xx / errors': `${summary.intake.answers.non2xx} / ${summary.intake.answers.errors}`,
  'intake: answers by status': JSON.stringify(summary.intake.answers.byStatus),
  'delivery: leads/s (both sinks)': summary.delivery.leadsPerSecond,
  'delivery: done after intake (s)': summary.delivery.secondsAfterIntake,
  'stored / acknowledged': `${summary.stored} / ${summary.acknowledged}`,
  'acknowledged but lost': summary.lost,
  'stored but undelivered': summary.undelivered,
  'load average before / during': `${summary.loadAverage.before[0]} / ${summary.loadAverage.during[0]}`,
});
console.log(
  `Floors: intake >= ${FLOORS.intakePerSecond}/s with p99 <= ${FLOORS.intakeP99Ms} ms: ${verdict.intake ? 'met' : 'NOT met'}; ` +
    `delivery >= ${FLOORS.deliveryPerSecond}/s: ${verdict.delivery ? 'met' : 'NOT met'}. Written to bench-results/leads.json`,
);
if (lost.length > 0) {
  console.error(`FAILED: ${lost.length} acknowledged leads missing from the database`);
  process.exit(1);
}
