/**
 * The guest's side of a booking's life, without an account: confirm the request with the emailed
 * code (the proof of a real mailbox, before any night is held or the host is told), find a booking
 * by reference and email, read it and cancel it with the manage token of the emailed link. And the
 * host's inbox: their listings' requests and stays, accept, decline, cancel.
 */
import type { FastifyRequest } from 'fastify';
import { CONFIRM_CODE_DIGITS, cancellationTerms, lifecycleMessages } from 'contracts/booking-lifecycle';
import { nairobiDate, paths } from 'contracts';
import {
  type AnsweredBooking,
  ApiErrorSchema,
  BookingConfirmSchema,
  BookingFindSchema,
  BookingListResponseSchema,
  BookingIdParamsSchema,
  BookingReferenceParamsSchema,
  AnsweredBookingResponseSchema,
  BookingTokenHeadersSchema,
  HostBookingQuerySchema,
  HostDeclineSchema,
  MessageResponseSchema,
} from 'contracts/schemas';
import { apiError } from '../../errors';
import { type Queryable } from '../../plugins/database';
import { clientKey } from '../../plugins/failed-attempts';
import { hostIdOf, requireHost } from '../../plugins/host-auth';
import {
  guestBooking,
  hostConfirmed,
  readRecord,
  recordColumns,
  transition,
  type BookingRecord,
} from '../../domain/bookings/lifecycle';
import { changing } from '../../domain/bookings/confirm';
import { stayEvent } from '../../domain/bookings/stay-event';
import { isBookingReference } from '../../domain/bookings/reference';
import { hostProgressColumns, hostProgressOf, type HostProgressRow } from '../../domain/reviews/review-row';
import { bookingTokenOf } from '../booking-token';
import type { ApiInstance } from '../typed';

const CODE = new RegExp(`^\\d{${CONFIRM_CODE_DIGITS}}$`);

type ReferenceParams = { reference: string };

/** The guest's view of a booking: their token, the host's deadline and the cancellation policy. */
function forGuest(app: ApiInstance, record: BookingRecord): AnsweredBooking {
  return {
    ...guestBooking(record),
    manageToken: app.bookings.manageToken(record.id),
    respondBy: record.respond_by === null ? null : new Date(record.respond_by).toISOString(),
    cancellation: cancellationTerms(record.property_type, record.check_in, record.check_in_time),
  };
}

