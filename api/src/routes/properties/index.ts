import type { FastifyReply } from 'fastify';
import { moderationMessages } from 'contracts/moderation';
import { AVAILABILITY_MAX_DAYS } from 'contracts/rules';
import {
  laterDate,
  nairobiDate,
  nightsBetween,
  parseStayDate,
  type Availability,
  type Property,
  type PropertyListPage,
} from 'contracts';
import {
  ApiErrorSchema,
  AvailabilityQuerySchema,
  AvailabilityResponseSchema,
  PropertyListFilteredQuerySchema,
  PropertyListResponseSchema,
  PropertyParamsSchema,
  PropertyResponseSchema,
  PropertySchema,
  SitemapQuerySchema,
  SitemapResponseSchema,
} from 'contracts/schemas';

import { apiError } from '../../errors';
import { ExpiringMap } from '../../expiring-map';
import { listingQuery, nextCursor, type ListingQueries, type ListingRow } from '../../domain/properties/listing';
import { PropertyJsonCache, listBody, propertyBody, published, sendJson } from '../../domain/properties/property-json';
import { isUuid } from '../../domain/ids';
import type { ApiInstance } from '../typed';

/** Properties per page of the sitemap's reading. */
const SITEMAP_PAGE = 10_000;
/** How long, and for how many searches, a total past the exact count is remembered (with its estimate). */
const OVER_CAP_MEMORY_MS = 60_000;
const OVER_CAP_MEMORY_SIZE = 1_000;

