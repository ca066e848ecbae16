/**
 * From the outbox to the queues: each channel's deliveries travel on that channel's queue, the
 * leads committed together in one message, sent after their batches committed. A message that is lost (a local restart, a crash before the
 * send) is not a lost lead: the row is still pending in D1 and the scheduled sweep sends it
 * again (docs/lead-delivery.md#outbox).
 */
import type { Channel } from './delivery/index';
import type { Delivery, DeliveryMessage, Env } from './env';
import { firstLine } from './errors';

/** A queue accepts at most 100 messages in one sendBatch. */
const SEND_BATCH_MAX = 100;
/**
 * Leads in one message at most: bounds one consumer batch's work (wrangler.jsonc sets the
 * messages per batch) and keeps a message far below the queue's 128 KB.
 */
export const MESSAGE_MAX_LEADS = 50;

/** One channel's deliveries as messages of at most `MESSAGE_MAX_LEADS` leads each. */
export function messagesOf(deliveries: readonly Delivery[]): DeliveryMessage[] {
  const messages: DeliveryMessage[] = [];
  for (const channel of ['email', 'webhook'] as const) {
    const leadIds = deliveries.filter((d) => d.channel === channel).map((d) => d.leadId);
    for (let i = 0; i < leadIds.length; i += MESSAGE_MAX_LEADS)
      messages.push({ channel, leadIds: leadIds.slice(i, i + MESSAGE_MAX_LEADS) });
  }
  return messages;
}

/** The queue that carries one channel's deliveries. */
export const queueFor = (env: Env, channel: Channel) =>
  channel === 'email' ? env.EMAIL_QUEUE : env.WEBHOOK_QUEUE;

/** Sends deliveries to their channels' queues (both channels at once). */
export async function enqueue(env: Env, deliveries: readonly Delivery[]) {
  const messages = messagesOf(deliveries);
  await Promise.all(
    (['email', 'webhook'] as const).map(async (channel) => {
      const mine = messages.filter((message) => message.channel === channel);
      for (let i = 0; i < mine.length; i += SEND_BATCH_MAX)
        await queueFor(env, channel).sendBatch(
          mine.slice(i, i + SEND_BATCH_MAX).map((body) => ({ body, contentType: 'json' })),
        );
    }),
  );
}

/**
 * Deliveries of committed leads not yet handed to the queues, from every request this isolate
 * serves. One send carries all that arrived while the previous one was in flight, so under load
 * the queue calls do not grow with the leads (docs/lead-delivery.md#outbox).
 */
const waiting: Delivery[] = [];
/** When the drain in flight started; 0 when none is. */
let drainingSince = 0;
/** One request's drain stops after this long and leaves the rest to the next request's. */
const DRAIN_BUDGET_MS = 5_000;
/**
 * A drain older than this is taken for dead (the runtime ends `waitUntil` work after 30 s, and a
 * cancelled drain never reaches its `finally`): the next request starts another.
 */
const DRAIN_STALE_MS = 35_000;

async function drain(env: Env) {
  const startedAt = Date.now();
  try {
    while (waiting.length && Date.now() - startedAt < DRAIN_BUDGET_MS) {
      try {
        await enqueue(env, waiting.splice(0, waiting.length));
      } catch (error) {
        console.error(
          `leads: enqueueing deliveries failed, the sweep sends them: ${firstLine(error)}`,
        );
      }
    }
  } finally {
    drainingSince = 0;
  }
}

/**
 * Hands a committed lead's deliveries to the queues, after the answer, on this request's
 * `waitUntil`. No request waits for another's send: a message that never reaches a queue (a
 * failed send, an isolate that went away) is still a pending row, and the sweep sends it.
 */
export function enqueueLead(
  ctx: Pick<ExecutionContext, 'waitUntil'>,
  env: Env,
  leadId: string,
  channels: readonly Channel[],
) {
  for (const channel of channels) waiting.push({ leadId, channel });
  if (drainingSince && Date.now() - drainingSince < DRAIN_STALE_MS) return;
  drainingSince = Date.now();
  ctx.waitUntil(drain(env));
}

/**
 * Seconds before the next attempt after `attempts` failed ones: base * 2^(attempts-1), at most
 * an hour, of which a random half is taken off so that rows failing together spread out.
 */
export function backoffSeconds(attempts: number, baseSeconds: number, random = Math.random) {
  const ceiling = Math.min(3600, baseSeconds * 2 ** Math.max(0, attempts - 1));
  return Math.max(1, Math.round(ceiling / 2 + (random() * ceiling) / 2));
}
