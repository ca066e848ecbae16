import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startMailCatcher } from '../../scripts/preview/mail-catcher.mjs';

/**
 * Real receivers for the delivery tests: the mail catcher's SMTP server (smtp-server) and a
 * local HTTP server that checks each webhook's signature as a real receiver must.
 */

export interface ReceivedHook {
  leadId: string;
  signatureValid: boolean;
  body: {
    id: string;
    kind: string;
    received_at: string;
    lead: Record<string, string>;
    source: Record<string, string>;
    text: string;
  };
}

/** Verifies `sha256=<hex>` against the raw bytes received, in constant time. */
export function signatureMatches(secret: string, raw: Buffer, header: string | undefined) {
  const expected = Buffer.from(
    `sha256=${crypto.createHmac('sha256', secret).update(raw).digest('hex')}`,
  );
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/**
 * A webhook receiver. `status` is what it answers (change it to play a failing receiver);
 * `delayMs` holds each answer back (a slow receiver); it can be closed and reopened on the
 * same port (a receiver that is down, then back).
 */
export async function startWebhookReceiver(secret: string, port = 0) {
  const hooks: ReceivedHook[] = [];
  const state = { status: 204, delayMs: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    // A sender killed mid-request resets the connection: nothing was delivered.
    req.on('error', () => {});
    res.on('error', () => {});
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const answer = () => {
        // Only a delivery that was answered 2xx counts as received.
        if (state.status >= 200 && state.status < 300) {
          hooks.push({
            leadId: String(req.headers['x-lead-id']),
            signatureValid: signatureMatches(
              secret,
              raw,
              req.headers['x-signature-256'] as string | undefined,
            ),
            body: JSON.parse(raw.toString('utf8')),
          });
        }
        res.writeHead(state.status).end();
      };
      if (state.delayMs) setTimeout(answer, state.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}/hooks/leads`,
    port: bound,
    hooks,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

export const startSmtpReceiver = () => startMailCatcher({ smtpPort: 0, httpPort: 0 });

/** Polls `check` until it returns true, failing with `what` after `timeoutMs`. */
export async function waitFor(what: string, check: () => boolean, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The environment that turns both channels on, towards the given receivers. */
export function deliveryEnv(smtpUrl: string, webhookUrl: string, secret: string) {
  return {
    MAIL_LIST_SMTP_URL: smtpUrl,
    MAIL_LIST_NOTIFY_TO: 'sales@agency.example',
    MAIL_LIST_WEBHOOK_URL: webhookUrl,
    MAIL_LIST_WEBHOOK_SECRET: secret,
    MAIL_LIST_DELIVERY_BASE_DELAY_MS: '100',
    MAIL_LIST_DELIVERY_MAX_DELAY_MS: '400',
  };
}
