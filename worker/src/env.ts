import type { Channel, DeliveryEnv } from './delivery/index';

/** One (lead, channel) delivery the outbox holds. */
export interface Delivery {
  leadId: string;
  channel: Channel;
}

/**
 * What one queue message asks for: deliver these leads on this channel. A message carries the
 * leads committed together (at most `MESSAGE_MAX_LEADS`), so queue traffic does not grow with
 * the leads; each lead's attempts and dead letter are its own outbox row
 * (docs/lead-delivery.md#outbox).
 */
export interface DeliveryMessage {
  channel: Channel;
  leadIds: string[];
}

/** The Worker's bindings (wrangler.jsonc) and settings, typed once. */
export interface Env extends DeliveryEnv {
  ASSETS: Fetcher;
  DB: D1Database;
  /** One queue per channel (wrangler.jsonc): `queueFor` picks it. */
  EMAIL_QUEUE: Queue<DeliveryMessage>;
  WEBHOOK_QUEUE: Queue<DeliveryMessage>;
  LEAD_RATE_LIMITER?: RateLimit;
  /** Other origins allowed to post (comma-separated); the Worker's own origin always is. */
  LEADS_ALLOWED_ORIGINS?: string;
  /** Where a native post from another origin is sent back to; empty: this origin. */
  LEADS_SITE_URL?: string;
  LEADS_MAX_DB_BYTES?: string;
  LEADS_RETENTION_DAYS?: string;
  LEADS_MAX_ATTEMPTS?: string;
  /** Seconds before the second attempt of a failed delivery (then doubled, up to an hour). */
  LEADS_RETRY_BASE_SECONDS?: string;
  /** Seconds a pending delivery may be overdue before the sweep sends it again. */
  LEADS_SWEEP_GRACE_SECONDS?: string;
  /** 'off' turns the per-client rate limit off (the local test runs). */
  LEADS_RATE_LIMIT?: string;
}
