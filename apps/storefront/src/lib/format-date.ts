/** A timestamp as a date and time in the user's language (`2026年3月1日 14:05`, `Mar 1, 2026, 2:05 PM`). */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
