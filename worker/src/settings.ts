import type { Env } from './env';

/** A numeric setting, or its default when unset or not a positive number. */
function numberSetting(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed > 0
    ? parsed
    : fallback;
}

/** The Worker's settings from its vars (wrangler.jsonc), with their defaults. */
export function settingsOf(env: Env) {
  return {
    maxDbBytes: numberSetting(env.LEADS_MAX_DB_BYTES, 256 * 1024 * 1024),
    retentionDays: numberSetting(env.LEADS_RETENTION_DAYS, 365),
    maxAttempts: numberSetting(env.LEADS_MAX_ATTEMPTS, 10),
    retryBaseSeconds: numberSetting(env.LEADS_RETRY_BASE_SECONDS, 10),
    /** A pending delivery this long past due has lost its message: the queue delivers in seconds. */
    sweepGraceSeconds: numberSetting(env.LEADS_SWEEP_GRACE_SECONDS, 60),
    rateLimited: env.LEADS_RATE_LIMIT !== 'off' && env.LEAD_RATE_LIMITER !== undefined,
    /** Other origins allowed to post, normalised; the Worker's own origin always is. */
    allowedOrigins: new Set(
      (env.LEADS_ALLOWED_ORIGINS ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean)
        .map((origin) => new URL(origin).origin),
    ),
    siteUrl: (env.LEADS_SITE_URL ?? '').replace(/\/+$/, ''),
  };
}
