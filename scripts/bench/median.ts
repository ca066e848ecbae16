/** The median of the numbers among `values` (failed runs leave null), or null when none. */
export const median = (values: readonly (number | null | undefined)[]) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  const middle = sorted[mid] ?? 0;
  return sorted.length % 2 ? middle : ((sorted[mid - 1] ?? 0) + middle) / 2;
};
