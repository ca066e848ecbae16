/**
 * The D1 queries, with the row shapes they return. A lead and its outbox rows are written in
 * ONE batch (one transaction): a lead is never stored without its deliveries, and the visitor
 * hears 2xx only after that batch committed (docs/lead-delivery.md#outbox).
 */
import { LEAD_SOURCE_KEYS, type LeadSource } from '../../lib/leads/lead-source';
import { LEAD_COLUMNS, PAYLOAD_COLUMNS, SOURCE_COLUMNS } from '../../lib/leads/lead-columns';
import type { Channel, LeadForDelivery } from './delivery/index';
import type { PayloadKind } from '../../lib/leads/payload-schemas';

export { LEAD_COLUMNS };

export type LeadRow = LeadForDelivery & { received_at: string; quarantined: number };

export interface Submission {
  kind: PayloadKind;
  data: Record<string, string | undefined>;
  source: LeadSource;
  quarantined: boolean;
}

/**
 * Stores a submission with one outbox row per channel (none when quarantined), in one batch.
 * Resolves with the new lead's id, or null when it was a newsletter address already on the
 * list (not stored twice). `sizeAfter` is the database's size once committed.
 */
export async function insertLead(
  db: D1Database,
  { kind, data, source, quarantined }: Submission,
  channels: readonly Channel[],
  now = new Date(),
): Promise<{ id: string | null; sizeAfter: number }> {
  const id = crypto.randomUUID();
  const receivedAt = now.toISOString();
  const columns = [
    'id',
    'kind',
    'received_at',
    'quarantined',
    'email_key',
    ...PAYLOAD_COLUMNS,
    ...SOURCE_COLUMNS,
  ];
  const values = [
    id,
    kind,
    receivedAt,
    quarantined ? 1 : 0,
    String(data.email).toLowerCase(),
    ...PAYLOAD_COLUMNS.map((column) => data[column] ?? null),
    ...LEAD_SOURCE_KEYS.map((key) => source[key] ?? null),
  ];
  const insert = db
    .prepare(
      `INSERT INTO leads (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})
       ON CONFLICT DO NOTHING`,
    )
    .bind(...values);
  // The outbox rows, one per channel in one statement, exist only if the lead row does (a fresh
  // id: only if the insert happened).
  const targets = quarantined ? [] : channels;
  const deliveries = targets.length
    ? [
        db
          .prepare(
            `INSERT INTO outbox (lead_id, channel, next_attempt_at, created_at)
             SELECT ?1, value, ?3, ?4 FROM json_each(?2)
             WHERE EXISTS (SELECT 1 FROM leads WHERE id = ?1)`,
          )
          .bind(id, JSON.stringify(targets), now.getTime(), receivedAt),
      ]
    : [];
  const results = await db.batch([insert, ...deliveries]);
  const first = results[0]?.meta;
  return {
    id: first?.changes ? id : null,
    sizeAfter: Number(results.at(-1)?.meta.size_after ?? 0),
  };
}

export async function countSpam(db: D1Database, reason: 'honeypot', now = new Date()) {
  await db
    .prepare(
      `INSERT INTO spam_counts (reason, count, last_at) VALUES (?, 1, ?)
       ON CONFLICT (reason) DO UPDATE SET count = count + 1, last_at = excluded.last_at`,
    )
    .bind(reason, now.toISOString())
    .run();
}

/** Sets the storage bound's flag (the leads_storage_bound trigger refuses inserts while set). */
export async function setStorageFull(db: D1Database, full: boolean) {
  await db
    .prepare('UPDATE housekeeping SET storage_full = ? WHERE id = 1')
    .bind(full ? 1 : 0)
    .run();
}

/** The database's size now, in bytes (D1 reports it with every result). */
export async function databaseSize(db: D1Database): Promise<number> {
  const result = await db.prepare('SELECT storage_full FROM housekeeping WHERE id = 1').run();
  return Number(result.meta.size_after ?? 0);
}

/** A pending delivery with its lead, as the queue consumer reads a whole batch of them. */
export interface PendingDelivery {
  lead: LeadRow;
  attempts: number;
}

/**
 * The deliveries of one channel still pending for these leads, with their leads, in one query
 * (the ids travel as one JSON array: D1 binds at most 100 parameters). A lead that was erased or
 * purged, or a row already delivered or dead, is simply absent.
 */
