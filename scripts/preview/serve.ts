// `npm run serve`: serves an existing out/ and the lead API with the Worker on Cloudflare's
// local runtime (scripts/preview/worker.ts) at http://localhost:${PORT:-3000}, one origin.
//   tsx scripts/preview/serve.ts [--port 3000] [--persist-to DIR] [--fresh] [--no-delivery]
// LEADS_* settings come from the environment. Without LEADS_SMTP_URL the lead e-mails go to a
// local mail catcher, without LEADS_WEBHOOK_URL the webhooks to a local receiver that verifies
// their signatures; both show what arrived on a page (docs/lead-delivery.md#local-sinks). The scheduled
// sweep runs at start and every minute, as the cron does in production. --fresh starts from an
// empty database (the Playwright run); --no-delivery leaves every channel off.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { startMailCatcher } from './mail-catcher';
import { assertPortFree } from './port';
import { startWebhookReceiver } from './webhook-receiver';
import { DEFAULT_PERSIST_DIR, WORKER_ENV_NAMES, startWorker } from './worker';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    'persist-to': { type: 'string' },
    fresh: { type: 'boolean', default: false },
    'no-delivery': { type: 'boolean', default: false },
  },
});
const port = Number(values.port ?? process.env.PORT ?? '3000');
const persistTo = values['persist-to'] ?? DEFAULT_PERSIST_DIR;
const SWEEP_EVERY_MS = 60_000;

const fail = (message: string) => {
  console.error(`serve: ${message}`);
  process.exit(1);
};

await assertPortFree(port, 'PORT', 'npm run serve');
if (!fs.existsSync('out/index.html')) fail('no out/ to serve: run `npm run build` first');
if (values.fresh) fs.rmSync(persistTo, { recursive: true, force: true });

const vars: Record<string, string | undefined> = {};
for (const name of WORKER_ENV_NAMES) vars[name] = process.env[name];
let catcher: Awaited<ReturnType<typeof startMailCatcher>> | undefined;
if (values['no-delivery']) {
  for (const name of WORKER_ENV_NAMES) if (/SMTP|NOTIFY|WEBHOOK/.test(name)) delete vars[name];
} else if (!vars.LEADS_SMTP_URL) {
  catcher = await startMailCatcher({
    smtpPort: Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 1025),
    httpPort: Number(process.env.MAIL_CATCHER_PORT ?? 1080),
  });
  vars.LEADS_SMTP_URL = catcher.smtpUrl;
  vars.LEADS_NOTIFY_TO ??= 'sales@localhost';
}
let hooks: Awaited<ReturnType<typeof startWebhookReceiver>> | undefined;
if (!values['no-delivery'] && !vars.LEADS_WEBHOOK_URL) {
  // A secret for this run only: the Worker signs with it, the receiver verifies with it.
  const secret = `whsec_${crypto.randomBytes(32).toString('base64')}`;
  hooks = await startWebhookReceiver({
    secret,
    port: Number(process.env.WEBHOOK_RECEIVER_PORT ?? 1081),
  });
  vars.LEADS_WEBHOOK_URL = `${hooks.url}/leads`;
  vars.LEADS_WEBHOOK_SECRET = secret;
}

const worker = await startWorker({ port, persistTo, vars }).catch((error: Error) =>
  fail(error.message),
);
console.log(`Serving out/ and the lead API at http://localhost:${port}`);
if (catcher) console.log(`mail catcher: the e-mail each lead produces is shown at ${catcher.url}`);
if (hooks) console.log(`webhook receiver: each lead's signed webhook is shown at ${hooks.url}`);
console.log(
  `leads: stored in the local D1 database under ${persistTo}; \`npm run leads\` lists them`,
);

// wrangler dev does not fire cron triggers: run the sweep now (a restart delivers what was
// pending) and every minute.
const sweep = () =>
  worker.scheduled().catch((error: Error) => {
    if (!stopping) console.error(`serve: the scheduled sweep failed: ${error.message}`);
  });
void sweep();
const timer = setInterval(sweep, SWEEP_EVERY_MS);

let stopping = false;
const stop = (code: number) => {
  if (stopping) return;
  stopping = true;
  clearInterval(timer);
  worker.stop();
  Promise.all([catcher?.close(), hooks?.close()]).finally(() => process.exit(code));
  setTimeout(() => process.exit(code), 3_000).unref();
};
worker.child.on('exit', (code, signal) => {
  if (!stopping)
    console.error(
      `serve: wrangler ${signal ? `was killed by ${signal}` : `exited with code ${code}`}`,
    );
  stop(code || 1);
});
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
process.on('SIGHUP', () => stop(0));
// wrangler runs in a process group of its own: never leave it behind, even when whatever
// started this script went away without a signal (its pipes close, or it was killed).
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => stop(1));
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop(1);
}, 2_000).unref();
