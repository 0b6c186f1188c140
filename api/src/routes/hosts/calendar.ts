/**
 * The host calendar of a listing: nights the host blocks and unblocks, the held bookings beside them,
 * the listing's secret iCal feed for other platforms, and the import of another platform's feed
 * (domain/calendar/sync.ts). The database keeps the rule (migration 007): a block never covers a night a
 * booking holds, a booking never starts holding a blocked night, and blocked nights are in
 * `properties.booked`, so guests neither find nor request them. Host routes read and change only the
 * signed-in host's own listings (any other id is 404); the feed is reached by its secret URL alone.
 */
import { createEvents, type DateArray, type EventAttributes } from 'ics';
import {
  CALENDAR_MAX_BLOCK_NIGHTS,
  CALENDAR_MAX_WINDOW_DAYS,
  calendarMessages,
  type CalendarBlock,
  type CalendarBooking,
  type CalendarImport,
} from 'contracts/calendar';
import {
  BlockParamsSchema,
  BlockRequestSchema,
  CalendarBlockResponseSchema,
  CalendarExportParamsSchema,
  CalendarImportRequestSchema,
  CalendarImportResponseSchema,
  CalendarQuerySchema,
  HostCalendarResponseSchema,
} from 'contracts/calendar-schemas';
import { addDays, isStayDate, nairobiDate, nightsBetween } from 'contracts';
import { ListingParamsSchema } from 'contracts/host-schemas';
import { ApiErrorSchema, NoContentSchema } from 'contracts/schemas';
import { apiError } from '../../errors';
import { isDatabaseError, sqlState, type Queryable } from '../../plugins/database';
import { hostIdOf, requireHost } from '../../plugins/host-auth';
import { isUuid } from '../../domain/ids';
import { iso } from '../../domain/properties/serialize';
import { FeedError, checkFeedUrl } from '../../domain/calendar/ical-fetch';
import type { ApiInstance } from '../typed';

const holding = "('requested', 'confirmed', 'completed')";

interface BlockRow {
  id: string;
  check_in: string;
  check_out: string;
  source: CalendarBlock['source'];
  created_at: Date | string;
}

interface ImportRow {
  ical_import_url: string | null;
  ical_synced_at: Date | string | null;
  ical_sync_error: string | null;
  ical_imported: number;
  ical_skipped: number;
}

const importColumns = 'p.ical_import_url, p.ical_synced_at, p.ical_sync_error, p.ical_imported, p.ical_skipped';
const blockColumns =
  'c.id::text AS id, c.check_in::text AS check_in, c.check_out::text AS check_out, c.source, c.created_at';

const toBlock = (row: BlockRow): CalendarBlock => ({
  id: row.id,
  checkIn: row.check_in,
  checkOut: row.check_out,
  source: row.source,
  createdAt: iso(row.created_at),
});

const toImport = (row: ImportRow): CalendarImport => ({
  url: row.ical_import_url,
  lastSyncAt: row.ical_synced_at === null ? null : iso(row.ical_synced_at),
  lastError: row.ical_sync_error,
  imported: row.ical_imported,
  skipped: row.ical_skipped,
});

const dateArray = (date: string): DateArray => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return [year, month, day];
};

