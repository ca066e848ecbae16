/**
 * The cron sweep (every minute, wrangler.jsonc): re-enqueue deliveries whose message was lost,
 * re-check the storage bound, and once a day delete leads past retention
 * (docs/lead-delivery.md#the-sweep).
 */
import type { Env } from './env';
import { enqueue } from './outbox';
import { settingsOf } from './settings';
import { claimOverdue, databaseSize, purgeBefore, retentionRanAt, setStorageFull } from './store';

/** Deliveries re-enqueued per sweep at most; the next minute takes the rest. */
const SWEEP_BATCH = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function sweep(env: Env, now = Date.now()) {
  const settings = settingsOf(env);
  const overdue = await claimOverdue(env.DB, settings.sweepGraceSeconds * 1000, SWEEP_BATCH, now);
  if (overdue.length) {
    await enqueue(
      env,
      overdue.map(({ lead_id, channel }) => ({ leadId: lead_id, channel })),
    );
    console.log(`leads: sweep re-enqueued ${overdue.length} pending deliveries`);
  }

  const ranAt = await retentionRanAt(env.DB);
  if (!ranAt || now - Date.parse(ranAt) >= DAY_MS) {
    const purged = await purgeBefore(env.DB, new Date(now - settings.retentionDays * DAY_MS));
    if (purged)
      console.log(`leads: retention (${settings.retentionDays} days) deleted ${purged} leads`);
  }

  // The bound is set by the intake when a write crosses it; erasure and retention free room.
  await setStorageFull(env.DB, (await databaseSize(env.DB)) >= settings.maxDbBytes);
}
