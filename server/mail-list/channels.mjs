// @ts-check
/**
 * The two ways a lead reaches a person (docs/lead-delivery.md#channels). Each channel's
 * `send` resolves only once the receiver has taken the lead (an SMTP server accepted the
 * message for every recipient, or the webhook answered 2xx) and throws otherwise; the outbox
 * worker marks a row delivered on that promise alone.
 */
import crypto from 'node:crypto';
import nodemailer from 'nodemailer';
import { leadSubject, leadText, leadWebhookBody } from './lead-message.mjs';

/** @typedef {import('./lead-view.mjs').Row} Row */
/** @typedef {{ send(row: Row): Promise<void> }} DeliveryChannel */

/**
 * @param {{ smtpUrl: string; to: string; from: string; timeoutMs: number }} options
 * @returns {DeliveryChannel}
 */
export function createEmailChannel({ smtpUrl, to, from, timeoutMs }) {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(row) {
      const info = await transport.sendMail({
        from,
        to,
        replyTo: String(row.email),
        subject: leadSubject(row),
        text: leadText(row),
        headers: { 'X-Lead-Id': String(row.id) },
      });
      if (info.rejected.length > 0) throw new Error(`SMTP refused ${info.rejected.join(', ')}`);
    },
  };
}

/**
 * `sha256=<hex>`: the HMAC-SHA256 of the exact bytes sent, keyed with the shared secret.
 * @param {string} secret
 * @param {string} body
 */
export function webhookSignature(secret, body) {
  return `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * @param {{ url: string; secret: string; timeoutMs: number }} options
 * @returns {DeliveryChannel}
 */
export function createWebhookChannel({ url, secret, timeoutMs }) {
  return {
    async send(row) {
      const body = JSON.stringify(leadWebhookBody(row));
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'mail-list-service',
          'X-Lead-Id': String(row.id),
          'X-Signature-256': webhookSignature(secret, body),
        },
        body,
        // A redirect is not a receipt: the receiver has to answer 2xx itself.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await res.body?.cancel();
      if (res.status < 200 || res.status > 299) throw new Error(`webhook answered ${res.status}`);
    },
  };
}
