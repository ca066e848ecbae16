/** "2024-01-15" -> "January 15, 2024" (en-US, long month), independent of the machine's time zone. */
export function formatDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
