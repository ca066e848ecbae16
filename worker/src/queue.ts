/**
 * The queue consumer. Each message is one (lead, channel) delivery, acked or retried on its own,
 * so one failing receiver never replays or delays the others; each channel has its own queue, so
 * a slow webhook never holds back an e-mail (docs/lead-delivery.md#retries). A batch is read from
 * D1 in one query, delivered concurrently and recorded in one D1 batch. The outbox row is the
 * truth: it counts the attempts, records the last error and, after the last attempt, becomes the
 * dead letter that `npm run leads -- --outbox` shows.
 */
import { deliver, type Channel } from './delivery/index';
import type { DeliveryMessage, Env } from './env';
import { firstLine } from './errors';
import { backoffSeconds } from './outbox';
import { settingsOf } from './settings';
import { pendingDeliveries, recordOutcomes, type DeliveryOutcome } from './store';

/** The queue that receives what the delivery queues gave up on (wrangler.jsonc). */
export const DEAD_LETTER_QUEUE = 'leads-delivery-dead';

/** One attempt's time limit. */
const DELIVERY_TIMEOUT_MS = 10_000;

type Settle = () => void;

/** One channel's messages of a batch: delivered, then recorded; returns how each one settles. */
async function deliverChannel(
  channel: Channel,
  messages: Message<DeliveryMessage>[],
  env: Env,
): Promise<{ outcomes: DeliveryOutcome[]; settles: Settle[] }> {
  if (!messages.length) return { outcomes: [], settles: [] };
  const pending = await pendingDeliveries(
    env.DB,
    channel,
    messages.map((message) => message.body.leadId),
  );
  const { maxAttempts, retryBaseSeconds } = settingsOf(env);
  const outcomes: DeliveryOutcome[] = [];
  const settles: Settle[] = [];
  // A lead sent twice in one batch (the sweep re-sent it) is delivered once.
  const seen = new Set<string>();
  await Promise.all(
    messages.map(async (message) => {
      const { leadId } = message.body;
      const found = pending.get(leadId);
      // Erased, purged, or already delivered by an earlier copy of this message: nothing to do.
      if (!found || seen.has(leadId)) {
        settles.push(() => message.ack());
        return;
      }
      seen.add(leadId);
      try {
        await deliver(channel, found.lead, env, { timeoutMs: DELIVERY_TIMEOUT_MS });
      } catch (error) {
        const attempts = found.attempts + 1;
        const dead = attempts >= maxAttempts;
        const delaySeconds = backoffSeconds(attempts, retryBaseSeconds);
        outcomes.push({
          leadId,
          channel,
          delivered: false,
          error: firstLine(error),
          dead,
          nextAttemptAt: Date.now() + delaySeconds * 1000,
        });
        if (dead)
          console.error(
            `leads: ${channel} delivery of lead ${leadId} is dead after ${attempts} attempts`,
          );
        settles.push(dead ? () => message.ack() : () => message.retry({ delaySeconds }));
        return;
      }
      outcomes.push({ leadId, channel, delivered: true });
      settles.push(() => message.ack());
    }),
  );
  return { outcomes, settles };
}

/** What the queue gave up on (its own retry bound): the rows become dead letters in D1. */
function buryAll(messages: Message<DeliveryMessage>[]) {
  const outcomes: DeliveryOutcome[] = messages.map(({ body }) => ({
    leadId: body.leadId,
    channel: body.channel,
    delivered: false,
    error: 'the delivery queue gave up after its retries',
    dead: true,
    nextAttemptAt: Date.now(),
  }));
  return { outcomes, settles: messages.map((message) => () => message.ack()) };
}

export async function consume(batch: MessageBatch<DeliveryMessage>, env: Env) {
  const messages = [...batch.messages];
  try {
    const results =
      batch.queue === DEAD_LETTER_QUEUE
        ? [buryAll(messages)]
        : await Promise.all(
            (['email', 'webhook'] as const).map((channel) =>
              deliverChannel(
                channel,
                messages.filter((message) => message.body.channel === channel),
                env,
              ),
            ),
          );
    // Acked only once recorded: a receipt whose mark is lost is delivered again (at least once).
    await recordOutcomes(
      env.DB,
      results.flatMap((result) => result.outcomes),
    );
    for (const settle of results.flatMap((result) => result.settles)) settle();
  } catch (error) {
    // D1 itself failed: the whole batch comes back later; a receipt already made may repeat.
    console.error(`leads: handling a delivery batch failed: ${firstLine(error)}`);
    batch.retryAll({ delaySeconds: settingsOf(env).retryBaseSeconds });
  }
}
