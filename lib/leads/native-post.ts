/**
 * The contract between the site's forms and the mail-list service for what the JSON bodies
 * cannot carry: the spam checks (docs/lead-safety.md#spam-without-a-captcha) and the native
 * post a browser sends without scripts (docs/lead-safety.md#forms-work-without-javascript).
 *
 * - JSON (the islands): the body stays exactly the spec's; the island always sends it and shows
 *   the real answer, telling the service how long the form was open in ELAPSED_HEADER and, when
 *   the honeypot was filled, its value in HONEYPOT_HEADER: the service alone judges
 *   (docs/lead-capture.md#no-silent-drops).
 * - Form-encoded (no JavaScript): the same payload keys as form fields, plus FORM_KIND_FIELD
 *   (which confirmation page to land on), HONEYPOT_FIELD and, when any script ran, ELAPSED_FIELD.
 *   The service answers 303 to NATIVE_POST_PAGES on the configured site URL, never to a URL
 *   taken from the request.
 */

/** A field people never see or hear; bots fill it. Any non-empty value trips the check. */
export const HONEYPOT_FIELD = 'nickname';

/** Milliseconds between the page becoming usable and the submit, when a script could measure it. */
export const ELAPSED_FIELD = 'elapsed_ms';

/** The same figure for JSON posts: the JSON bodies stay exactly as the schemas give them. */
export const ELAPSED_HEADER = 'X-Form-Elapsed-Ms';

/** A filled honeypot on a JSON post (sent only when not empty), so the body stays exact. */
export const HONEYPOT_HEADER = 'X-Form-Honeypot';

/** Which form a native post came from: decides the confirmation page. */
export const FORM_KIND_FIELD = 'form';

/** A person needs longer than this to fill in any of our forms; a faster submit is suspect. */
export const MIN_FILL_MS = 1500;

/** Where a native post lands (paths on the site URL). */
export const NATIVE_POST_PAGES = {
  newsletter: '/newsletter/thank-you',
  contact: '/contact/thank-you',
  failed: '/submission-failed',
} as const;

export type NativeFormKind = 'newsletter' | 'contact';

/**
 * The spam verdict both sides apply. An unknown elapsed time (no script ran, or a JSON client
 * that sent no header) passes the time check: only the honeypot can judge a script-less post.
 */
export function spamVerdict({
  honeypot,
  elapsedMs,
}: {
  honeypot?: string | null;
  elapsedMs?: number | null;
}): 'ok' | 'honeypot' | 'too-fast' {
  if (honeypot && honeypot.trim() !== '') return 'honeypot';
  if (typeof elapsedMs === 'number' && Number.isFinite(elapsedMs) && elapsedMs < MIN_FILL_MS)
    return 'too-fast';
  return 'ok';
}
