/**
 * The listing's import of another platform's calendar: its feed is fetched (ical-fetch.ts), read in a
 * worker thread (ical-parse.ts, plugins/feed-parser.ts), and the listing's 'ical' blocks replaced by
 * the feed's events in one transaction, written a batch at a time.
 * An event that would cover nights a booking here holds is left out and counted (the booking came
 * first); a feed that cannot be read leaves the blocks of the last good sync and says why in the
 * listing's import status, never failing a request. Every API process runs the sync on an interval
 * (ICAL_SYNC_INTERVAL_MS): a listing due is claimed for one process (`FOR UPDATE SKIP LOCKED`, then
 * a lease while it is fetched outside any transaction), so replicas do not fetch a feed twice.
 */
import type { FastifyInstance } from 'fastify';
import { nairobiDate } from 'contracts';
import type { Queryable } from '../../plugins/database';
import { createFeedParser, type FeedParser } from '../../plugins/feed-parser';
import { FeedError, fetchFeed } from './ical-fetch';
import type { FeedEvent } from './ical-parse';

interface ImportOutcome {
  imported: number;
  skipped: number;
}

/** Listings one process syncs per run. */
const BATCH = 50;
/** Blocks written per statement: a long feed is written in short steps. */
const WRITE_BATCH = 250;

const holding = "('requested', 'confirmed', 'completed')";

/**
 * Replaces the listing's imported blocks with `events`, in one transaction under the property row's
 * lock (so no booking starts holding nights meanwhile). Null when the listing no longer imports
 * `url` (the host changed it while the feed was read).
 */
async function applyFeed(
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
    // In steps of WRITE_BATCH blocks: no one statement holds the database for the whole feed.
    for (let start = 0; start < events.length; start += WRITE_BATCH) {
      const batch = events.slice(start, start + WRITE_BATCH);
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
          batch.map((event) => event.checkIn),
          batch.map((event) => event.checkOut),
          batch.map((event) => event.uid),
          app.now(),
        ],
      );
      imported += inserted.rowCount;
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
async function syncListing(app: FastifyInstance, parser: FeedParser, propertyId: string, url: string): Promise<void> {
  const { icalFetchTimeoutMs: timeoutMs, icalAllowPrivateHosts: allowPrivate } = app.config;
  let events: FeedEvent[];
  try {
    const text = await fetchFeed(url, { timeoutMs, allowPrivate });
    events = await parser.parse(text, nairobiDate(app.now()));
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
  /** Fetches, reads and applies one listing's feed now (a host has just linked it). */
  syncListing(propertyId: string, url: string): Promise<void>;
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The iCal import job (sync.ts, started by service.ts); tests run it with `runOnce`. */
    calendarSync: CalendarSync;
  }
}

export function startCalendarSync(app: FastifyInstance): CalendarSync {
  const { icalSyncIntervalMs, icalFetchTimeoutMs, icalParseTimeoutMs } = app.config;
  const parser = createFeedParser({ timeoutMs: icalParseTimeoutMs });

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
      [
        now,
        new Date(now.getTime() - icalSyncIntervalMs),
        new Date(now.getTime() + icalFetchTimeoutMs + icalParseTimeoutMs + 60_000),
      ],
    );
    return rows[0];
  }

  async function runOnce(): Promise<number> {
    let synced = 0;
    for (; synced < BATCH; synced += 1) {
      const due = await claim();
      if (!due) break;
      await syncListing(app, parser, due.id, due.url);
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
    syncListing: (propertyId, url) => syncListing(app, parser, propertyId, url),
    async stop() {
      clearInterval(timer);
      await running;
      await parser.close();
    },
  };
}
