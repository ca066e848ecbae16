// A local webhook receiver for `npm start` and the delivery tests: it checks every delivery
// the way any receiver should, with the Standard Webhooks reference library (signature over
// id.timestamp.body, timestamp within five minutes), answers 400 to one that fails and 204 to
// one that passes, and keeps the last ones in memory for a small page
// (docs/lead-delivery.md#local-sinks). Nothing leaves the machine; nothing is written to disk.
import http from 'node:http';
import { Webhook } from 'standardwebhooks';
import { SINK_PAGE_HEADERS, escapeHtml, listen, sinkPage } from './sink-page';

/** Deliveries kept; older ones are dropped first. */
const KEEP = 200;
/** A lead's JSON is a few KiB; anything far bigger is not one of ours. */
const MAX_BODY_BYTES = 1024 * 1024;

export type ReceivedWebhook = {
  seq: number;
  receivedAt: string;
  /** The `webhook-id` header: the same on every retry of one delivery. */
  webhookId: string;
  /** The `webhook-timestamp` header (Unix seconds; NaN if absent). */
  timestamp: number;
  /** Whether the signature and timestamp passed. */
  verified: boolean;
  /** Why not, when not. */
  error?: string;
  /** Whether this webhook-id had already been received and verified. */
  repeat: boolean;
  /** The parsed JSON object (null when it was not a JSON object). */
  body: Record<string, unknown> | null;
};

function readBody(req: http.IncomingMessage) {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('body too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseJson(raw: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function page(deliveries: ReceivedWebhook[]) {
  const items = deliveries
    .slice()
    .reverse()
    .map((d) => {
      const title = d.verified
        ? String(d.body?.text ?? '(no text)')
        : `Rejected: ${d.error ?? 'invalid signature'}`;
      return `<article${d.verified ? '' : ' class="bad"'}><h2>${escapeHtml(title)}</h2>
<p class="meta">${escapeHtml(d.receivedAt)} · webhook-id ${escapeHtml(d.webhookId || '(none)')}${d.repeat ? ' · repeat' : ''}</p>
<pre>${escapeHtml(JSON.stringify(d.body, null, 2))}</pre></article>`;
    });
  return sinkPage({
    title: 'Webhook receiver',
    count: deliveries.length,
    intro:
      'Webhooks the local lead API sent, each checked with the Standard Webhooks library (newest first; this page refreshes every 5 s; JSON at <a href="/deliveries.json">/deliveries.json</a>).',
    items,
    empty: 'No webhook yet: submit a form on the site.',
  });
}

/**
 * Starts the receiver. It takes POSTs on any path and shows them at GET /. `port` defaults
 * to 1081 (0 picks a free one; a taken one is replaced by a free one). `respond` can be changed
 * while running, to play a receiver that fails (`status`) or is slow (`delayMs`).
 */
export async function startWebhookReceiver({
  secret,
  port = 1081,
  host = '127.0.0.1',
  onDelivery = () => {},
}: {
  secret: string;
  port?: number;
  host?: string;
  onDelivery?: (delivery: ReceivedWebhook) => void;
}) {
  const verifier = new Webhook(secret);
  const deliveries: ReceivedWebhook[] = [];
  /** webhook-ids received and verified, for marking repeats (at-least-once delivery). */
  const seen = new Set<string>();
  const respond = { status: 204, delayMs: 0 };
  let sequence = 0;

  function receive(req: http.IncomingMessage, raw: string) {
    // The library takes a record of strings: the headers it reads are single-valued.
    const headers = req.headers as Record<string, string>;
    const webhookId = String(headers['webhook-id'] ?? '');
    const delivery: ReceivedWebhook = {
      seq: ++sequence,
      receivedAt: new Date().toISOString(),
      webhookId,
      timestamp: Number(headers['webhook-timestamp']),
      verified: false,
      repeat: false,
      body: parseJson(raw),
    };
    try {
      verifier.verify(raw, headers);
      delivery.verified = true;
      delivery.repeat = seen.has(webhookId);
      seen.add(webhookId);
    } catch (error) {
      delivery.error = error instanceof Error ? error.message : String(error);
    }
    deliveries.push(delivery);
    if (deliveries.length > KEEP) deliveries.shift();
    onDelivery(delivery);
    return delivery;
  }

  const server = http.createServer(async (req, res) => {
    if (req.method === 'GET') {
      const json = req.url === '/deliveries.json';
      res.writeHead(200, {
        'Content-Type': json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
        ...SINK_PAGE_HEADERS,
      });
      res.end(json ? JSON.stringify(deliveries) : page(deliveries));
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { Allow: 'GET, POST' }).end();
      return;
    }
    let raw;
    try {
      raw = await readBody(req);
    } catch {
      res.writeHead(413).end();
      return;
    }
    const delivery = receive(req, raw);
    if (!delivery.verified) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end(delivery.error);
      return;
    }
    const { status, delayMs } = respond;
    setTimeout(() => res.writeHead(status).end(), delayMs);
  });
  server.keepAliveTimeout = 5_000;
  const bound = await listen(server, port, host);
  return {
    url: `http://${host}:${bound}`,
    deliveries,
    respond,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
