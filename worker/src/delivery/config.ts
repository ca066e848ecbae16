/**
 * The delivery channels' settings (LEADS_*), parsed once per env and refused with a message
 * that names the variable and never its value: an SMTP password or a webhook secret must not
 * reach a log, a row or the CLI (docs/lead-delivery.md#delivery-settings).
 */
import { z } from 'zod';

export interface DeliveryEnv {
  LEADS_SMTP_URL?: string;
  LEADS_NOTIFY_TO?: string;
  LEADS_NOTIFY_FROM?: string;
  LEADS_WEBHOOK_URL?: string;
  LEADS_WEBHOOK_SECRET?: string;
}

export interface Mailbox {
  /** The bare address, for the SMTP envelope. */
  address: string;
  /** The display name, if the setting gave one ("Website leads <leads@example.com>"). */
  name?: string;
}

export interface EmailSettings {
  host: string;
  port: number;
  /** smtps://: TLS from the first byte (port 465). */
  implicitTls: boolean;
  /** smtp:// to a host other than loopback: refuse to send unless the server offers STARTTLS. */
  requireStartTls: boolean;
  auth?: { user: string; pass: string };
  to: Mailbox[];
  from: Mailbox;
}

export interface WebhookSettings {
  url: string;
  /** The HMAC key: the secret after `whsec_`, base64-decoded. */
  key: Uint8Array<ArrayBuffer>;
}

export interface DeliverySettings {
  email: EmailSettings | null;
  webhook: WebhookSettings | null;
}

export const DEFAULT_FROM = 'Website leads <leads@localhost>';
/** Workers cannot open port 25, so plain smtp:// means submission (587), smtps:// means 465. */
const DEFAULT_PORT = { 'smtp:': 587, 'smtps:': 465 } as const;
/**
 * Standard Webhooks asks for a key of 24 to 64 random bytes; a shorter one is guessable,
 * a longer one is a sign that something else was pasted.
 */
export const SECRET_MIN_BYTES = 24;
export const SECRET_MAX_BYTES = 64;
const SECRET_PREFIX = 'whsec_';

/** Hosts that never leave the machine: plain transport to them is fine (the local sinks). */
export function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** The configuration is wrong: the message names the variable and what is expected. */
export class DeliveryConfigError extends Error {
  override name = 'DeliveryConfigError';
}

/**
 * An address for the SMTP envelope: an atom-text local part and a host name, which may be a
 * single label (`leads@localhost`, the local default), and nothing that could end a line or a
 * command (no spaces, angle brackets or quotes).
 */
const addressSchema = z
  .string()
  .regex(
    /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/,
  );
const MAILBOX = /^\s*(?:(?<name>[^<>]*?)\s*<(?<angle>[^<>]+)>|(?<bare>[^<>\s]+))\s*$/;

function parseMailbox(value: string, variable: string): Mailbox {
  const match = MAILBOX.exec(value);
  const address = match?.groups?.angle ?? match?.groups?.bare ?? '';
  // A line break would start a new header line: addresses and names are one line each.
  if (/[\r\n]/.test(value) || !addressSchema.safeParse(address).success)
    throw new DeliveryConfigError(
      `${variable} must be an e-mail address or "Name <address>" (one line)`,
    );
  const name = match?.groups?.name?.replace(/^"|"$/g, '').trim();
  return name ? { address, name } : { address };
}

function parseUrl(value: string, variable: string): URL {
  const parsed = z.url().safeParse(value);
  if (!parsed.success) throw new DeliveryConfigError(`${variable} is not a valid URL`);
  return new URL(parsed.data);
}

function emailSettings(env: DeliveryEnv): EmailSettings | null {
  const smtpUrl = env.LEADS_SMTP_URL?.trim() ?? '';
  const to = env.LEADS_NOTIFY_TO?.trim() ?? '';
  if (!smtpUrl && !to) return null;
  if (!smtpUrl || !to)
    throw new DeliveryConfigError(
      'LEADS_SMTP_URL and LEADS_NOTIFY_TO turn e-mail on together: set both or neither',
    );
  const url = parseUrl(smtpUrl, 'LEADS_SMTP_URL');
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new DeliveryConfigError('LEADS_SMTP_URL must start with smtp:// or smtps://');
  if (!url.hostname) throw new DeliveryConfigError('LEADS_SMTP_URL has no host');
  const implicitTls = url.protocol === 'smtps:';
  const user = decodeUserInfo(url.username);
  const pass = decodeUserInfo(url.password);
  if (Boolean(user) !== Boolean(pass))
    throw new DeliveryConfigError('LEADS_SMTP_URL has a user without a password, or the reverse');
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : DEFAULT_PORT[url.protocol],
    implicitTls,
    requireStartTls: !implicitTls && !isLoopback(url.hostname),
    ...(user ? { auth: { user, pass } } : {}),
    to: to.split(',').map((item) => parseMailbox(item, 'LEADS_NOTIFY_TO')),
    from: parseMailbox(env.LEADS_NOTIFY_FROM?.trim() || DEFAULT_FROM, 'LEADS_NOTIFY_FROM'),
  };
}