export async function propertyRoutes(app: ApiInstance): Promise<void> {
  const propertyJson = new PropertyJsonCache(app.db, app.config.publicUrl);

  /**
   * The searches lately found to have more matches than the exact count's limit, with the planner's
   * estimate of their matches: for a minute their first pages give that estimate without counting to
   * the limit (most of the CPU a filtered first page cost at scale) or planning the estimate again
   * (costly for a text search): bench/results.md, "The listing at 100,000 properties on a quiet
   * machine, pages of 24". Each process keeps its own.
   */
  const overCap = new ExpiringMap<number>(OVER_CAP_MEMORY_MS, OVER_CAP_MEMORY_SIZE);

  /**
   * Every match on all pages, counted on the first page (the next pages' cursors carry it on):
   * exactly up to LIST_EXACT_TOTAL_MAX (1,000); past that, the planner's estimate of the filters'
   * rows, marked as such. Counting every match of a broad search cost many times the page itself
   * (bench/results.md, "The listing at 100,000 properties on PostgreSQL").
   */
  async function totalOf(queries: ListingQueries): Promise<Pick<PropertyListPage, 'total' | 'totalExact'>> {
    const key = `${queries.count.sql}\u0000${JSON.stringify(queries.count.params)}`;
    const remembered = overCap.get(key);
    if (remembered !== undefined) return { total: remembered, totalExact: false };
    const { rows } = await app.db.query<{ n: number }>(queries.count.sql, queries.count.params);
    const counted = rows[0]?.n ?? 0;
    if (counted <= app.config.listExactTotalMax) return { total: counted, totalExact: true };
    const plan = await app.db.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
      `EXPLAIN (FORMAT JSON) ${queries.estimate.sql}`,
      queries.estimate.params,
    );
    const total = Math.max(Math.round(plan.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? counted), counted);
    overCap.set(key, total);
    return { total, totalExact: false };
  }
  /** Each property serialised by the schema of the responses (once per version: PropertyJsonCache). */
  const serialize = (reply: FastifyReply) => (property: Property) =>
    reply.serializeInput({ ...property }, PropertySchema);

  app.get(
    '/api/properties',
    {
      schema: {
        querystring: PropertyListFilteredQuerySchema,
        response: { 200: PropertyListResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const queries = listingQuery(request.query, app.config.listExactTotalMax);
      const [{ rows }, total] = await Promise.all([
        app.db.query<ListingRow>(queries.page.sql, queries.page.params),
        queries.carried ?? totalOf(queries),
      ]);
      const page = { next: nextCursor(rows, queries.limit, queries.sort, total), ...total };
      const listed = rows.slice(0, queries.limit);
      // The body is the same whenever the listed properties, their versions and the page are: under
      // that key a popular listing is built and compressed once (plugins/compression.ts).
      const key = `${listed.map(({ id, version }) => `${id}@${version}`).join(',')}|${page.next}|${page.total}`;
      return reply
        .type('application/json; charset=utf-8')
        .sendKeyed(key, async () => listBody(await propertyJson.jsonOf(listed, serialize(reply)), page));
    },
  );

  /** The shell origin's sitemap reads every published property this way, a page of ids at a time. */
  app.get(
    '/api/sitemap/properties',
    { schema: { querystring: SitemapQuerySchema, response: { 200: SitemapResponseSchema, 400: ApiErrorSchema } } },
    async (request) => {
      const after = request.query.cursor;
      const { rows } = await app.db.query<{ id: string; updated_at: string }>(
        `SELECT p.id::text AS id, to_char(p.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS updated_at
         FROM properties p WHERE ${published}${after ? ' AND p.id > $2::uuid' : ''}
         ORDER BY p.id LIMIT $1`,
        after ? [SITEMAP_PAGE + 1, after] : [SITEMAP_PAGE + 1],
      );
      const listed = rows.slice(0, SITEMAP_PAGE);
      return {
        data: listed.map((row) => ({ id: row.id, updatedAt: row.updated_at })),
        page: { next: rows.length > SITEMAP_PAGE ? (listed.at(-1)?.id ?? null) : null },
      };
    },
  );

  app.get(
    '/api/properties/:id',
    {
      schema: {
        params: PropertyParamsSchema,
        response: { 200: PropertyResponseSchema, 404: ApiErrorSchema, 410: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id)) throw apiError('PROPERTY_NOT_FOUND');
      // The listing's versioned JSON: the row is read and serialised again only when it changed.
      // (Compressed per request, by the hook: one property a time would crowd the kept listings out.)
      const item = await propertyJson.jsonOfOne(id, serialize(reply));
      if (!item) {
        // A suspended listing's page says it is not available (410) rather than not found.
        if (await app.moderation.isSuspended(id)) {
          throw apiError('LISTING_SUSPENDED', { details: moderationMessages.listingUnavailableDetails });
        }
        throw apiError('PROPERTY_NOT_FOUND');
      }
      return sendJson(reply, propertyBody(item));
    },
  );

  app.get(
    '/api/properties/:id/availability',
    {
      schema: {
        params: PropertyParamsSchema,
        querystring: AvailabilityQuerySchema,
        response: { 200: AvailabilityResponseSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply): Promise<{ data: Availability }> => {
      const { id } = request.params;
      if (!isUuid(id)) throw apiError('PROPERTY_NOT_FOUND');
      const from = request.query.from ? parseStayDate(request.query.from) : nairobiDate(app.now());
      const to = request.query.to ? parseStayDate(request.query.to) : from && laterDate(from, 365);
      if (!from || !to) throw apiError('INVALID_DATE', { details: 'from and to are dates (YYYY-MM-DD)' });
      if (to <= from) throw apiError('CHECK_OUT_NOT_AFTER_CHECK_IN', { error: 'to must be after from' });
      if (nightsBetween(from, to) > AVAILABILITY_MAX_DAYS) {
        throw apiError('INVALID_REQUEST', { details: `Ask for at most ${AVAILABILITY_MAX_DAYS} days at a time` });
      }
      const { rows: found } = await app.db.query("SELECT 1 FROM properties WHERE id = $1 AND status = 'published'", [
        id,
      ]);
      if (found.length === 0) throw apiError('PROPERTY_NOT_FOUND');
      const { rows } = await app.db.query<{ check_in: string; check_out: string }>(
        `SELECT lower(stay)::text AS check_in, upper(stay)::text AS check_out
         FROM bookings
         WHERE property_id = $1 AND status IN ('requested', 'confirmed', 'completed') AND stay && daterange($2::date, $3::date, '[)')
         UNION ALL
         -- The host's blocked nights (routes/hosts/calendar.ts) are not bookable either.
         SELECT check_in::text, check_out::text
         FROM calendar_blocks
         WHERE property_id = $1 AND nights && daterange($2::date, $3::date, '[)')
         ORDER BY check_in, check_out`,
        [id, from, to],
      );
      reply.header('Cache-Control', 'no-store');
      return {
        data: { propertyId: id, from, to, booked: rows.map((r) => ({ checkIn: r.check_in, checkOut: r.check_out })) },
      };
    },
  );
}
