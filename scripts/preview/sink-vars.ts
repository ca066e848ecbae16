// The Worker's settings for a run whose leads go to local sinks (the mail catcher and a webhook
// receiver on loopback): the load benchmark and the Worker's delivery tests.

/**
 * Both channels on: e-mail through the SMTP server at `smtpUrl` to sales@example.com, webhooks
 * to `webhook.url` signed with `webhook.secret`. The rate limit is off: these runs post far
 * more than any one client may.
 */
export const sinkVars = (smtpUrl: string, webhook: { url: string; secret: string }) => ({
  LEADS_SMTP_URL: smtpUrl,
  LEADS_NOTIFY_TO: 'sales@example.com',
  LEADS_WEBHOOK_URL: webhook.url,
  LEADS_WEBHOOK_SECRET: webhook.secret,
  LEADS_RATE_LIMIT: 'off',
});
