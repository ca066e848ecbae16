import { site } from '@/lib/site';
import {
  chatPayloadSchema,
  contactPayloadSchema,
  newsletterPayloadSchema,
  type ContactPayload,
  type MailListPayload,
} from '@/lib/mail-list/schemas';

export const MAIL_LIST_PATH = '/v1/iam/mail-list';
export const REQUEST_TIMEOUT_MS = 10_000;

/** Only whether the response status was successful matters; a timeout counts as a network error. */
export type SubmitResult =
  { ok: true } | { ok: false; error: 'http'; status: number } | { ok: false; error: 'network' };

export interface ClientOptions {
  baseUrl?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/** POSTs one payload as JSON, without auth headers, to {API base}/v1/iam/mail-list. */
export async function postMailList(
  payload: MailListPayload,
  {
    baseUrl = site.apiBaseUrl,
    fetchImpl = fetch,
    timeoutMs = REQUEST_TIMEOUT_MS,
  }: ClientOptions = {},
): Promise<SubmitResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(`${baseUrl}${MAIL_LIST_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    return response.ok ? { ok: true } : { ok: false, error: 'http', status: response.status };
  } catch {
    return { ok: false, error: 'network' };
  } finally {
    clearTimeout(timer);
  }
}

export function subscribeToNewsletter(
  email: string,
  options?: ClientOptions,
): Promise<SubmitResult> {
  return postMailList(newsletterPayloadSchema.parse({ email }), options);
}

export function sendContactInquiry(
  input: ContactPayload,
  options?: ClientOptions,
): Promise<SubmitResult> {
  return postMailList(contactPayloadSchema.parse(input), options);
}

/** What the chat collected; 'Not Provided' or empty answers are left out of the payload. */
export interface ConsultationDraft {
  email: string;
  name?: string;
  company?: string;
  details?: string;
}

export const NOT_PROVIDED = 'Not Provided';

export function chatPayloadFromDraft(draft: ConsultationDraft) {
  const keep = (value?: string) =>
    value && value.trim() && value !== NOT_PROVIDED ? value.trim() : undefined;
  const payload = {
    email: draft.email.trim(),
    first_name: keep(draft.name),
    company: keep(draft.company),
    message: keep(draft.details),
  };
  return chatPayloadSchema.parse(
    Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined)),
  );
}

export function sendChatConsultation(
  draft: ConsultationDraft,
  options?: ClientOptions,
): Promise<SubmitResult> {
  return postMailList(chatPayloadFromDraft(draft), options);
}
