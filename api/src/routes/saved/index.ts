/**
 * Saved stays and shared lists (domain/saved), no account: the saved stays' cards with their
 * availability for the searched dates, and a short code for a list shared to another phone (a few
 * an hour per client, at most SAVED_LIST_MAX stays). A bad request is a 4xx that writes nothing.
 */
import { SAVED_LIST_MAX, SAVED_LISTS_PER_HOUR, savedApi, savedMessages } from 'contracts/saved';
import {
  SavedListParamsSchema,
  SavedListRequestSchema,
  SavedListResponseSchema,
  SavedStaysQuerySchema,
  SavedStaysResponseSchema,
  type SavedStaysResponse,
} from 'contracts/saved-schemas';
import { ApiErrorSchema } from 'contracts/schemas';
import { apiError } from '../../errors';
import { isUuid } from '../../domain/ids';
import type { ApiInstance } from '../typed';

const HOUR_MS = 3_600_000;

/** `a,b,c` → the ids, once each, in order; a 400 for anything but up to SAVED_LIST_MAX UUIDs. */
function idsOf(text: string): string[] {
  const ids = [...new Set(text.split(',').map((id) => id.trim().toLowerCase()))];
  if (ids.length > SAVED_LIST_MAX) throw apiError('SAVED_IDS_INVALID', { details: savedMessages.tooManyStays });
  if (!ids.every(isUuid)) throw apiError('SAVED_IDS_INVALID');
  return ids;
}

export async function savedRoutes(app: ApiInstance): Promise<void> {
  app.get(
    savedApi.stays,
    {
      schema: {
        querystring: SavedStaysQuerySchema,
        response: { 200: SavedStaysResponseSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request, reply): Promise<SavedStaysResponse> => {
      const { ids, checkIn, checkOut } = request.query;
      const data = await app.saved.stays(idsOf(ids), checkIn, checkOut);
      // Availability changes with every booking: never kept by a cache.
      reply.header('Cache-Control', 'no-store');
      // A property's `type` is one of the types by the column's CHECK; the schema's enum says so.
      return { data } as SavedStaysResponse;
    },
  );

  app.post(
    savedApi.lists,
    {
      config: { rateLimit: { max: SAVED_LISTS_PER_HOUR, timeWindow: HOUR_MS } },
      schema: {
        body: SavedListRequestSchema,
        response: { 201: SavedListResponseSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const list = await app.saved.share(request.body.propertyIds);
      reply.status(201);
      return { data: list };
    },
  );

  app.get(
    `${savedApi.lists}/:code`,
    {
      schema: {
        params: SavedListParamsSchema,
        response: { 200: SavedListResponseSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request) => ({ data: await app.saved.list(request.params.code) }),
  );
}