export async function manageRoutes(app: ApiInstance): Promise<void> {
  /** The booking a guest's call names, if the manage token matches: 404 alike for a wrong token. */
  function guestRecord(
    tx: Queryable,
    request: Pick<FastifyRequest, 'headers'> & { params: ReferenceParams },
    lock = false,
  ) {
    return app.bookings.guestRecord(tx, request.params.reference, bookingTokenOf(request), lock);
  }

  /**
   * The emailed code confirms the request (domain/bookings/confirm.ts: who may try how often, and
   * what a right and a wrong code answer). A code that is not six digits costs no try.
   */
  app.post(
    '/api/bookings/:reference/confirm',
    {
      schema: {
        params: BookingReferenceParamsSchema,
        body: BookingConfirmSchema,
        response: { 200: AnsweredBookingResponseSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request) => {
      const code = request.body.code.replace(/\s+/g, '');
      if (!CODE.test(code)) throw apiError('CODE_FORMAT');
      const record = await app.bookings.confirmWithCode({
        reference: request.params.reference.toUpperCase(),
        code,
        client: clientKey(request.ip),
      });
      return { data: forGuest(app, record) };
    },
  );

  /** A new code for a request the guest has not confirmed yet, with the manage token the booking's answer gave them. */
  app.post(
    '/api/bookings/:reference/code',
    {
      schema: {
        params: BookingReferenceParamsSchema,
        headers: BookingTokenHeadersSchema,
        response: { 202: MessageResponseSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await app.bookings.resendCode((tx) => guestRecord(tx, request, true));
      reply.status(202);
      return { data: { message: lifecycleMessages.codeResent } };
    },
  );

  app.post(
    '/api/bookings/find',
    {
      // A wrong pair answers like a missing one, and a client may try only a few a minute.
      config: { rateLimit: { max: app.config.findBookingRateLimitMax, timeWindow: 60_000 } },
      schema: { body: BookingFindSchema, response: { 200: AnsweredBookingResponseSchema, '4xx': ApiErrorSchema } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const reference = request.body.reference.trim().toUpperCase();
      const record = isBookingReference(reference) ? await readRecord(app.db, 'b.reference', reference) : undefined;
      // One answer for an unknown reference and a wrong email: nothing tells which.
      if (!record || record.email.trim().toLowerCase() !== request.body.email.trim().toLowerCase()) {
        throw apiError('BOOKING_LOOKUP_FAILED');
      }
      return { data: forGuest(app, record) };
    },
  );

  app.get(
    '/api/bookings/:reference',
    {
      schema: {
        params: BookingReferenceParamsSchema,
        response: { 200: AnsweredBookingResponseSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: forGuest(app, await guestRecord(app.db, request)) };
    },
  );

  /**
   * The confirmed stay as a calendar event (`.ics`), with the manage token as My Booking reads it: a
   * wrong token is 404; a booking the host has not confirmed is 409 (the address is not the guest's yet).
   */
  app.get(
    '/api/bookings/:reference/calendar.ics',
    // The answer is the .ics text; a refusal is the one JSON error shape (the app's error handler).
    { schema: { params: BookingReferenceParamsSchema } },
    async (request, reply) => {
      const record = await guestRecord(app.db, request);
      if (!hostConfirmed(record)) throw apiError('BOOKING_NOT_CONFIRMED');
      const manage = new URLSearchParams({ ref: record.reference, token: app.bookings.manageToken(record.id) });
      reply.header('Content-Type', 'text/calendar; charset=utf-8');
      reply.header('Content-Disposition', `attachment; filename="makao-${record.reference.toLowerCase()}.ics"`);
      reply.header('Cache-Control', 'no-store');
      return stayEvent(record, `${app.config.siteUrl}${paths.bookingConfirmation}?${manage.toString()}`);
    },
  );

  app.post(
    '/api/bookings/:reference/cancel',
    {
      schema: {
        params: BookingReferenceParamsSchema,
        response: { 200: AnsweredBookingResponseSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request) => {
      const record = await changing(app, async (tx) => {
        const found = await guestRecord(tx, request, true);
        const wasHeld = found.status === 'requested' || found.status === 'confirmed';
        const cancelled = await transition(app, tx, found, 'cancelled', 'guest');
        if (wasHeld) {
          await app.bookings.notify(tx, cancelled, { event: 'cancelled', by: 'guest' });
        }
        return cancelled;
      });
      return { data: forGuest(app, record) };
    },
  );

  // --- The host's inbox -------------------------------------------------------------------------

  app.register(async (hostScope: ApiInstance) => {
    hostScope.addHook('preHandler', requireHost(app));
    hostScope.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    /** A booking of one of this host's listings, locked; another host's is 404. */
    const hostRecord = (tx: Queryable, request: FastifyRequest & { params: { id: string } }) =>
      app.bookings.hostRecord(tx, request.params.id, hostIdOf(request), true);

    /** The host sees the guest's contact with a booking they hold (the guest's is the host's too). */
    const forHost = (record: BookingRecord): AnsweredBooking => ({
      ...guestBooking({ ...record, status: record.status }),
      respondBy: record.respond_by === null ? null : new Date(record.respond_by).toISOString(),
      cancellation: cancellationTerms(record.property_type, record.check_in, record.check_in_time),
    });
    /** A booking of the host's list, with where its reviews stand once the stay has completed. */
    const listedForHost = (record: BookingRecord & HostProgressRow): AnsweredBooking => {
      const review = hostProgressOf(record, app.now());
      return { ...forHost(record), ...(review && { review }) };
    };

    hostScope.get(
      '/api/hosts/bookings',
      {
        schema: {
          querystring: HostBookingQuerySchema,
          response: { 200: BookingListResponseSchema, '4xx': ApiErrorSchema },
        },
      },
      async (request) => {
        const filter = request.query.status ?? 'all';
        // A stay is upcoming until its check-out day begins in Kenya: stay dates are Nairobi's (stayDate).
        // Requests and upcoming stays come soonest first; the past, latest first (the stays to review).
        const where =
          filter === 'requested'
            ? "b.status = 'requested'"
            : filter === 'upcoming'
              ? "b.status = 'confirmed' AND b.check_out > $2::date"
              : filter === 'past'
                ? "(b.status IN ('completed', 'declined', 'expired', 'cancelled') OR b.check_out <= $2::date)"
                : "b.status <> 'unconfirmed'";
        const { rows } = await app.db.query<BookingRecord & HostProgressRow>(
          `SELECT ${recordColumns}, ${hostProgressColumns} FROM bookings b JOIN properties p ON p.id = b.property_id
           LEFT JOIN hosts h ON h.id = p.host_id
           WHERE p.host_id = $1 AND ${where}
           ORDER BY ${filter === 'past' ? 'b.check_in DESC, b.created_at DESC' : 'b.check_in, b.created_at'}`,
          where.includes('$2') ? [hostIdOf(request), nairobiDate(app.now())] : [hostIdOf(request)],
        );
        return { data: rows.map(listedForHost) };
      },
    );

    hostScope.post(
      '/api/hosts/bookings/:id/accept',
      {
        schema: {
          params: BookingIdParamsSchema,
          response: { 200: AnsweredBookingResponseSchema, '4xx': ApiErrorSchema },
        },
      },
      async (request) => {
        const record = await changing(app, async (tx) => {
          const confirmed = await transition(app, tx, await hostRecord(tx, request), 'confirmed', 'host');
          await app.bookings.notify(tx, confirmed, { event: 'confirmed' });
          return confirmed;
        });
        return { data: forHost(record) };
      },
    );

    hostScope.post(
      '/api/hosts/bookings/:id/decline',
      {
        schema: {
          params: BookingIdParamsSchema,
          body: HostDeclineSchema,
          response: { 200: AnsweredBookingResponseSchema, '4xx': ApiErrorSchema },
        },
      },
      async (request) => {
        const reason = request.body?.reason?.trim() || null;
        const record = await changing(app, async (tx) => {
          const declined = await transition(app, tx, await hostRecord(tx, request), 'declined', 'host', reason);
          await app.bookings.notify(tx, declined, { event: 'declined', reason });
          return declined;
        });
        return { data: forHost(record) };
      },
    );

    hostScope.post(
      '/api/hosts/bookings/:id/cancel',
      {
        schema: {
          params: BookingIdParamsSchema,
          response: { 200: AnsweredBookingResponseSchema, '4xx': ApiErrorSchema },
        },
      },
      async (request) => {
        const record = await changing(app, async (tx) => {
          const cancelled = await transition(app, tx, await hostRecord(tx, request), 'cancelled', 'host');
          await app.bookings.notify(tx, cancelled, { event: 'cancelled', by: 'host' });
          return cancelled;
        });
        return { data: forHost(record) };
      },
    );
  });
}
