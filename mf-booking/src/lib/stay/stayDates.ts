/**
 * Stay dates are plain calendar dates (`YYYY-MM-DD`) in Nairobi, held as strings from
 * `<input type="date">` to the payload. The dates themselves (checking, day arithmetic, printing) are
 * the shared stay-date module the API uses too; this is what the booking forms add to it.
 */
import { addDays, formatStayRange, isStayDate, nairobiDate, nightsBetween, type BookedRange } from 'contracts';
import { MAX_STAY_NIGHTS } from 'contracts/booking-rules';

/** Today's date in Nairobi, whatever the browser's zone. */
export function todayInNairobi(now: number = Date.now()): string {
  return nairobiDate(now);
}

/** SPEC §5: the date inputs' minimum is tomorrow (Nairobi). */
export function tomorrowInNairobi(now: number = Date.now()): string {
  return addDays(todayInNairobi(now), 1);
}

/**
 * SPEC §9: nights = whole days between the two dates, rounded up. Plain calendar dates are always
 * whole days apart, so the ceiling never changes them; it is kept so the rule reads as written.
 * Null when the stay is not a valid range yet.
 */
export function stayNights(checkIn: string, checkOut: string): number | null {
  if (!isStayDate(checkIn) || !isStayDate(checkOut)) return null;
  const nights = Math.ceil(nightsBetween(checkIn, checkOut));
  return nights > 0 ? nights : null;
}

/** SPEC §9: total = nights × nightly price, whole KSh (`contracts`). */
export { stayTotal } from 'contracts';

/** The latest check-out the API accepts for a check-in (a stay is at most MAX_STAY_NIGHTS). */
export function latestCheckOut(checkIn: string): string {
  return addDays(checkIn, MAX_STAY_NIGHTS);
}

/**
 * Noon in Nairobi as the API reads it. The stay's "12:00 local time" is the property's local time:
 * a browser-local `new Date(y, m - 1, d, 12)` lands on the next Nairobi day for a guest in
 * UTC-9 or further west (Hawaii, Alaska), so the instant is written from the string instead.
 */
const NOON_IN_NAIROBI = 'T12:00:00+03:00';
const NOON_IN_NAIROBI_AS_UTC = 'T09:00:00.000Z';

/** SPEC §5/§7 (home dialog): the dates go out as timestamps at 12:00 local time. */
export function noonTimestamp(date: string): string {
  return `${date}${NOON_IN_NAIROBI}`;
}

/** SPEC §7 (detail form): ISO timestamps, as `toISOString()` writes them (UTC, `Z`). */
export function noonIsoTimestamp(date: string): string {
  return `${date}${NOON_IN_NAIROBI_AS_UTC}`;
}

/** A booked range for people: "12–15 Dec", "30 Nov – 2 Dec", "30 Dec 2025 – 2 Jan 2026". */
export const formatBookedRange = ({ checkIn, checkOut }: BookedRange): string => formatStayRange(checkIn, checkOut);

/**
 * The booked stay a chosen stay collides with, if any. Both are half-open `[checkIn, checkOut)`:
 * a new stay may begin on the day another ends. Plain `YYYY-MM-DD` strings compare as dates.
 */
export function overlappingStay(checkIn: string, checkOut: string, booked: readonly BookedRange[]) {
  return booked.find((range) => checkIn < range.checkOut && range.checkIn < checkOut);
}
