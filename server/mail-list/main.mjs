// @ts-check
/**
 * Entry point of the local mail-list service: `node server/mail-list/main.mjs [--reset]`.
 * Settings come from the environment (docs/lead-delivery.md#environment-variables); --reset
 * deletes the database first (used by the Playwright run, which starts from an empty temp file).
 * Beside the HTTP server run the delivery worker (docs/lead-delivery.md#outbox) and the daily
 * retention purge (docs/lead-delivery.md#retention).
 */
import { readConfig } from './config.mjs';
import { createMailListServer } from './app.mjs';
import { createEmailChannel, createWebhookChannel } from './channels.mjs';
import { createWriter, openDatabase, removeDatabase } from './db.mjs';
import { installProcessGuard } from './guard.mjs';
import { createDeliveryWorker } from './outbox.mjs';
import { scheduleRetention } from './privacy.mjs';

installProcessGuard();
const config = readConfig();
if (process.argv.includes('--reset')) removeDatabase(config.dbPath);

const db = openDatabase(config.dbPath, { maxBytes: config.maxDbBytes });
const log = (/** @type {string} */ message) => console.error(message);
const timeoutMs = config.deliveryTimeoutMs;
/** @type {Partial<Record<import('./db.mjs').Channel, import('./channels.mjs').DeliveryChannel>>} */
const channels = {};
if (config.email) channels.email = createEmailChannel({ ...config.email, timeoutMs });
if (config.webhook) channels.webhook = createWebhookChannel({ ...config.webhook, timeoutMs });

const worker = createDeliveryWorker({
  db,
  channels,
  maxAttempts: config.deliveryMaxAttempts,
  baseDelayMs: config.deliveryBaseDelayMs,
  maxDelayMs: config.deliveryMaxDelayMs,
  log,
});
const writer = createWriter(db, {
  channels: /** @type {import('./db.mjs').Channel[]} */ (Object.keys(channels)),
  onCommit: worker.wake,
});
const stopRetention = scheduleRetention(db, config.retentionDays, log);
const server = createMailListServer({ ...config, writer });

const described = [
  config.email && `e-mail to ${config.email.to} via ${new URL(config.email.smtpUrl).host}`,
  config.webhook && `webhook ${new URL(config.webhook.url).origin}`,
].filter(Boolean);

server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(
    `mail-list: listening on http://${config.host}:${port} (db ${config.dbPath}; origins ${config.allowedOrigins.join(' ')}; native posts return to ${config.siteUrl})`,
  );
  console.log(
    `mail-list: delivering leads by ${described.length ? described.join(' and ') : 'no channel (set MAIL_LIST_SMTP_URL + MAIL_LIST_NOTIFY_TO or MAIL_LIST_WEBHOOK_URL)'}; keeping them ${config.retentionDays} days`,
  );
  worker.start();
});

let stopping = false;
let closing = false;
async function close() {
  if (closing) return;
  closing = true;
  await worker.stop();
  writer.flush();
  db.close();
  process.exit(0);
}
function stop() {
  if (stopping) return;
  stopping = true;
  stopRetention();
  server.close(() => void close());
  server.closeIdleConnections();
  // Requests in flight get a moment to finish; then stop regardless. A delivery cut short
  // stays pending and goes out after the next start.
  setTimeout(() => void close(), 3_000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
