/**
 * From the outbox to the queue: one message per (lead, channel), sent after the lead's batch
 * committed. A message that is lost (a local restart, a crash before the send) is not a lost
 * lead: the row is still pending in D1 and the scheduled sweep sends it again
 * (docs/lead-delivery.md#outbox).
 */
import type { Channel } from './delivery/index';
import type { DeliveryMessage, Env } from './env';
import { firstLine } from './errors';

/** A queue accepts at most 100 messages in one sendBatch. */
const SEND_BATCH_MAX = 100;

export async function enqueue(env: Env, messages: DeliveryMessage[]) {
  for (let i = 0; i < messages.length; i += SEND_BATCH_MAX)
    await env.DELIVERY_QUEUE.sendBatch(
      messages.slice(i, i + SEND_BATCH_MAX).map((body) => ({ body, contentType: 'json' })),
    );
}

/** Enqueues a new lead's deliveries; a failure is logged and left to the sweep. */
export async function enqueueLead(env: Env, leadId: string, channels: readonly Channel[]) {
  try {
    await enqueue(
      env,
      channels.map((channel) => ({ leadId, channel })),
    );
  } catch (error) {
    console.error(`leads: enqueueing a delivery failed, the sweep sends it: ${firstLine(error)}`);
  }
}

/**
 * Seconds before the next attempt after `attempts` failed ones: base * 2^(attempts-1), at most
 * an hour, of which a random half is taken off so that rows failing together spread out.
 */
export function backoffSeconds(attempts: number, baseSeconds: number, random = Math.random) {
  const ceiling = Math.min(3600, baseSeconds * 2 ** Math.max(0, attempts - 1));
  return Math.max(1, Math.round(ceiling / 2 + (random() * ceiling) / 2));
}
