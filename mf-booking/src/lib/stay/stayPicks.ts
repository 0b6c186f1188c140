/**
 * What the booking calendar lets a guest pick. A stay is `[checkIn, checkOut)`: the nights from
 * check-in to the night before check-out. A booked night (a guest's stay or a host's block, as
 * `GET /api/properties/:id/availability` answers) can never be a check-in or a night of the stay,
 * but a stay may end on the morning another begins. Dates are plain `YYYY-MM-DD` strings.
 */
import { addDays, type BookedRange } from 'contracts';
import { latestCheckOut } from './stayDates';

export interface PickedStay {
  checkIn: string;
  checkOut: string;
}

/** Whether the night that begins on `date` is held by a booked range. */
export function isBookedNight(date: string, booked: readonly BookedRange[]): boolean {
  return booked.some((range) => range.checkIn <= date && date < range.checkOut);
}

/**
 * The last check-out a stay from `checkIn` can have: the morning the next booked range begins, or
 * the API's longest stay, whichever comes first.
 */
export function lastCheckOutFrom(checkIn: string, booked: readonly BookedRange[]): string {
  const longest = latestCheckOut(checkIn);
  const next = booked.find((range) => range.checkIn > checkIn);
  return next && next.checkIn < longest ? next.checkIn : longest;
}

/** Whether `date` can start a stay: SPEC §5's minimum (tomorrow) or later, and a free night. */
function canCheckIn(date: string, minCheckIn: string, booked: readonly BookedRange[]): boolean {
  return date >= minCheckIn && !isBookedNight(date, booked);
}

/** Whether the calendar waits for a check-out (a check-in is picked, a check-out not yet). */
const awaitsCheckOut = (stay: PickedStay) => stay.checkIn !== '' && stay.checkOut === '';

/** Whether `date` ends the stay begun on the awaited check-in: after it, up to the next booked night. */
const endsStay = (date: string, stay: PickedStay, booked: readonly BookedRange[]) =>
  awaitsCheckOut(stay) && date > stay.checkIn && date <= lastCheckOutFrom(stay.checkIn, booked);

/**
 * Whether a day can be picked. The calendar never dead-ends: while a check-out is awaited, the days
 * from the morning after check-in to the first booked night (or the longest stay) end the stay, and
 * every free night elsewhere (before the check-in, past a booked night) starts a new one. Otherwise:
 * any free night from the minimum on.
 */
export function canPick(date: string, stay: PickedStay, minCheckIn: string, booked: readonly BookedRange[]): boolean {
  return endsStay(date, stay, booked) || canCheckIn(date, minCheckIn, booked);
}

/**
 * The stay after the guest picks `date`: the check-out when it can end the awaited stay, else a new
 * check-in (check-out cleared). A day that cannot be picked changes nothing.
 */
export function pickDay(
  date: string,
  stay: PickedStay,
  minCheckIn: string,
  booked: readonly BookedRange[],
): PickedStay {
  if (!canPick(date, stay, minCheckIn, booked)) return stay;
  if (endsStay(date, stay, booked)) return { checkIn: stay.checkIn, checkOut: date };
  return { checkIn: date, checkOut: '' };
}

/** The first day after `date` on which a stay could start, for where the calendar opens. */
export function firstFreeFrom(date: string, booked: readonly BookedRange[], limit = 400): string {
  let day = date;
  for (let i = 0; i < limit && isBookedNight(day, booked); i++) day = addDays(day, 1);
  return day;
}
