import type { FastifyInstance } from 'fastify';
import {
  AVAILABILITY_MAX_DAYS,
  addDays,
  nairobiDate,
  nightsBetween,
  parseStayDate,
  type Availability,
  type AvailabilityQuery,
  type PropertyListQuery,
} from 'shared/contracts';
import {
  ApiErrorSchema,
  AvailabilityQuerySchema,
  AvailabilityResponseSchema,
  PropertyListQuerySchema,
  PropertyListResponseSchema,
  PropertyParamsSchema,
  PropertyResponseSchema,
  PropertySchema,
} from 'shared/schemas';

import { apiError } from '../../errors';
import { listingQuery } from './listing';
import { PropertyJsonCache, listBody, type ListedProperty } from './property-json';
import { propertyColumns, toProperty, type PropertyRow } from './serialize';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

type IdParams = { id: string };

export async function propertyRoutes(app: FastifyInstance): Promise<void> {
  const propertyJson = new PropertyJsonCache(app.db, app.config.publicUrl);

  app.get<{ Querystring: PropertyListQuery }>(
    '/api/properties',
    {
      schema: {
        querystring: PropertyListQuerySchema,
        response: { 200: PropertyListResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { sql, params } = listingQuery(request.query);
      const { rows } = await app.db.query<ListedProperty>(sql, params);
      // The body is the same whenever the listed properties and their versions are: under that key
      // a popular listing is built and compressed once (plugins/compression.ts).
      const key = rows.map(({ id, version }) => `${id}@${version}`).join(',');
      return reply.type('application/json; charset=utf-8').sendKeyed(key, async () =>
        // Each property serialised by the schema of the response, once per version.
        listBody(await propertyJson.jsonOf(rows, (property) => reply.serializeInput({ ...property }, PropertySchema))),
      );
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/properties/:id',
    {
      schema: {
        params: PropertyParamsSchema,
        response: { 200: PropertyResponseSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw apiError('PROPERTY_NOT_FOUND');
      const { rows } = await app.db.query<PropertyRow>(
        `SELECT ${propertyColumns} FROM properties p LEFT JOIN hosts h ON h.id = p.host_id WHERE p.id = $1`,
        [id],
      );
      const row = rows[0];
      if (!row) throw apiError('PROPERTY_NOT_FOUND');
      return { data: toProperty(row, app.config.publicUrl) };
    },
  );

  app.get<{ Params: IdParams; Querystring: AvailabilityQuery }>(
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
      const to = request.query.to ? parseStayDate(request.query.to) : from && addDays(from, 365);
      if (!from || !to) throw apiError('INVALID_DATE', { details: 'from and to are dates (YYYY-MM-DD)' });
      if (to <= from) throw apiError('CHECK_OUT_NOT_AFTER_CHECK_IN', { error: 'to must be after from' });
      if (nightsBetween(from, to) > AVAILABILITY_MAX_DAYS) {
        throw apiError('INVALID_REQUEST', { details: `Ask for at most ${AVAILABILITY_MAX_DAYS} days at a time` });
      }
      const { rows: found } = await app.db.query('SELECT 1 FROM properties WHERE id = $1', [id]);
      if (found.length === 0) throw apiError('PROPERTY_NOT_FOUND');
      const { rows } = await app.db.query<{ check_in: string; check_out: string }>(
        `SELECT lower(stay)::text AS check_in, upper(stay)::text AS check_out
         FROM bookings
         WHERE property_id = $1 AND status <> 'cancelled' AND stay && daterange($2::date, $3::date, '[)')
         ORDER BY lower(stay)`,
        [id, from, to],
      );
      reply.header('Cache-Control', 'no-store');
      return {
        data: { propertyId: id, from, to, booked: rows.map((r) => ({ checkIn: r.check_in, checkOut: r.check_out })) },
      };
    },
  );
}