function decodeUserInfo(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new DeliveryConfigError('LEADS_SMTP_URL has a badly percent-encoded user or password');
  }
}

function decodeSecret(secret: string): Uint8Array<ArrayBuffer> {
  const encoded = secret.slice(SECRET_PREFIX.length);
  const wellFormed =
    secret.startsWith(SECRET_PREFIX) &&
    encoded.length % 4 === 0 &&
    /^[A-Za-z0-9+/]+={0,2}$/.test(encoded);
  const key = wellFormed ? Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0)) : null;
  if (!key || key.length < SECRET_MIN_BYTES || key.length > SECRET_MAX_BYTES)
    throw new DeliveryConfigError(
      `LEADS_WEBHOOK_SECRET must be whsec_ followed by ${SECRET_MIN_BYTES} to ${SECRET_MAX_BYTES} random bytes in base64 ` +
        "(for example: node -e \"console.log('whsec_' + crypto.randomBytes(32).toString('base64'))\")",
    );
  return key;
}

function webhookSettings(env: DeliveryEnv): WebhookSettings | null {
  const rawUrl = env.LEADS_WEBHOOK_URL?.trim() ?? '';
  if (!rawUrl) return null;
  const url = parseUrl(rawUrl, 'LEADS_WEBHOOK_URL');
  if (url.username || url.password)
    throw new DeliveryConfigError(
      'LEADS_WEBHOOK_URL must not contain a user name or password: the receiver checks the ' +
        'signature made with LEADS_WEBHOOK_SECRET instead',
    );
  const https = url.protocol === 'https:';
  if (!https && !(url.protocol === 'http:' && isLoopback(url.hostname)))
    throw new DeliveryConfigError(
      'LEADS_WEBHOOK_URL must be an https:// URL (plain http:// only to this machine)',
    );
  const secret = env.LEADS_WEBHOOK_SECRET?.trim() ?? '';
  if (!secret)
    throw new DeliveryConfigError('LEADS_WEBHOOK_URL is set: set LEADS_WEBHOOK_SECRET too');
  return { url: url.href, key: decodeSecret(secret) };
}

/**
 * Settings parsed once per env object (an isolate passes the same one to every request), not
 * on every submission and delivery. A bad configuration is not cached: it throws every time.
 */
const parsedSettings = new WeakMap<DeliveryEnv, DeliverySettings>();

/** Both channels' settings; a channel that is not configured is null. Throws DeliveryConfigError. */
export function readDeliverySettings(env: DeliveryEnv): DeliverySettings {
  let settings = parsedSettings.get(env);
  if (!settings) {
    settings = { email: emailSettings(env), webhook: webhookSettings(env) };
    parsedSettings.set(env, settings);
  }
  return settings;
}

/**
 * Text fit for a log line: the user and password of any URL, `whsec_` secrets and every secret
 * value of `env` (the SMTP password, the webhook secret) replaced by `***`.
 */
export function redact(text: string, env: DeliveryEnv = {}): string {
  let safe = text
    .replace(/([a-z][a-z0-9+.-]*:\/\/)[^\s/@]*@/gi, '$1***@')
    .replace(/whsec_[A-Za-z0-9+/=]+/g, 'whsec_***');
  const secrets = [env.LEADS_WEBHOOK_SECRET?.trim(), smtpPassword(env.LEADS_SMTP_URL)];
  for (const secret of secrets)
    if (secret && secret.length >= 4) safe = safe.split(secret).join('***');
  return safe;
}

function smtpPassword(smtpUrl: string | undefined): string | undefined {
  try {
    return smtpUrl ? decodeURIComponent(new URL(smtpUrl).password) || undefined : undefined;
  } catch {
    return undefined;
  }
}
