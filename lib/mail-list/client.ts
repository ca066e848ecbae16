import { site } from '@/lib/site';
import { ELAPSED_HEADER, HONEYPOT_HEADER } from '@/lib/leads/native-post';
import { LEAD_SOURCE_HEADER, serializeLeadSource, type LeadSource } from '@/lib/leads/lead-source';
import type { ChatPayload, ContactPayload, MailListPayload } from '@/lib/leads/payload-schemas';
import { checkBeforeSending } from '@/lib/mail-list/pre-send-check';
import { MAIL_LIST_PATH } from '@/lib/leads/endpoint';

export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * The one endpoint URL every caller uses: the islands' JSON requests and, as the forms'
 * `action`, the browser's native post when no script runs.
 */
export function mailListEndpoint(baseUrl: string = site.apiBaseUrl): string {
  return `${baseUrl.replace(/\/+$/, '')}${MAIL_LIST_PATH}`;
}

/**
 * Only whether the response status was successful matters; a timeout counts as a network
 * error. 'invalid' means the payload failed the contract's rules and was never sent (the server
 * would have answered 400), e.g. an address the browser accepts but that has no top-level
 * domain ("me@company").
 */
export type SubmitResult =
  | { ok: true }
  | { ok: false; error: 'http'; status: number }
  | { ok: false; error: 'network' }
  | { ok: false; error: 'invalid'; field: string };

export interface ClientOptions {
  baseUrl?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  /**
   * How long the form was open before the submit: sent in ELAPSED_HEADER so that the body stays
   * exactly the spec's. A fast submit is still sent; the service quarantines it
   * (docs/lead-capture.md#no-silent-drops).
   */
  elapsedMs?: number;
  /** A filled honeypot, sent URL-encoded in HONEYPOT_HEADER; the service judges it. */
  honeypot?: string;
  /**
   * Where the visit began and which page sent the form, in LEAD_SOURCE_HEADER
   * (docs/lead-capture.md#the-leads-source).
   */
  leadSource?: LeadSource;
}

/** The longest honeypot value sent: enough to count a bot, never a payload of its own. */
const HONEYPOT_HEADER_MAX = 100;

/** The request headers of one submission: the body's type and the signals beside the body. */
export function submissionHeaders({
  elapsedMs,
  honeypot,
  leadSource,
}: Pick<ClientOptions, 'elapsedMs' | 'honeypot' | 'leadSource'>): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (elapsedMs !== undefined) headers[ELAPSED_HEADER] = String(Math.round(elapsedMs));
  // URL-encoded: a header value must be Latin-1, and a bot may type anything.
  if (honeypot)
    headers[HONEYPOT_HEADER] = encodeURIComponent(honeypot.slice(0, HONEYPOT_HEADER_MAX));
  const source = leadSource ? serializeLeadSource(leadSource) : '';
  if (source) headers[LEAD_SOURCE_HEADER] = source;
  return headers;
}

/** POSTs one payload as JSON, without auth headers or cookies, to {API base}/v1/iam/mail-list. */
export async function postMailList(
  payload: MailListPayload,
  {
    baseUrl = site.apiBaseUrl,
    fetchImpl = fetch,
    timeoutMs = REQUEST_TIMEOUT_MS,
    ...signals
  }: ClientOptions = {},
): Promise<SubmitResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const headers = submissionHeaders(signals);
    const response = await fetchImpl(mailListEndpoint(baseUrl), {
      method: 'POST',
      headers,
      body: JSON.stringify(payload),
      credentials: 'omit',
      cache: 'no-store',
      signal: controller.signal,
    });
    // The body is never read: release the connection instead of leaving the stream open.
    response.body?.cancel().catch(() => {});
    return response.ok ? { ok: true } : { ok: false, error: 'http', status: response.status };
  } catch {
    return { ok: false, error: 'network' };
  } finally {
    clearTimeout(timer);
  }
}

/** Checks with the contract's rules, then posts; a payload that fails is not sent. */
async function checkAndPost(
  kind: 'newsletter' | 'contact',
  payload: MailListPayload,
  options?: ClientOptions,
): Promise<SubmitResult> {
  const checked = checkBeforeSending(kind, payload);
  if (!checked.ok) return { ok: false, error: 'invalid', field: checked.field };
  return postMailList(checked.data, options);
}

/** Home and blog newsletter forms: `{ email }`. */
export function subscribeToNewsletter(
  email: string,
  options?: ClientOptions,
): Promise<SubmitResult> {
  return checkAndPost('newsletter', { email }, options);
}

/** The contact form: every field, optional ones as empty strings. */
export function sendContactInquiry(
  input: ContactPayload,
  options?: ClientOptions,
): Promise<SubmitResult> {
  return checkAndPost('contact', input, options);
}

/** What the chat collected; 'Not Provided' or empty answers are left out of the payload. */
export interface ConsultationDraft {
  email: string;
  name?: string;
  company?: string;
  details?: string;
}

export const NOT_PROVIDED = 'Not Provided';

function answered(value?: string): string | undefined {
  const trimmed = value?.trim();
  return trimmed && trimmed !== NOT_PROVIDED ? trimmed : undefined;
}

/**
 * The chat's payload (docs/lead-safety.md#the-chat-sends-what-it-collected):
 * email plus name, company and details mapped to the
 * contact form's first_name, company and message. Throws when the payload is invalid (an
 * address the contract refuses); the chat only gets here after its own email check.
 */
export function chatPayloadFromDraft(draft: ConsultationDraft): ChatPayload {
  const payload: Record<string, string> = { email: draft.email.trim() };
  const optional = {
    first_name: answered(draft.name),
    company: answered(draft.company),
    message: answered(draft.details),
  };
  for (const [key, value] of Object.entries(optional)) if (value) payload[key] = value;
  const checked = checkBeforeSending('chat', payload as ChatPayload);
  if (!checked.ok) throw new Error(`chat payload: invalid ${checked.field}`);
  return checked.data;
}

/** The chat's consultation request; resolves to 'invalid' rather than throwing. */
export function sendChatConsultation(
  draft: ConsultationDraft,
  options?: ClientOptions,
): Promise<SubmitResult> {
  let payload: ChatPayload;
  try {
    payload = chatPayloadFromDraft(draft);
  } catch {
    return Promise.resolve({ ok: false, error: 'invalid', field: 'email' });
  }
  return postMailList(payload, options);
}