export async function calendarRoutes(app: ApiInstance): Promise<void> {
  await app.register(hostCalendarRoutes);

  // The listing's feed for other platforms: holding bookings and the host's own blocks as all-day
  // events (end exclusive), without a guest's name, email or phone. Imported nights are left out:
  // they came from another platform, which has them.
  app.get(
    '/api/calendar/:propertyId/:token.ics',
    { schema: { params: CalendarExportParamsSchema } },
    async (request, reply) => {
      const { propertyId, token } = request.params;
      if (!isUuid(propertyId) || !app.calendarFeeds.tokenMatches(propertyId, token)) throw apiError('NOT_FOUND');
      const { rows: found } = await app.db.query('SELECT 1 FROM properties WHERE id = $1', [propertyId]);
      if (found.length === 0) throw apiError('NOT_FOUND');
      const today = nairobiDate(app.now());
      const { rows } = await app.db.query<{ uid: string; check_in: string; check_out: string }>(
        `SELECT 'booking-' || b.id::text AS uid, b.check_in::text AS check_in, b.check_out::text AS check_out
         FROM bookings b WHERE b.property_id = $1 AND b.status IN ${holding} AND b.check_out > $2::date
         UNION ALL
         SELECT 'block-' || c.id::text, c.check_in::text, c.check_out::text
         FROM calendar_blocks c WHERE c.property_id = $1 AND c.source = 'host' AND c.check_out > $2::date
         ORDER BY check_in, uid`,
        [propertyId, today],
      );
      const events: EventAttributes[] = rows.map((row) => ({
        uid: `${row.uid}@makao.co.ke`,
        productId: 'makao.co.ke/calendar',
        calName: 'Makao',
        title: 'Reserved',
        start: dateArray(row.check_in),
        end: dateArray(row.check_out),
        transp: 'OPAQUE',
      }));
      let body: string;
      if (events.length === 0) {
        body = [
          'BEGIN:VCALENDAR',
          'VERSION:2.0',
          'PRODID:makao.co.ke/calendar',
          'X-WR-CALNAME:Makao',
          'END:VCALENDAR',
          '',
        ].join('\r\n');
      } else {
        const { error, value } = createEvents(events);
        if (error || !value) throw error ?? new Error('the calendar feed could not be built');
        body = value;
      }
      reply.header('Content-Type', 'text/calendar; charset=utf-8');
      reply.header('Cache-Control', 'no-store');
      return body;
    },
  );
}