export async function pendingDeliveries(
  db: D1Database,
  channel: Channel,
  leadIds: readonly string[],
): Promise<Map<string, PendingDelivery>> {
  const { results } = await db
    .prepare(
      `SELECT ${LEAD_COLUMNS.map((column) => `leads.${column}`).join(', ')},
              outbox.attempts AS outbox_attempts
       FROM outbox JOIN leads ON leads.id = outbox.lead_id
       WHERE outbox.channel = ?1 AND outbox.state = 'pending'
         AND outbox.lead_id IN (SELECT value FROM json_each(?2))`,
    )
    .bind(channel, JSON.stringify(leadIds))
    .run<LeadRow & { outbox_attempts: number }>();
  return new Map(
    results.map(({ outbox_attempts, ...lead }) => [
      String(lead.id),
      { lead: lead as LeadRow, attempts: outbox_attempts },
    ]),
  );
}

/** The outcome of one delivery attempt, as the consumer records it. */
export type DeliveryOutcome =
  | { leadId: string; channel: Channel; delivered: true }
  | {
      leadId: string;
      channel: Channel;
      delivered: false;
      error: string;
      dead: boolean;
      nextAttemptAt: number;
    };

/**
 * Records a batch of attempts in one D1 batch of at most two statements per channel (the
 * outcomes travel as JSON, so a batch of any size stays within D1's per-invocation query
 * limit): a delivered row is marked delivered; a failed one stays pending, due again at
 * `nextAttemptAt`, or becomes the dead letter when `dead`.
 */
export async function recordOutcomes(
  db: D1Database,
  outcomes: readonly DeliveryOutcome[],
  now = new Date(),
) {
  const statements = (['email', 'webhook'] as const).flatMap((channel) => {
    const mine = outcomes.filter((outcome) => outcome.channel === channel);
    const delivered = mine.filter((outcome) => outcome.delivered).map(({ leadId }) => leadId);
    const failed = mine.flatMap((outcome) =>
      outcome.delivered
        ? []
        : [
            {
              leadId: outcome.leadId,
              error: outcome.error.slice(0, 500),
              next: outcome.nextAttemptAt,
              dead: outcome.dead ? 1 : 0,
            },
          ],
    );
    return [
      ...(delivered.length
        ? [
            db
              .prepare(
                `UPDATE outbox SET state = 'delivered', attempts = attempts + 1,
                   last_error = NULL, delivered_at = ?1
                 WHERE channel = ?2 AND lead_id IN (SELECT value FROM json_each(?3))`,
              )
              .bind(now.toISOString(), channel, JSON.stringify(delivered)),
          ]
        : []),
      ...(failed.length
        ? [
            db
              .prepare(
                `UPDATE outbox SET attempts = attempts + 1, last_error = failed.error,
                   next_attempt_at = failed.next,
                   state = CASE WHEN failed.dead THEN 'dead' ELSE outbox.state END
                 FROM (SELECT value ->> '$.leadId' AS lead_id, value ->> '$.error' AS error,
                              value ->> '$.next' AS next, value ->> '$.dead' AS dead
                       FROM json_each(?2)) AS failed
                 WHERE outbox.channel = ?1 AND outbox.lead_id = failed.lead_id
                   AND outbox.state = 'pending'`,
              )
              .bind(channel, JSON.stringify(failed)),
          ]
        : []),
    ];
  });
  if (statements.length) await db.batch(statements);
}

/**
 * Pending rows due at least `graceMs` ago: their message was lost (a local restart, a crash
 * between commit and enqueue). Each one's due time moves to now, so the next sweep leaves it
 * to the queue for another grace period.
 */
export async function claimOverdue(
  db: D1Database,
  graceMs: number,
  limit: number,
  now = Date.now(),
) {
  const { results } = await db
    .prepare(
      `UPDATE outbox SET next_attempt_at = ?1
       WHERE rowid IN (SELECT rowid FROM outbox WHERE state = 'pending' AND next_attempt_at <= ?2
                       ORDER BY next_attempt_at LIMIT ?3)
       RETURNING lead_id, channel`,
    )
    .bind(now, now - graceMs, limit)
    .run<{ lead_id: string; channel: Channel }>();
  return results;
}

/** Deletes leads received before `cutoff` with their outbox rows; returns how many leads went. */
export async function purgeBefore(db: D1Database, cutoff: Date) {
  const iso = cutoff.toISOString();
  const [, leads] = await db.batch([
    db
      .prepare('DELETE FROM outbox WHERE lead_id IN (SELECT id FROM leads WHERE received_at < ?)')
      .bind(iso),
    db.prepare('DELETE FROM leads WHERE received_at < ?').bind(iso),
    db
      .prepare('UPDATE housekeeping SET retention_ran_at = ? WHERE id = 1')
      .bind(new Date().toISOString()),
  ]);
  return leads?.meta.changes ?? 0;
}

export async function retentionRanAt(db: D1Database): Promise<string | null> {
  const row = await db
    .prepare('SELECT retention_ran_at FROM housekeeping WHERE id = 1')
    .first<{ retention_ran_at: string | null }>();
  return row?.retention_ran_at ?? null;
}
