/**
 * Reviews of completed stays (domain/reviews): the guest's side with the manage token, the host's
 * with their session, a property's published reviews for everyone, and reports from either side.
 */
import { reviewMessages } from 'contracts/reviews';
import {
  ApiErrorSchema,
  BookingIdParamsSchema,
  BookingReferenceParamsSchema,
  BookingTokenHeadersSchema,
  MessageResponseSchema,
  PropertyParamsSchema,
} from 'contracts/schemas';
import {
  GuestReviewRequestSchema,
  HostReviewRequestSchema,
  PropertyReviewsQuerySchema,
  PropertyReviewsResponseSchema,
  ReviewIdParamsSchema,
  ReviewReplyRequestSchema,
  ReviewReportRequestSchema,
  ReviewResponseSchema,
  ReviewStateResponseSchema,
} from 'contracts/review-schemas';
import { hostIdOf, requireHost } from '../../plugins/host-auth';
import { bookingTokenOf } from '../booking-token';
import type { ApiInstance } from '../typed';

export async function reviewRoutes(app: ApiInstance): Promise<void> {
  // --- The guest, with the manage token of their emailed link ------------------------------------

  app.get(
    '/api/bookings/:reference/review',
    {
      schema: {
        params: BookingReferenceParamsSchema,
        headers: BookingTokenHeadersSchema,
        response: { 200: ReviewStateResponseSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const record = await app.bookings.guestRecord(app.db, request.params.reference, bookingTokenOf(request));
      return { data: await app.reviews.state(app.db, record, 'guest') };
    },
  );

  app.post(
    '/api/bookings/:reference/review',
    {
      schema: {
        params: BookingReferenceParamsSchema,
        headers: BookingTokenHeadersSchema,
        body: GuestReviewRequestSchema,
        response: { 201: ReviewResponseSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const review = await app.reviews.write(
        (tx) => app.bookings.guestRecord(tx, request.params.reference, bookingTokenOf(request), true),
        'guest',
        request.body,
      );
      reply.status(201);
      return { data: review };
    },
  );

  // --- Everyone: a property's published reviews -------------------------------------------------

  app.get(
    '/api/properties/:id/reviews',
    {
      schema: {
        params: PropertyParamsSchema,
        querystring: PropertyReviewsQuerySchema,
        response: { 200: PropertyReviewsResponseSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request) => app.reviews.ofProperty(request.params.id, request.query),
  );

  // --- Either side: a report for the operators --------------------------------------------------

  app.post(
    '/api/reviews/:id/report',
    {
      schema: {
        params: ReviewIdParamsSchema,
        headers: BookingTokenHeadersSchema,
        body: ReviewReportRequestSchema,
        response: { 201: MessageResponseSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const token = bookingTokenOf(request);
      if (token === undefined) {
        // No manage token: the caller is a signed-in host (session, origin and CSRF checked).
        await requireHost(app)(request);
        await app.reviews.report(request.params.id, { side: 'host', hostId: hostIdOf(request) }, request.body.reason);
      } else {
        await app.reviews.report(request.params.id, { side: 'guest', token }, request.body.reason);
      }
      reply.status(201);
      return { data: { message: reviewMessages.reported } };
    },
  );

  // --- The host, signed in ----------------------------------------------------------------------

  app.register(async (hostScope: ApiInstance) => {
    hostScope.addHook('preHandler', requireHost(app));
    hostScope.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    hostScope.get(
      '/api/hosts/bookings/:id/review',
      {
        schema: { params: BookingIdParamsSchema, response: { 200: ReviewStateResponseSchema, '4xx': ApiErrorSchema } },
      },
      async (request) => {
        const record = await app.bookings.hostRecord(app.db, request.params.id, hostIdOf(request));
        return { data: await app.reviews.state(app.db, record, 'host') };
      },
    );

    hostScope.post(
      '/api/hosts/bookings/:id/review',
      {
        schema: {
          params: BookingIdParamsSchema,
          body: HostReviewRequestSchema,
          response: { 201: ReviewResponseSchema, '4xx': ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const review = await app.reviews.write(
          (tx) => app.bookings.hostRecord(tx, request.params.id, hostIdOf(request), true),
          'host',
          request.body,
        );
        reply.status(201);
        return { data: review };
      },
    );

    hostScope.post(
      '/api/hosts/reviews/:id/reply',
      {
        schema: {
          params: ReviewIdParamsSchema,
          body: ReviewReplyRequestSchema,
          response: { 200: ReviewResponseSchema, '4xx': ApiErrorSchema },
        },
      },
      async (request) => ({ data: await app.reviews.reply(hostIdOf(request), request.params.id, request.body.reply) }),
    );
  });
}
