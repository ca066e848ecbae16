import { HONEYPOT_FIELD, spamVerdict } from '@/lib/mail-list/native-post.mjs';

/**
 * How long the page has been usable, in ms: the time since navigation started. The intent
 * loader (lib/islands/loader/hold.ts) measures a held native post the same way, so both paths
 * judge a submission on one clock. It slightly over-counts (the page paints a little after
 * navigation starts), which only ever favours a person.
 */
export function msSinceRender(now: () => number = () => performance.now()): number {
  return Math.round(now());
}

export interface IslandSpamCheck {
  /** True when the submission must not be sent: the island shows its success state instead. */
  tripped: boolean;
  /** What the island tells the service in ELAPSED_HEADER for a genuine submission. */
  elapsedMs: number;
}

/**
 * The island's own spam check at submit time (decisions.md 18): the honeypot the form carries
 * and the time since render. Same verdict as the service's (spamVerdict), so a bot that trips
 * either learns nothing from the answer, and nothing is sent.
 */
export function checkSubmission(
  form: HTMLFormElement,
  elapsedMs = msSinceRender(),
): IslandSpamCheck {
  const honeypot = form.elements.namedItem(HONEYPOT_FIELD);
  const value = honeypot instanceof HTMLInputElement ? honeypot.value : null;
  return { tripped: spamVerdict({ honeypot: value, elapsedMs }) !== 'ok', elapsedMs };
}
