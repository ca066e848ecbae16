// @ts-check
/**
 * The outbox and its worker (docs/lead-delivery.md#outbox). A row per lead and channel is
 * written with the lead; the worker inside the service sends due rows, marks a row delivered
 * only after its channel's receipt, and on failure schedules the next attempt with
 * exponential backoff and jitter, until the attempt bound turns it dead. A crash between a
 * receipt and the mark sends that lead again on restart: at least once, never zero times.
 */
import { LEAD_COLUMNS } from './db.mjs';
import { firstLine } from './app.mjs';

/**
 * @typedef {import('./db.mjs').SqliteDatabase} SqliteDatabase
 * @typedef {import('./db.mjs').Channel} Channel
 * @typedef {import('./channels.mjs').DeliveryChannel} DeliveryChannel
 * @typedef {{ id: number; submission_id: number; channel: Channel; attempts: number }} DueRow
 */

/**
 * Delay before attempt `attempts + 1`: base * 2^(attempts-1), capped, of which a random
 * half is taken off so that many failed rows do not all come back at once ("equal jitter").
 * @param {number} attempts Attempts made so far (at least 1).
 * @param {{ baseDelayMs: number; maxDelayMs: number; random?: () => number }} options
 */
export function backoffMs(attempts, { baseDelayMs, maxDelayMs, random = Math.random }) {
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * @param {{
 *   db: SqliteDatabase;
 *   channels: Partial<Record<Channel, DeliveryChannel>>;
 *   maxAttempts: number;
 *   baseDelayMs: number;
 *   maxDelayMs: number;
 *   pollMs?: number;
 *   concurrency?: number;
 *   log?: (message: string) => void;
 * }} options
 */
export function createDeliveryWorker({
  db,
  channels,
  maxAttempts,
  baseDelayMs,
  maxDelayMs,
  pollMs = 1_000,
  concurrency = 4,
  log = (message) => console.error(message),
}) {
  const due = db.prepare(
    `SELECT id, submission_id, channel, attempts FROM outbox
     WHERE state = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`,
  );
  const leadOf = db.prepare(`SELECT ${LEAD_COLUMNS.join(', ')} FROM submissions WHERE id = ?`);
  const delivered = db.prepare(
    `UPDATE outbox SET state = 'delivered', attempts = attempts + 1, delivered_at = ?,
       last_error = NULL WHERE id = ?`,
  );
  const failed = db.prepare(
    `UPDATE outbox SET attempts = ?, last_error = ?, next_attempt_at = ?,
       state = CASE WHEN ? THEN 'dead' ELSE 'pending' END WHERE id = ?`,
  );
  const orphan = db.prepare('DELETE FROM outbox WHERE id = ?');

  /** @type {Set<number>} */
  const inFlight = new Set();
  /** @type {Set<Promise<void>>} */
  const running = new Set();
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  let stopped = false;

  /** @param {DueRow} row */
  async function deliver(row) {
    const lead = /** @type {import('./lead-view.mjs').Row | undefined} */ (
      leadOf.get(row.submission_id)
    );
    if (!lead) {
      // The lead was erased or purged while its delivery waited.
      orphan.run(row.id);
      return;
    }
    const channel = channels[row.channel];
    try {
      if (!channel) throw new Error(`channel ${row.channel} is no longer configured`);
      await channel.send(lead);
      if (db.open) delivered.run(new Date().toISOString(), row.id);
    } catch (error) {
      if (!db.open) return;
      const attempts = row.attempts + 1;
      const dead = attempts >= maxAttempts;
      const next = Date.now() + backoffMs(attempts, { baseDelayMs, maxDelayMs });
      failed.run(attempts, firstLine(error).slice(0, 500), next, dead ? 1 : 0, row.id);
      log(
        `mail-list: ${row.channel} delivery of lead ${row.submission_id} failed (attempt ${attempts}${
          dead ? ', dead-lettered' : ''
        }): ${firstLine(error)}`,
      );
    }
  }

  function tick() {
    timer = undefined;
    if (stopped || !db.open) return;
    const free = concurrency - inFlight.size;
    if (free > 0) {
      const rows = /** @type {DueRow[]} */ (due.all(Date.now(), free + inFlight.size));
      for (const row of rows) {
        if (inFlight.has(row.id) || inFlight.size >= concurrency) continue;
        inFlight.add(row.id);
        const job = deliver(row)
          .catch((error) => log(`mail-list: delivery worker: ${firstLine(error)}`))
          .finally(() => {
            inFlight.delete(row.id);
            running.delete(job);
            wake();
          });
        running.add(job);
      }
    }
    timer = setTimeout(tick, pollMs);
  }

  /** Looks for due rows now (after a commit, or when a delivery ends). */
  function wake() {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, 0);
  }

  return {
    start() {
      stopped = false;
      wake();
    },
    wake,
    /** Stops picking rows and waits (at most `graceMs`) for deliveries under way. */
    async stop(graceMs = 2_000) {
      stopped = true;
      if (timer) clearTimeout(timer);
      await Promise.race([
        Promise.allSettled([...running]),
        new Promise((resolve) => setTimeout(resolve, graceMs).unref()),
      ]);
    },
  };
}

/**
 * The rows still to deliver and the dead ones, with their lead's kind and address.
 * @param {SqliteDatabase} db
 */
export function listOutbox(db) {
  return /** @type {{ id: number; submission_id: number; channel: string; state: string; attempts: number; next_attempt_at: number; last_error: string | null; created_at: string; kind: string; email: string }[]} */ (
    db
      .prepare(
        `SELECT o.id, o.submission_id, o.channel, o.state, o.attempts, o.next_attempt_at,
                o.last_error, o.created_at, s.kind, s.email
         FROM outbox o JOIN submissions s ON s.id = o.submission_id
         WHERE o.state IN ('pending', 'dead') ORDER BY o.state, o.id`,
      )
      .all()
  );
}

/**
 * Puts every dead row back in the queue with a fresh attempt budget; the running service's
 * worker picks them up within its poll interval.
 * @param {SqliteDatabase} db
 * @returns {number} rows re-queued
 */
export function retryDead(db) {
  return db
    .prepare(
      `UPDATE outbox SET state = 'pending', attempts = 0, next_attempt_at = ? WHERE state = 'dead'`,
    )
    .run(Date.now()).changes;
}
