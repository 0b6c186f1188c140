import type { CalendarBlock, HostCalendar } from 'contracts/calendar';
import { addDays, formatStayDate, nightsBetween } from 'contracts';
import { formatBookedRange } from '../../lib/stay/stayDates';

/**
 * A calendar day stands for the night that begins on it: a block or a stay `[checkIn, checkOut)`
 * covers the days from check-in to the day before check-out. Nights are plain `YYYY-MM-DD` strings;
 * the day picker's `Date`s are only their local-midnight stand-ins (built from and read back to the
 * same local fields, so no time zone moves a night).
 */
export type NightKind = 'requested' | 'booked' | 'blocked' | 'imported';

export interface Night {
  kind: NightKind;
  /** The block holding the night (blocked and imported nights). */
  block?: CalendarBlock;
}

/** The picker's stand-in for a night, and the night a picker day stands for (the site's one pair). */
export { pickerDate, dateOf as nightOf } from '../../lib/day-picker/pickerDates';

function* nightsOfStay(checkIn: string, checkOut: string): Generator<string> {
  for (let night = checkIn; night < checkOut; night = addDays(night, 1)) yield night;
}

/** Every taken night of the calendar's window, by night. Bookings win over blocks (they never overlap). */
export function takenNights(calendar: Pick<HostCalendar, 'from' | 'to' | 'blocks' | 'bookings'>): Map<string, Night> {
  const nights = new Map<string, Night>();
  const within = (checkIn: string, checkOut: string) =>
    nightsOfStay(checkIn < calendar.from ? calendar.from : checkIn, checkOut > calendar.to ? calendar.to : checkOut);
  for (const block of calendar.blocks) {
    for (const night of within(block.checkIn, block.checkOut)) {
      nights.set(night, { kind: block.source === 'ical' ? 'imported' : 'blocked', block });
    }
  }
  for (const booking of calendar.bookings) {
    for (const night of within(booking.checkIn, booking.checkOut)) {
      nights.set(night, { kind: booking.status === 'requested' ? 'requested' : 'booked' });
    }
  }
  return nights;
}

/** What the host has picked: free nights to block (first and last night), or one of their blocks. */
export type Selection = { kind: 'free'; first: string; last: string } | { kind: 'block'; block: CalendarBlock } | null;

/**
 * The selection after the host picks `night`: a host block selects the whole block; a free night
 * starts a new range, or ends the one begun with a single night when every night between is free;
 * the single night picked again clears it.
 */
export function nextSelection(current: Selection, night: string, taken: ReadonlyMap<string, Night>): Selection {
  const here = taken.get(night);
  if (here?.kind === 'blocked' && here.block) return { kind: 'block', block: here.block };
  if (here) return null;
  if (current?.kind === 'free' && current.first === current.last) {
    if (night === current.first) return null;
    const [first, last] = night < current.first ? [night, current.first] : [current.first, night];
    const clear = [...nightsOfStay(first, addDays(last, 1))].every((between) => !taken.has(between));
    if (clear) return { kind: 'free', first, last };
  }
  return { kind: 'free', first: night, last: night };
}

/** The block request for a range of free nights (check-out the morning after the last night). */
export const blockOf = (first: string, last: string) => ({ checkIn: first, checkOut: addDays(last, 1) });

/**
 * "12–14 Dec · 3 nights": a range of nights for people, first night to last (the days marked on the
 * grid), from a block's `[checkIn, checkOut)`; one night is "12 Dec · 1 night".
 */
export function describeNights(checkIn: string, checkOut: string): string {
  const nights = nightsBetween(checkIn, checkOut);
  const lastNight = addDays(checkOut, -1);
  const dates =
    nights === 1 ? formatStayDate(checkIn, 'dayMonth') : formatBookedRange({ checkIn, checkOut: lastNight });
  return `${dates} · ${nights} ${nights === 1 ? 'night' : 'nights'}`;
}
