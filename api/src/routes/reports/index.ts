/**
 * A guest's report of a listing, from its page, with no account (domain/moderation): a few an hour
 * per client (LISTING_REPORTS_PER_HOUR), one open report per client and listing; a bad request is a
 * 4xx that writes nothing.
 */
import { LISTING_REPORTS_PER_HOUR, moderationMessages } from 'contracts/moderation';
import { ListingReportRequestSchema } from 'contracts/moderation-schemas';
import { ApiErrorSchema, MessageResponseSchema, PropertyParamsSchema } from 'contracts/schemas';
import { clientKey } from '../../plugins/failed-attempts';
import type { ApiInstance } from '../typed';

const HOUR_MS = 3_600_000;

export async function reportRoutes(app: ApiInstance): Promise<void> {
  app.post(
    '/api/properties/:id/report',
    {
      config: { rateLimit: { max: LISTING_REPORTS_PER_HOUR, timeWindow: HOUR_MS } },
      schema: {
        params: PropertyParamsSchema,
        body: ListingReportRequestSchema,
        response: { 201: MessageResponseSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await app.moderation.report(request.params.id, request.body, clientKey(request.ip));
      reply.status(201);
      return { data: { message: moderationMessages.reported } };
    },
  );
}
