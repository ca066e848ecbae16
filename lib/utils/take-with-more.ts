/** The first `limit` items of a list and how many were left out, for "+N more" chips. */
export interface TakeWithMore<T> {
  visible: T[];
  /** How many items were left out (0 when the whole list fits). */
  hiddenCount: number;
  /** "+N more", or null when nothing was left out. */
  moreLabel: string | null;
}

/** Cards and heroes show a fixed number of items and count the rest ("+6 more"). */
export function takeWithMore<T>(items: readonly T[], limit: number): TakeWithMore<T> {
  if (!Number.isInteger(limit) || limit < 0) {
    throw new RangeError(`limit must be a whole number of 0 or more, got ${limit}`);
  }
  const visible = items.slice(0, limit);
  const hiddenCount = items.length - visible.length;
  return { visible, hiddenCount, moreLabel: hiddenCount > 0 ? `+${hiddenCount} more` : null };
}
