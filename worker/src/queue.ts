/**
 * The queue consumer. A message names the leads committed together on one channel; each lead's
 * outbox row is the truth: it counts that lead's attempts, records its last error and, after the
 * last attempt, becomes the dead letter that `npm run leads -- --outbox` shows. A message whose
 * leads were all delivered (or are dead) is acked; one with a failure comes back after the
 * backoff and delivers only what is still pending, so a receiver that failed once is not sent
 * the others again. Each channel has its own queue, so a slow webhook never holds back an e-mail
 * (docs/lead-delivery.md#retries). A batch is read from D1 in one query, delivered concurrently
 * and recorded in one D1 batch.
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
/** Attempts in flight at once within a batch (one connection each). */
const DELIVERY_CONCURRENCY = 100;

type Settle = () => void;
type Batch = Message<DeliveryMessage>;

/** Runs `task` on every item, at most `limit` at a time. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** One channel's messages of a batch: delivered, then recorded; returns how each one settles. */
async function deliverChannel(
  channel: Channel,
  messages: Batch[],
  env: Env,
): Promise<{ outcomes: DeliveryOutcome[]; settles: Settle[] }> {
  if (!messages.length) return { outcomes: [], settles: [] };
  // A lead named twice (the sweep re-sent it) is delivered once, for the first message naming it.
  const owner = new Map<string, Batch>();
  for (const message of messages)
    for (const leadId of message.body.leadIds) if (!owner.has(leadId)) owner.set(leadId, message);
  // Erased, purged, already delivered or dead: absent, nothing to do.
  const pending = await pendingDeliveries(env.DB, channel, [...owner.keys()]);
  const { maxAttempts, retryBaseSeconds } = settingsOf(env);

  const outcomes: DeliveryOutcome[] = [];
  const failures: { leadId: string; attempts: number; error: string }[] = [];
  await eachLimited([...pending], DELIVERY_CONCURRENCY, async ([leadId, found]) => {
    try {
      await deliver(channel, found.lead, env, { timeoutMs: DELIVERY_TIMEOUT_MS });
      outcomes.push({ leadId, channel, delivered: true });
    } catch (error) {
      failures.push({ leadId, attempts: found.attempts + 1, error: firstLine(error) });
    }
  });

  // A message comes back once, after the backoff of its most-tried lead still to deliver.
  const retryAfter = new Map<Batch, number>();
  for (const { leadId, attempts } of failures) {
    const message = owner.get(leadId)!;
    if (attempts < maxAttempts)
      retryAfter.set(message, Math.max(retryAfter.get(message) ?? 0, attempts));
  }
  const delayOf = new Map(
    [...retryAfter].map(([message, attempts]) => [
      message,
      backoffSeconds(attempts, retryBaseSeconds),
    ]),
  );
  for (const { leadId, attempts, error } of failures) {
    const dead = attempts >= maxAttempts;
    const delaySeconds = delayOf.get(owner.get(leadId)!) ?? 0;
    outcomes.push({
      leadId,
      channel,
      delivered: false,
      error,
      dead,
      nextAttemptAt: Date.now() + delaySeconds * 1000,
    });
    if (dead)
      console.error(
        `leads: ${channel} delivery of lead ${leadId} is dead after ${attempts} attempts`,
      );
  }
  const settles = messages.map((message): Settle => {
    const delaySeconds = delayOf.get(message);
    return delaySeconds === undefined ? () => message.ack() : () => message.retry({ delaySeconds });
  });
  return { outcomes, settles };
}

/** What the queue gave up on (its own retry bound): the leads still pending become dead letters. */
function buryAll(messages: Batch[]) {
  const outcomes: DeliveryOutcome[] = messages.flatMap(({ body }) =>
    body.leadIds.map((leadId) => ({
      leadId,
      channel: body.channel,
      delivered: false as const,
      error: 'the delivery queue gave up after its retries',
      dead: true,
      nextAttemptAt: Date.now(),
    })),
  );
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
