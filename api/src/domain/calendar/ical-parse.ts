/**
 * Reading another platform's iCal feed into the nights it blocks, with ical.js. Runs in a worker
 * thread (plugins/feed-parser.ts), never on the API's event loop: a feed is a host's input of up to
 * ICAL_MAX_BYTES, and reading one is CPU work.
 */
import ICAL from 'ical.js';
import { ICAL_MAX_EVENTS, calendarMessages } from 'contracts/calendar';
import { MAX_BOOKING_AHEAD_MONTHS, addDays, nairobiDate } from 'contracts';
import { FeedError } from './ical-fetch';

export interface FeedEvent {
  uid: string;
  checkIn: string;
  checkOut: string;
}

/** Occurrences of one recurring event at most. */
const MAX_OCCURRENCES = 400;

/** The calendar date of an iCal time: an all-day date as written, a date-time in Nairobi. */
function dateOf(time: ICAL.Time): string {
  return time.isDate ? time.toString().slice(0, 10) : nairobiDate(time.toJSDate());
}

/**
 * The nights an event covers, `[checkIn, checkOut)`: from the start's date to the end's date (a
 * date-time ending on a morning leaves that day's night free, as a check-out does), at least one.
 */
function nightsOf(start: ICAL.Time, end: ICAL.Time | null): { checkIn: string; checkOut: string } {
  const checkIn = dateOf(start);
  const checkOut = end ? dateOf(end) : addDays(checkIn, 1);
  return { checkIn, checkOut: checkOut > checkIn ? checkOut : addDays(checkIn, 1) };
}

function isCancelled(component: ICAL.Component): boolean {
  const status = component.getFirstPropertyValue('status');
  return typeof status === 'string' && status.toUpperCase() === 'CANCELLED';
}

/**
 * The events of a feed that still matter: not cancelled, ending after `today`, starting before the
 * booking horizon; a recurring event expanded. Anything that is not an iCal calendar is a FeedError,
 * and so is a feed with more than ICAL_MAX_EVENTS events that matter.
 */
export function parseFeed(text: string, today: string): FeedEvent[] {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new FeedError(calendarMessages.syncNotIcal);
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch {
    throw new FeedError(calendarMessages.syncNotIcal);
  }
  if (calendar.name !== 'vcalendar') throw new FeedError(calendarMessages.syncNotIcal);
  const horizon = addDays(today, Math.ceil(MAX_BOOKING_AHEAD_MONTHS * 31) + 1);
  const events: FeedEvent[] = [];
  const keep = (uid: string, start: ICAL.Time, end: ICAL.Time | null) => {
    const nights = nightsOf(start, end);
    if (nights.checkOut <= today || nights.checkIn >= horizon) return;
    if (events.length >= ICAL_MAX_EVENTS) throw new FeedError(calendarMessages.syncTooManyEvents);
    events.push({ uid, ...nights });
  };
  try {
    const components = calendar.getAllSubcomponents('vevent');
    // A recurring event's exceptions (RECURRENCE-ID), found once by UID: left to itself, each
    // ICAL.Event looks through every event of the calendar for its own, which is quadratic.
    const uidOf = (component: ICAL.Component) => String(component.getFirstPropertyValue('uid') ?? '');
    const exceptions = new Map<string, ICAL.Component[]>();
    const recurring = new Set<string>();
    for (const component of components) {
      if (component.hasProperty('rrule')) recurring.add(uidOf(component));
      if (!component.hasProperty('recurrence-id')) continue;
      exceptions.set(uidOf(component), [...(exceptions.get(uidOf(component)) ?? []), component]);
    }
    for (const component of components) {
      const uid = uidOf(component);
      // An exception is read as the occurrence it changes, with its recurring event.
      if (component.hasProperty('recurrence-id') && recurring.has(uid)) continue;
      if (isCancelled(component) || !component.hasProperty('dtstart')) continue;
      const event = new ICAL.Event(component, { exceptions: exceptions.get(uid) ?? [], strictExceptions: true });
      const hasEnd = component.hasProperty('dtend') || component.hasProperty('duration');
      if (event.isRecurring()) {
        const iterator = event.iterator();
        for (let n = 0; n < MAX_OCCURRENCES; n += 1) {
          const next = iterator.next();
          if (!next || dateOf(next) >= horizon) break;
          const details = event.getOccurrenceDetails(next);
          if (isCancelled(details.item.component)) continue;
          keep(uid, details.startDate, hasEnd ? details.endDate : null);
        }
      } else {
        keep(uid, event.startDate, hasEnd ? event.endDate : null);
      }
    }
  } catch (error) {
    if (error instanceof FeedError) throw error;
    throw new FeedError(calendarMessages.syncNotIcal);
  }
  return events;
}
