/**
 * The webhook, signed as the Standard Webhooks specification says (docs/lead-delivery.md#webhook):
 * `webhook-id` (the idempotency key, the same on every retry), `webhook-timestamp` (Unix seconds
 * at send time) and `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, keyed
 * with the base64-decoded secret. WebCrypto only, so it runs in the Worker as in Node.
 */
import type { WebhookSettings } from './config';
import { base64 } from './mime';

export class WebhookError extends Error {
  override name = 'WebhookError';
}

const encoder = new TextEncoder();
/** Keys imported once per secret: deliveries in one isolate share them. */
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  const cacheKey = base64(secret);
  let key = keys.get(cacheKey);
  if (!key) {
    key = crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    keys.set(cacheKey, key);
  }
  return key;
}

/** `v1,<base64>`: the signature over `${id}.${timestamp}.${body}`. */
export async function signWebhook(
  secret: Uint8Array<ArrayBuffer>,
  id: string,
  timestamp: number,
  body: string,
): Promise<string> {
  const signed = encoder.encode(`${id}.${timestamp}.${body}`);
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(secret), signed);
  return `v1,${base64(new Uint8Array(mac))}`;
}

/** The headers of one attempt, the timestamp taken now. */
export async function webhookHeaders(
  secret: Uint8Array<ArrayBuffer>,
  id: string,
  body: string,
  now = Date.now(),
): Promise<Record<string, string>> {
  const timestamp = Math.floor(now / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': 'leads-worker',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': await signWebhook(secret, id, timestamp, body),
  };
}

/** Posts `body` once; resolves on a 2xx answer, rejects on anything else or after `timeoutMs`. */
export async function postWebhook(
  settings: WebhookSettings,
  id: string,
  body: string,
  { timeoutMs }: { timeoutMs: number },
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(settings.url, {
      method: 'POST',
      headers: await webhookHeaders(settings.key, id, body),
      body,
      // A redirect is not a receipt: the receiver has to answer 2xx itself.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new WebhookError(`the webhook did not answer within ${timeoutMs} ms`);
    throw new WebhookError(`the webhook request failed: ${(error as Error).message}`);
  }
  await response.body?.cancel().catch(() => {});
  if (response.status < 200 || response.status > 299)
    throw new WebhookError(`the webhook answered ${response.status}`);
}