async function hostCalendarRoutes(app: ApiInstance): Promise<void> {
  app.addHook('preHandler', requireHost(app));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  const errors = { '4xx': ApiErrorSchema };

  /** The host's listing's import status, or 404. */
  async function own(db: Queryable, hostId: string, id: string): Promise<ImportRow> {
    if (!isUuid(id)) throw apiError('LISTING_NOT_FOUND');
    const { rows } = await db.query<ImportRow>(
      `SELECT ${importColumns} FROM properties p WHERE p.id = $1 AND p.host_id = $2`,
      [id, hostId],
    );
    if (!rows[0]) throw apiError('LISTING_NOT_FOUND');
    return rows[0];
  }

  const invalid = (error: string) => apiError('INVALID_REQUEST', { error });

  app.get(
    '/api/hosts/listings/:id/calendar',
    {
      schema: {
        params: ListingParamsSchema,
        querystring: CalendarQuerySchema,
        response: { 200: HostCalendarResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const listing = await own(app.db, hostIdOf(request), id);
      const from = request.query.from ?? nairobiDate(app.now());
      if (!isStayDate(from)) throw invalid(calendarMessages.windowInvalid);
      const to = request.query.to ?? addDays(from, 365);
      if (!isStayDate(to) || to <= from || nightsBetween(from, to) > CALENDAR_MAX_WINDOW_DAYS) {
        throw invalid(calendarMessages.windowInvalid);
      }
      const window = [id, from, to];
      const { rows: blocks } = await app.db.query<BlockRow>(
        `SELECT ${blockColumns} FROM calendar_blocks c
         WHERE c.property_id = $1 AND c.nights && daterange($2::date, $3::date, '[)')
         ORDER BY c.check_in, c.check_out, c.id`,
        window,
      );
      const { rows: bookings } = await app.db.query<{
        reference: string;
        status: CalendarBooking['status'];
        check_in: string;
        check_out: string;
      }>(
        `SELECT b.reference, b.status, b.check_in::text AS check_in, b.check_out::text AS check_out
         FROM bookings b
         WHERE b.property_id = $1 AND b.status IN ${holding} AND b.stay && daterange($2::date, $3::date, '[)')
         ORDER BY b.check_in, b.reference`,
        window,
      );
      return {
        data: {
          from,
          to,
          blocks: blocks.map(toBlock),
          bookings: bookings.map((row) => ({
            reference: row.reference,
            status: row.status,
            checkIn: row.check_in,
            checkOut: row.check_out,
          })),
          exportUrl: app.calendarFeeds.exportUrl(id),
          import: toImport(listing),
        },
      };
    },
  );

  app.post(
    '/api/hosts/listings/:id/blocks',
    {
      schema: {
        params: ListingParamsSchema,
        body: BlockRequestSchema,
        response: { 201: CalendarBlockResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const hostId = hostIdOf(request);
      await own(app.db, hostId, id);
      const { checkIn, checkOut } = request.body;
      if (!isStayDate(checkIn) || !isStayDate(checkOut) || checkOut <= checkIn) {
        throw invalid(calendarMessages.blockDates);
      }
      if (checkIn < nairobiDate(app.now())) throw invalid(calendarMessages.blockInPast);
      if (nightsBetween(checkIn, checkOut) > CALENDAR_MAX_BLOCK_NIGHTS) throw invalid(calendarMessages.blockTooLong);
      try {
        const { rows } = await app.db.query<BlockRow>(
          `INSERT INTO calendar_blocks AS c (property_id, check_in, check_out, source, created_at)
           SELECT p.id, $3::date, $4::date, 'host', $5 FROM properties p WHERE p.id = $1 AND p.host_id = $2
           RETURNING ${blockColumns}`,
          [id, hostId, checkIn, checkOut, app.now()],
        );
        if (!rows[0]) throw apiError('LISTING_NOT_FOUND');
        reply.status(201);
        return { data: toBlock(rows[0]) };
      } catch (error) {
        if (isDatabaseError(error, sqlState.exclusionViolation)) throw apiError('NIGHTS_BOOKED');
        throw error;
      }
    },
  );

  app.delete(
    '/api/hosts/listings/:id/blocks/:blockId',
    { schema: { params: BlockParamsSchema, response: { 204: NoContentSchema, ...errors } } },
    async (request, reply) => {
      const { id, blockId } = request.params;
      const hostId = hostIdOf(request);
      await own(app.db, hostId, id);
      if (!isUuid(blockId)) throw apiError('NOT_FOUND');
      const { rows } = await app.db.query<{ source: string }>(
        `DELETE FROM calendar_blocks c USING properties p
         WHERE c.id = $1 AND c.property_id = p.id AND p.id = $2 AND p.host_id = $3 AND c.source = 'host'
         RETURNING c.source`,
        [blockId, id, hostId],
      );
      if (rows.length === 0) {
        const { rows: imported } = await app.db.query(
          'SELECT 1 FROM calendar_blocks WHERE id = $1 AND property_id = $2',
          [blockId, id],
        );
        throw apiError(imported.length > 0 ? 'IMPORTED_BLOCK' : 'NOT_FOUND');
      }
      reply.status(204);
      return reply.send(null);
    },
  );

  app.put(
    '/api/hosts/listings/:id/ical-import',
    {
      config: { rateLimit: { max: app.config.rateLimitMax, timeWindow: 60_000 } },
      schema: {
        params: ListingParamsSchema,
        body: CalendarImportRequestSchema,
        response: { 200: CalendarImportResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const hostId = hostIdOf(request);
      await own(app.db, hostId, id);
      const url = request.body.url === null ? null : request.body.url.trim();
      if (url === null || url === '') {
        // No import: its blocks go with it.
        await app.db.transaction(async (tx) => {
          await tx.query(
            `UPDATE properties SET ical_import_url = NULL, ical_synced_at = NULL, ical_sync_error = NULL,
               ical_imported = 0, ical_skipped = 0, ical_claimed_until = NULL
             WHERE id = $1 AND host_id = $2`,
            [id, hostId],
          );
          await tx.query("DELETE FROM calendar_blocks WHERE property_id = $1 AND source = 'ical'", [id]);
        });
      } else {
        try {
          await checkFeedUrl(url, app.config.icalAllowPrivateHosts);
        } catch (error) {
          if (error instanceof FeedError) throw invalid(error.message);
          throw error;
        }
        // The blocks of the feed before go: the new one's are read at once.
        await app.db.transaction(async (tx) => {
          await tx.query(
            `UPDATE properties SET ical_import_url = $3, ical_synced_at = NULL, ical_sync_error = NULL,
               ical_imported = 0, ical_skipped = 0, ical_claimed_until = NULL
             WHERE id = $1 AND host_id = $2`,
            [id, hostId, url],
          );
          await tx.query("DELETE FROM calendar_blocks WHERE property_id = $1 AND source = 'ical'", [id]);
        });
        await app.calendarSync.syncListing(id, url);
      }
      return { data: toImport(await own(app.db, hostId, id)) };
    },
  );
}
