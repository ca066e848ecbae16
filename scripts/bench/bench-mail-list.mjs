// Load benchmark of the local mail-list service: `npm run bench:mail-list [-- options]`.
//
//   --duration S      seconds of sustained load (default 20)
//   --connections N   concurrent keep-alive connections (default 50)
//
// Starts the real service (node server/mail-list/main.mjs) on a free loopback port with a temp
// database, the rate limit and the per-client connection cap off, drives it with autocannon (a mix of newsletter, contact and
// chat submissions, every address unique), then stops it and checks the database: every
// submission that was answered 2xx must be stored exactly once. Prints requests per second and
// latency percentiles and writes bench-results/mail-list.json. Exits 1 if a submission is lost.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-list-bench-'));
const dbPath = path.join(dir, 'bench.sqlite');

function startService() {
  const child = spawn(process.execPath, ['server/mail-list/main.mjs'], {
    env: {
      ...process.env,
      MAIL_LIST_PORT: '0',
      MAIL_LIST_DB: dbPath,
      MAIL_LIST_RATE_LIMIT: '0',
      // Every bench connection comes from one address: the per-client cap would cut them.
      MAIL_LIST_MAX_CONNECTIONS_PER_CLIENT: String(Math.max(16, connections)),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`service exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(out);
      if (match) resolve({ child, url: match[1] });
    });
  });
}

const SERVICES = ['Web Development', 'Product Engineering', 'DevOps & Cloud', 'AI/ML Solutions'];
let sequence = 0;
function nextBody() {
  const i = sequence++;
  const email = `bench-${i}@load.example`;
  switch (i % 3) {
    case 0:
      return { email };
    case 1:
      return {
        email,
        first_name: 'Load',
        last_name: `Tester ${i}`,
        phone_number: '+91 98290 00000',
        company: 'Benchmark Labs',
        website: 'load.example',
        service: SERVICES[i % SERVICES.length],
        budget: '$50K - $100K',
        timeline: '1-3 months',
        message: 'A realistic inquiry body of a few sentences. '.repeat(6).trim(),
      };
    default:
      return { email, first_name: 'Load', company: 'Benchmark Labs', message: 'Call me back' };
  }
}

const acknowledged = new Set();
const loadAverageBefore = os.loadavg()[0];
const { child, url } = await startService();
console.log(`Load: ${connections} connections for ${duration} s against ${url}`);

const result = await autocannon({
  url,
  connections,
  duration,
  requests: [
    {
      method: 'POST',
      path: '/v1/iam/mail-list',
      headers: { 'content-type': 'application/json' },
      // Answers carry no row id (docs/lead-safety.md#answers-reveal-nothing): each connection
      // remembers the address it
      // sent (one request in flight per connection), and the check looks for that address.
      setupRequest: (request, context) => {
        const body = nextBody();
        context.email = body.email;
        return { ...request, body: JSON.stringify(body) };
      },
      onResponse: (status, _body, context) => {
        if (status >= 200 && status < 300) acknowledged.add(context.email);
      },
    },
  ],
});

child.kill('SIGTERM');
await new Promise((resolve) => child.once('exit', resolve));

const db = new Database(dbPath);
const rows = db.prepare('SELECT email FROM submissions').all();
db.close();
const stored = new Set(rows.map((row) => row.email));
const lost = [...acknowledged].filter((email) => !stored.has(email));

const summary = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} CPU(s) ${os.cpus()[0]?.model ?? ''}`.trim(),
  loadAverageBefore,
  node: process.version,
  connections,
  durationSeconds: duration,
  requestsPerSecond: { mean: result.requests.average, p50: result.requests.p50 },
  latencyMs: {
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
  },
  responses: {
    total: result.requests.total,
    '2xx': result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  },
  acknowledged: acknowledged.size,
  storedRows: stored.size,
  lostSubmissions: lost.length,
};

fs.mkdirSync('bench-results', { recursive: true });
fs.writeFileSync('bench-results/mail-list.json', JSON.stringify(summary, null, 2) + '\n');
fs.rmSync(dir, { recursive: true, force: true });

console.table({
  'requests/s (mean)': summary.requestsPerSecond.mean,
  'requests/s (median)': summary.requestsPerSecond.p50,
  'latency p50 (ms)': summary.latencyMs.p50,
  'latency p99 (ms)': summary.latencyMs.p99,
  'latency max (ms)': summary.latencyMs.max,
  '2xx answers': summary.responses['2xx'],
  'non-2xx / errors': `${summary.responses.non2xx} / ${summary.responses.errors}`,
  'rows stored': summary.storedRows,
  'acknowledged but lost': summary.lostSubmissions,
});
console.log('Written to bench-results/mail-list.json');
if (lost.length > 0 || summary.responses.non2xx > 0) {
  console.error(`FAILED: ${lost.length} acknowledged submissions missing from the database`);
  process.exit(1);
}
