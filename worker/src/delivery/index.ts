/**
 * The delivery channels as the rest of the Worker sees them: which ones are configured, and
 * `deliver`, which sends one lead on one channel and settles once the receiver has it
 * (docs/lead-delivery.md#channels). Retries, backoff and dead letters are the caller's (the
 * queue consumer's); every attempt here is independent and safe to repeat.
 */
import { readDeliverySettings, redact, type DeliveryEnv } from './config';
import {
  leadSubject,
  leadText,
  leadWebhookBody,
  replyAddress,
  type LeadForDelivery,
} from './message';
import { formatMessage } from './mime';
import { sendMail } from './smtp';
import { postWebhook } from './webhook';

export type { DeliveryEnv } from './config';
export type { LeadForDelivery } from './message';
export { redact } from './config';

export type Channel = 'email' | 'webhook';

/** One attempt's time limit unless the caller gives one. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** Which channels are configured; throws a clear Error (no secret in it) on a bad configuration. */
export function configuredChannels(env: DeliveryEnv): Channel[] {
  const settings = readDeliverySettings(env);
  return [
    ...(settings.email ? (['email'] as const) : []),
    ...(settings.webhook ? (['webhook'] as const) : []),
  ];
}

/**
 * The idempotency key of one lead on one channel: the same on every attempt, so a receiver can
 * drop a repeat (delivery is at least once).
 */
export function deliveryId(lead: LeadForDelivery, channel: Channel): string {
  return `lead-${lead.id}-${channel}`;
}

async function sendEmail(lead: LeadForDelivery, env: DeliveryEnv, timeoutMs: number) {
  const email = readDeliverySettings(env).email;
  if (!email) throw new Error('the e-mail channel is not configured (LEADS_SMTP_URL)');
  const domain = email.from.address.split('@').pop();
  const message = formatMessage({
    from: email.from,
    to: email.to,
    replyTo: replyAddress(lead),
    subject: leadSubject(lead),
    text: leadText(lead),
    // The same on every attempt, so a mail client shows a repeated delivery once.
    messageId: `${deliveryId(lead, 'email')}.${Date.parse(String(lead.received_at)) || 0}@${domain}`,
    date: new Date(),
    headers: { 'X-Lead-Id': String(lead.id) },
  });
  const envelope = { from: email.from.address, to: email.to.map((to) => to.address) };
  await sendMail(email, envelope, message, { timeoutMs });
}

async function sendWebhook(lead: LeadForDelivery, env: DeliveryEnv, timeoutMs: number) {
  const webhook = readDeliverySettings(env).webhook;
  if (!webhook) throw new Error('the webhook channel is not configured (LEADS_WEBHOOK_URL)');
  const body = JSON.stringify(leadWebhookBody(lead));
  await postWebhook(webhook, deliveryId(lead, 'webhook'), body, { timeoutMs });
}

/** Delivers one lead on one channel; resolves when the receiver accepted it, rejects with an Error whose message holds no secret. */
export async function deliver(
  channel: Channel,
  lead: LeadForDelivery,
  env: DeliveryEnv,
  opts: { timeoutMs?: number } = {},
): Promise<void> {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  try {
    if (channel === 'email') await sendEmail(lead, env, timeoutMs);
    else if (channel === 'webhook') await sendWebhook(lead, env, timeoutMs);
    else throw new Error(`unknown delivery channel: ${String(channel)}`);
  } catch (error) {
    // One more pass over the message, whatever raised it: no secret leaves this function.
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(redact(message, env));
  }
}
