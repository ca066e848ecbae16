// TEMPORARY stub of the delivery channels' interface, replaced by the delivery branch
// (worker/src/delivery/): the intake, outbox and queue consumer are written against it.
export interface DeliveryEnv {
  LEADS_SMTP_URL?: string;
  LEADS_NOTIFY_TO?: string;
  LEADS_NOTIFY_FROM?: string;
  LEADS_WEBHOOK_URL?: string;
  LEADS_WEBHOOK_SECRET?: string;
}
export type Channel = 'email' | 'webhook';
/** A stored lead as the channels need it: the row's columns. */
export type LeadForDelivery = Record<string, string | number | null> & {
  id: string;
  kind: string;
  email: string;
};

/** Which channels are configured; throws a clear Error (no secret in it) on a bad configuration. */
export function configuredChannels(env: DeliveryEnv): Channel[] {
  const channels: Channel[] = [];
  if (env.LEADS_SMTP_URL && env.LEADS_NOTIFY_TO) channels.push('email');
  if (env.LEADS_WEBHOOK_URL) {
    if (!env.LEADS_WEBHOOK_SECRET)
      throw new Error('LEADS_WEBHOOK_URL is set: set LEADS_WEBHOOK_SECRET too');
    channels.push('webhook');
  }
  return channels;
}

/** Delivers one lead on one channel (stub: the webhook is posted unsigned, e-mail is refused). */
export async function deliver(
  channel: Channel,
  lead: LeadForDelivery,
  env: DeliveryEnv,
  opts: { timeoutMs?: number } = {},
): Promise<void> {
  if (channel === 'email') throw new Error('e-mail delivery is not built yet');
  const response = await fetch(env.LEADS_WEBHOOK_URL ?? '', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'webhook-id': lead.id },
    body: JSON.stringify(lead),
    signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
  });
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
}
