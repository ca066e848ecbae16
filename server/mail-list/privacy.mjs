// @ts-check
/**
 * What the service keeps about a person, and for how long (docs/lead-delivery.md#retention and
 * docs/lead-delivery.md#one-persons-data): the retention purge, the subject-access export and
 * the erasure, each over the leads and their outbox rows together.
 */
import { LEAD_COLUMNS } from './db.mjs';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes every lead received more than `days` days before `now`, with its outbox rows, in
 * one transaction.
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {number} days
 * @param {number} [now]
 * @returns {{ leads: number; deliveries: number }}
 */
export function purgeExpired(db, days, now = Date.now()) {
  const cutoff = new Date(now - days * DAY_MS).toISOString();
  return db.transaction(() => {
    const deliveries = db
      .prepare(
        `DELETE FROM outbox WHERE submission_id IN
           (SELECT id FROM submissions WHERE received_at < ?)`,
      )
      .run(cutoff).changes;
    const leads = db.prepare('DELETE FROM submissions WHERE received_at < ?').run(cutoff).changes;
    return { leads, deliveries };
  })();
}

/** @param {string} email */
const keyOf = (email) => email.trim().toLowerCase();

/**
 * Everything stored for an address (any case): its leads, quarantined or not, with every
 * column, and the deliveries of each.
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {string} email
 */
export function personData(db, email) {
  const leads = /** @type {Record<string, string | number | null>[]} */ (
    db
      .prepare(`SELECT ${LEAD_COLUMNS.join(', ')} FROM submissions WHERE email_key = ? ORDER BY id`)
      .all(keyOf(email))
  );
  const deliveries = db.prepare(
    `SELECT channel, state, attempts, last_error, created_at, delivered_at
     FROM outbox WHERE submission_id = ? ORDER BY id`,
  );
  return leads.map((lead) => ({ ...lead, deliveries: deliveries.all(lead.id) }));
}

/**
 * Deletes every lead of an address and their outbox rows, then checkpoints the WAL so the
 * deleted rows leave the log as well as the main file.
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {string} email
 * @returns {{ leads: number; deliveries: number }}
 */
export function erasePerson(db, email) {
  const counts = db.transaction(() => {
    const deliveries = db
      .prepare(
        'DELETE FROM outbox WHERE submission_id IN (SELECT id FROM submissions WHERE email_key = ?)',
      )
      .run(keyOf(email)).changes;
    const leads = db
      .prepare('DELETE FROM submissions WHERE email_key = ?')
      .run(keyOf(email)).changes;
    return { leads, deliveries };
  })();
  db.pragma('wal_checkpoint(TRUNCATE)');
  return counts;
}

/**
 * Purges at once and then every day, for as long as the service runs.
 * @param {import('./db.mjs').SqliteDatabase} db
 * @param {number} days
 * @param {(message: string) => void} log
 */
export function scheduleRetention(db, days, log) {
  const run = () => {
    try {
      const { leads, deliveries } = purgeExpired(db, days);
      if (leads || deliveries)
        log(`mail-list: retention (${days} days) purged ${leads} leads, ${deliveries} outbox rows`);
    } catch (error) {
      log(`mail-list: retention purge failed: ${String(error).split('\n')[0]}`);
    }
  };
  run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
