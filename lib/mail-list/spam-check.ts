import { HONEYPOT_FIELD } from '@/lib/leads/native-post';

/**
 * How long the page has been usable, in ms: the time since navigation started. The intent
 * loader (lib/islands/loader/hold.ts) measures a held native post the same way, so both paths
 * judge a submission on one clock. It slightly over-counts (the page paints a little after
 * navigation starts), which only ever favours a person.
 */
export function msSinceRender(now: () => number = () => performance.now()): number {
  return Math.round(now());
}

export interface SpamSignals {
  /** Sent in ELAPSED_HEADER: the service quarantines a submission sooner than MIN_FILL_MS. */
  elapsedMs: number;
  /** What a bot typed into the honeypot, sent in HONEYPOT_HEADER; absent when empty. */
  honeypot?: string;
}

/**
 * The spam signals an island sends with every submission. They are never a reason not to
 * send: the island always posts and shows the service's real answer, and the service decides
 * (a filled honeypot is dropped with a success answer, a fast one is kept in quarantine).
 * docs/lead-capture.md#no-silent-drops
 */
export function spamSignals(
  form: HTMLFormElement | null,
  elapsedMs: number = msSinceRender(),
): SpamSignals {
  const field = form?.elements.namedItem(HONEYPOT_FIELD);
  const honeypot = field instanceof HTMLInputElement ? field.value : '';
  return honeypot.trim() ? { elapsedMs, honeypot } : { elapsedMs };
}
