/**
 * Overlap of our working day with a client's (docs/hours.md). Pure arithmetic on minutes: a
 * day is [opens, closes) in local minutes after midnight, placed on UTC by its offset, and the
 * client's day may fall on the day before or after ours.
 */

export interface WorkingDay {
  /** "09:00" */
  opens: string;
  closes: string;
  /** Minutes ahead of UTC: 330 for IST, -300 for New York in winter. */
  utcOffset: number;
}

export interface Overlap {
  /** The shared window in our time and in the client's, as "14:30-18:00". */
  ours: string;
  theirs: string;
  minutes: number;
}

const DAY = 24 * 60;

export function minutesOf(time: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) throw new Error(`expected a time like 09:00, got "${time}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** "870" minutes -> "14:30"; wraps round midnight. */
export function clockOf(minutes: number): string {
  const m = ((minutes % DAY) + DAY) % DAY;
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
}

/** The window both days share, or null when they never meet. */
export function overlapOf(ours: WorkingDay, theirs: WorkingDay): Overlap | null {
  const start = minutesOf(ours.opens) - ours.utcOffset;
  const end = minutesOf(ours.closes) - ours.utcOffset;
  let best: { from: number; to: number } | null = null;
  for (const shift of [-DAY, 0, DAY]) {
    const from = Math.max(start, minutesOf(theirs.opens) - theirs.utcOffset + shift);
    const to = Math.min(end, minutesOf(theirs.closes) - theirs.utcOffset + shift);
    if (to > from && (!best || to - from > best.to - best.from)) best = { from, to };
  }
  if (!best) return null;
  const window = (offset: number) => `${clockOf(best.from + offset)}-${clockOf(best.to + offset)}`;
  return {
    ours: window(ours.utcOffset),
    theirs: window(theirs.utcOffset),
    minutes: best.to - best.from,
  };
}

/** A time of the client's day in ours: 8:00 in New York (UTC-4) is 17:30 IST. */
export function inOurTime(time: string, theirs: number, ours: number): string {
  return clockOf(minutesOf(time) - theirs + ours);
}
