/**
 * The listing's import of another platform's calendar: its feed is fetched (ical-fetch.ts), parsed
 * with ical.js, and the listing's 'ical' blocks replaced by the feed's events in one transaction.
 * An event that would cover nights a booking here holds is left out and counted (the booking came
 * first); a feed that cannot be read leaves the blocks of the last good sync and says why in the
 * listing's import status, never failing a request. Every API process runs the sync on an interval
 * (ICAL_SYNC_INTERVAL_MS): a listing due is claimed for one process (`FOR UPDATE SKIP LOCKED`, then
 * a lease while it is fetched outside any transaction), so replicas do not fetch a feed twice.
 */
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { calendarMessages } from 'shared/calendar';
import { addDays, nairobiDate } from 'shared/contracts';
import { MAX_BOOKING_AHEAD_MONTHS } from 'shared/contracts';
import type { Queryable } from '../../plugins/database';
import { FeedError, fetchFeed } from './ical-fetch';

export interface FeedEvent {
  uid: string;
  checkIn: string;
  checkOut: string;
}

export interface ImportOutcome {
  imported: number;
  skipped: number;
}

/** Events read from one feed at most (a listing's calendar, not an archive). */
const MAX_EVENTS = 5000;
/** Occurrences of one recurring event at most. */
const MAX_OCCURRENCES = 400;
/** Listings one process syncs per run. */
const BATCH = 50;

const holding = "('requested', 'confirmed', 'completed')";

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

/**
 * The events of a feed that still matter: not cancelled, ending after `today`, starting before the
 * booking horizon; a recurring event expanded. Anything that is not an iCal calendar is a FeedError.
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
    if (nights.checkOut > today && nights.checkIn < horizon) events.push({ uid, ...nights });
  };
  try {
    for (const component of calendar.getAllSubcomponents('vevent')) {
      if (events.length >= MAX_EVENTS) break;
      const status = component.getFirstPropertyValue('status');
      if (typeof status === 'string' && status.toUpperCase() === 'CANCELLED') continue;
      const event = new ICAL.Event(component);
      if (!component.hasProperty('dtstart')) continue;
      const uid = event.uid ?? '';
      const hasEnd = component.hasProperty('dtend') || component.hasProperty('duration');
      if (event.isRecurring()) {
        const iterator = event.iterator();
        for (let n = 0; n < MAX_OCCURRENCES && events.length < MAX_EVENTS; n += 1) {
          const next = iterator.next();
          if (!next || dateOf(next) >= horizon) break;
          const details = event.getOccurrenceDetails(next);
          keep(uid, details.startDate, hasEnd ? details.endDate : null);
        }
      } else {
        keep(uid, event.startDate, hasEnd ? event.endDate : null);
      }
    }
  } catch {
    throw new FeedError(calendarMessages.syncNotIcal);
  }
  return events;
}

/**
 * Replaces the listing's imported blocks with `events`, in one transaction under the property row's
 * lock (so no booking starts holding nights meanwhile). Null when the listing no longer imports
 * `url` (the host changed it while the feed was read).
 */
export async function applyFeed(
  app: FastifyInstance,
  propertyId: string,
  url: string,
  events: FeedEvent[],
): Promise<ImportOutcome | null> {
  return app.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ url: string | null }>(
      'SELECT ical_import_url AS url FROM properties WHERE id = $1 FOR UPDATE',
      [propertyId],
    );
    if (rows[0]?.url !== url) return null;
    await tx.query("DELETE FROM calendar_blocks WHERE property_id = $1 AND source = 'ical'", [propertyId]);
    let imported = 0;
    if (events.length > 0) {
      const inserted = await tx.query(
        `INSERT INTO calendar_blocks (property_id, check_in, check_out, source, uid, created_at)
         SELECT $1, e.check_in, e.check_out, 'ical', e.uid, $5
         FROM unnest($2::date[], $3::date[], $4::text[]) AS e (check_in, check_out, uid)
         WHERE NOT EXISTS (
           SELECT 1 FROM bookings b
           WHERE b.property_id = $1 AND b.status IN ${holding}
             AND b.stay && daterange(e.check_in, e.check_out, '[)')
         )`,
        [
          propertyId,
          events.map((event) => event.checkIn),
          events.map((event) => event.checkOut),
          events.map((event) => event.uid),
          app.now(),
        ],
      );
      imported = inserted.rowCount;
    }
    const outcome = { imported, skipped: events.length - imported };
    await tx.query(
      `UPDATE properties SET ical_synced_at = $2, ical_sync_error = NULL, ical_imported = $3, ical_skipped = $4,
         ical_claimed_until = NULL
       WHERE id = $1`,
      [propertyId, app.now(), outcome.imported, outcome.skipped],
    );
    return outcome;
  });
}

async function recordFailure(db: Queryable, now: Date, propertyId: string, url: string, error: string): Promise<void> {
  await db.query(
    `UPDATE properties SET ical_synced_at = $3, ical_sync_error = $4, ical_claimed_until = NULL
     WHERE id = $1 AND ical_import_url = $2`,
    [propertyId, url, now, error],
  );
}

/** Fetches, parses and applies one listing's feed; a failure is recorded in its status, not thrown. */
export async function syncListing(app: FastifyInstance, propertyId: string, url: string): Promise<void> {
  const { icalFetchTimeoutMs: timeoutMs, icalAllowPrivateHosts: allowPrivate } = app.config;
  let events: FeedEvent[];
  try {
    const text = await fetchFeed(url, { timeoutMs, allowPrivate });
    events = parseFeed(text, nairobiDate(app.now()));
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    await recordFailure(app.db, app.now(), propertyId, url, error.message);
    return;
  }
  await applyFeed(app, propertyId, url, events);
}

export interface CalendarSync {
  /** Syncs every listing due once; resolves with how many were synced. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The iCal import job (calendar-sync.ts); tests run it with `runOnce`. */
    calendarSync: CalendarSync;
  }
}

export function startCalendarSync(app: FastifyInstance): CalendarSync {
  const { icalSyncIntervalMs, icalFetchTimeoutMs } = app.config;

  /** The next listing due, claimed for this process while its feed is read. */
  async function claim(): Promise<{ id: string; url: string } | undefined> {
    const now = app.now();
    const { rows } = await app.db.query<{ id: string; url: string }>(
      `UPDATE properties SET ical_claimed_until = $3
       WHERE id = (
         SELECT id FROM properties
         WHERE ical_import_url IS NOT NULL
           AND (ical_synced_at IS NULL OR ical_synced_at <= $2)
           AND (ical_claimed_until IS NULL OR ical_claimed_until <= $1)
         ORDER BY ical_synced_at NULLS FIRST, id
         LIMIT 1 FOR UPDATE SKIP LOCKED
       )
       RETURNING id::text AS id, ical_import_url AS url`,
      [now, new Date(now.getTime() - icalSyncIntervalMs), new Date(now.getTime() + icalFetchTimeoutMs + 60_000)],
    );
    return rows[0];
  }

  async function runOnce(): Promise<number> {
    let synced = 0;
    for (; synced < BATCH; synced += 1) {
      const due = await claim();
      if (!due) break;
      await syncListing(app, due.id, due.url);
    }
    return synced;
  }

  let running: Promise<number> | undefined;
  const tick = () => {
    if (running) return;
    running = runOnce()
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'calendar sync failed; it runs again at the next interval');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, icalSyncIntervalMs);
  timer.unref();
  return {
    runOnce: () => (running ?? Promise.resolve(0)).then(runOnce),
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
