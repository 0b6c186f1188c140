/**
 * The day picker works in `Date`s; the site's dates are plain `YYYY-MM-DD` strings. A picker day is a
 * local-midnight stand-in built from and read back to the same local fields, so no browser zone moves
 * a date (Honolulu or Nairobi, the 12th stays the 12th).
 */

/** The picker's stand-in for a date. */
export function pickerDate(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** The plain date a picker day stands for. */
export function dateOf(day: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
