/**
 * The queue consumer: each message is one (lead, channel) delivery, acked or retried on its own,
 * so one failing receiver never replays or delays the others (docs/lead-delivery.md#retries).
 * The outbox row in D1 is the truth: it counts the attempts, records the last error and, after
 * the last attempt, becomes the dead letter that `npm run leads -- --outbox` shows.
 */
import { deliver } from './delivery/index';
import type { DeliveryMessage, Env } from './env';
import { firstLine } from './errors';
import { backoffSeconds } from './outbox';
import { settingsOf } from './settings';
import { deliveryOf, markDelivered, markFailed } from './store';

/** The queue that receives what the delivery queue gave up on (wrangler.jsonc). */
export const DEAD_LETTER_QUEUE = 'leads-delivery-dead';

/** One attempt's time limit. */
const DELIVERY_TIMEOUT_MS = 10_000;

async function deliverOne(message: Message<DeliveryMessage>, env: Env) {
  const { leadId, channel } = message.body;
  const found = await deliveryOf(env.DB, leadId, channel);
  // Erased, purged, or already delivered by an earlier copy of this message: nothing to do.
  if (!found || found.outbox.state !== 'pending') {
    message.ack();
    return;
  }
  try {
    await deliver(channel, found.lead, env, { timeoutMs: DELIVERY_TIMEOUT_MS });
  } catch (error) {
    const { maxAttempts, retryBaseSeconds } = settingsOf(env);
    const attempts = found.outbox.attempts + 1;
    const dead = attempts >= maxAttempts;
    const delaySeconds = backoffSeconds(attempts, retryBaseSeconds);
    await markFailed(env.DB, leadId, channel, {
      error: firstLine(error),
      dead,
      nextAttemptAt: Date.now() + delaySeconds * 1000,
    });
    if (dead) {
      console.error(
        `leads: ${channel} delivery of lead ${leadId} is dead after ${attempts} attempts`,
      );
      message.ack();
    } else message.retry({ delaySeconds });
    return;
  }
  await markDelivered(env.DB, leadId, channel);
  message.ack();
}

/** What the queue gave up on (its own retry bound): the row becomes a dead letter in D1. */
async function buryOne(message: Message<DeliveryMessage>, env: Env) {
  const { leadId, channel } = message.body;
  await markFailed(env.DB, leadId, channel, {
    error: 'the delivery queue gave up after its retries',
    dead: true,
    nextAttemptAt: Date.now(),
  });
  message.ack();
}

export async function consume(batch: MessageBatch<DeliveryMessage>, env: Env) {
  const handle = batch.queue === DEAD_LETTER_QUEUE ? buryOne : deliverOne;
  await Promise.all(
    batch.messages.map((message) =>
      handle(message, env).catch((error) => {
        // D1 itself failed: try this message again later, the others are unaffected.
        console.error(`leads: handling a delivery failed: ${firstLine(error)}`);
        message.retry({ delaySeconds: settingsOf(env).retryBaseSeconds });
      }),
    ),
  );
}
