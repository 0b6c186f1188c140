/**
 * The guest's side of a booking's life, without an account: confirm the request with the emailed
 * code (the proof of a real mailbox, before any night is held or the host is told), find a booking
 * by reference and email, read it and cancel it with the manage token of the emailed link. And the
 * host's inbox: their listings' requests and stays, accept, decline, cancel.
 */
import type { FastifyRequest } from 'fastify';
import {
  CONFIRM_CODE_DIGITS,
  CONFIRM_CODE_MAX_ATTEMPTS,
  CONFIRM_CODE_MAX_SENDS,
  CONFIRM_CODE_MAX_WRONG_TOTAL,
  CONFIRM_CODE_RESEND_SECONDS,
  CONFIRM_CODE_TTL_MINUTES,
  MANAGE_TOKEN_HEADER,
  MAX_LIVE_REQUESTS_PER_EMAIL,
  cancellationTerms,
  lifecycleMessages,
  type LifecycleStatus,
} from 'contracts/booking-lifecycle';
import { nairobiDate, type Booking } from 'contracts';
import {
  ApiErrorSchema,
  BookingConfirmSchema,
  BookingFindSchema,
  BookingListResponseSchema,
  BookingIdParamsSchema,
  BookingReferenceParamsSchema,
  BookingResponseSchema,
  BookingTokenHeadersSchema,
  HostBookingQuerySchema,
  HostDeclineSchema,
  MessageResponseSchema,
} from 'contracts/schemas';
import { ApiError, apiError } from '../../errors';
import { isDatabaseError, sqlState, type Queryable } from '../../plugins/database';
import { clearFailures, clientKey, countFailures, recordFailure, secondsUntil } from '../../plugins/failed-attempts';
import { hostIdOf, requireHost } from '../../plugins/host-auth';
import { isUuid } from '../../domain/ids';
import {
  codeHash,
  guestBooking,
  readRecord,
  recordColumns,
  transition,
  type BookingRecord,
} from '../../domain/bookings/lifecycle';
import type { ApiInstance } from '../typed';

const REFERENCE = /^MK-[0-9A-Z]{6,9}$/;
const CODE = new RegExp(`^\\d{${CONFIRM_CODE_DIGITS}}$`);

type ReferenceParams = { reference: string };

/** The guest's view of a booking: their token, the host's deadline and the cancellation policy. */
function forGuest(app: ApiInstance, record: BookingRecord): Booking {
  return {
    ...guestBooking(record),
    manageToken: app.bookings.manageToken(record.id),
    respondBy: record.respond_by === null ? null : new Date(record.respond_by).toISOString(),
    cancellation: cancellationTerms(record.property_type, record.check_in),
  };
}

/** Why a correct code cannot confirm a booking in `status` any more; null when it can (or has). */
function codeRefusalFor(status: LifecycleStatus): ApiError | null {
  switch (status) {
    case 'cancelled':
      return apiError('CODE_CANCELLED');
    case 'declined':
      return apiError('CODE_DECLINED');
    case 'expired':
      return apiError('CODE_EXPIRED');
    case 'completed':
      return apiError('CODE_STAY_COMPLETED');
    default:
      return null;
  }
}

/** Runs `work` in a transaction and sends what it wrote to the outbox right after the commit. */
async function changing<T>(app: ApiInstance, work: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    const result = await app.db.transaction(work);
    app.mailer.kick();
    return result;
  } catch (error) {
    if (isDatabaseError(error, sqlState.exclusionViolation)) throw apiError('DATES_UNAVAILABLE');
    throw error;
  }
}

export async function manageRoutes(app: ApiInstance): Promise<void> {
  /** The booking a guest's call names, if the manage token matches: 404 alike for a wrong token. */
  async function guestRecord(
    tx: Queryable,
    request: Pick<FastifyRequest, 'headers'> & { params: ReferenceParams },
    lock = false,
  ) {
    const reference = request.params.reference.toUpperCase();
    const record = REFERENCE.test(reference) ? await readRecord(tx, 'b.reference', reference, lock) : undefined;
    const token = request.headers[MANAGE_TOKEN_HEADER.toLowerCase()];
    if (!record || !app.bookings.tokenMatches(record.id, typeof token === 'string' ? token : undefined)) {
      throw apiError('BOOKING_NOT_FOUND');
    }
    return record;
  }

  /**
   * The emailed code confirms the request. A reference alone reveals nothing and changes nothing:
   * only the right code answers with the booking (and its manage token), and an unknown reference
   * answers exactly as a known one with a wrong code. Wrong codes are counted per reference and
   * client (CONFIRM_CODE_MAX_ATTEMPTS each within the code's life), so a stranger's guesses slow the
   * stranger, never the guest; past CONFIRM_CODE_MAX_WRONG_TOTAL from everyone the code works no
   * more and the guest asks for a new one. A code that is not six digits costs no try.
   */
  app.post(
    '/api/bookings/:reference/confirm',
    {
      schema: {
        params: BookingReferenceParamsSchema,
        body: BookingConfirmSchema,
        response: { 200: BookingResponseSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const reference = request.params.reference.toUpperCase();
      const code = request.body.code.replace(/\s+/g, '');
      if (!CODE.test(code)) throw apiError('CODE_FORMAT');
      const client = clientKey(request.ip);
      const now = app.now();
      const windowMs = CONFIRM_CODE_TTL_MINUTES * 60_000;
      const tooMany = (freeAt: Date | null) => {
        reply.header('Retry-After', String(secondsUntil(freeAt, now)));
        return apiError('CODE_TOO_MANY_TRIES');
      };
      const failures = await countFailures(app.db, 'booking-code', reference, client, now, windowMs);
      if (failures.byClient >= CONFIRM_CODE_MAX_ATTEMPTS) throw tooMany(failures.clientFreeAt);
      if (failures.total >= CONFIRM_CODE_MAX_WRONG_TOTAL) throw tooMany(new Date(now.getTime() + windowMs));

      // A refusal after a change (a wrong try counted, a lapsed request expired) is thrown once it commits.
      let refusal: ApiError | undefined;
      const record = await changing(app, async (tx) => {
        const found = REFERENCE.test(reference) ? await readRecord(tx, 'b.reference', reference, true) : undefined;
        const expected = found?.confirm_code_hash;
        if (!found || !expected || !codeHash(found.id, code).equals(Buffer.from(expected))) {
          await recordFailure(tx, 'booking-code', reference, client, now);
          refusal =
            failures.byClient + 1 >= CONFIRM_CODE_MAX_ATTEMPTS
              ? tooMany(new Date(now.getTime() + windowMs))
              : apiError('CODE_WRONG');
          return undefined;
        }
        // The right code, from here on. Confirmed already (a second tab, a retry): the booking as it is.
        const ended = codeRefusalFor(found.status as LifecycleStatus);
        if (ended) throw ended;
        if (found.status !== 'unconfirmed') return found;
        if (found.confirm_expires_at === null || new Date(found.confirm_expires_at) <= now) {
          await transition(app, tx, found, 'expired', 'system');
          refusal = apiError('CODE_EXPIRED');
          return undefined;
        }
        // A verified email holds a few live requests at most.
        const { rows } = await tx.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM bookings WHERE lower(email) = lower($1) AND status = 'requested'",
          [found.email],
        );
        if ((rows[0]?.n ?? 0) >= MAX_LIVE_REQUESTS_PER_EMAIL) throw apiError('TOO_MANY_LIVE_REQUESTS');
        const held = await transition(app, tx, found, found.instant_book ? 'confirmed' : 'requested', 'guest');
        await clearFailures(tx, 'booking-code', reference);
        await app.bookings.notify(tx, held, { event: 'held' });
        return held;
      });
      if (refusal || !record) throw refusal ?? apiError('CODE_WRONG');
      return { data: forGuest(app, record) };
    },
  );

  /**
   * A new code for a request the guest has not confirmed yet, with the manage token the booking's
   * answer gave them: at most one every CONFIRM_CODE_RESEND_SECONDS, CONFIRM_CODE_MAX_SENDS in all.
   */
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
      // A request that lapsed is marked expired, committed, then said so.
      let refusal: ApiError | undefined;
      await changing(app, async (tx) => {
        const found = await guestRecord(tx, request, true);
        const ended = codeRefusalFor(found.status as LifecycleStatus);
        if (ended) throw ended;
        if (found.status !== 'unconfirmed') throw apiError('ILLEGAL_TRANSITION');
        const now = app.now();
        if (found.confirm_expires_at === null || new Date(found.confirm_expires_at) <= now) {
          await transition(app, tx, found, 'expired', 'system');
          refusal = apiError('CODE_EXPIRED');
          return;
        }
        const sentAt = found.confirm_code_sent_at === null ? null : new Date(found.confirm_code_sent_at);
        const nextAt = sentAt && new Date(sentAt.getTime() + CONFIRM_CODE_RESEND_SECONDS * 1000);
        if (nextAt && nextAt > now) {
          reply.header('Retry-After', String(secondsUntil(nextAt, now)));
          throw apiError('CODE_RESEND_TOO_SOON');
        }
        if (found.confirm_codes_sent >= CONFIRM_CODE_MAX_SENDS) throw apiError('CODE_RESEND_LIMIT');
        await app.bookings.issueConfirmCode(tx, found);
      });
      if (refusal) throw refusal;
      reply.status(202);
      return { data: { message: lifecycleMessages.codeResent } };
    },
  );

  app.post(
    '/api/bookings/find',
    {
      // A wrong pair answers like a missing one, and a client may try only a few a minute.
      config: { rateLimit: { max: app.config.findBookingRateLimitMax, timeWindow: 60_000 } },
      schema: { body: BookingFindSchema, response: { 200: BookingResponseSchema, '4xx': ApiErrorSchema } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const reference = request.body.reference.trim().toUpperCase();
      const record = REFERENCE.test(reference) ? await readRecord(app.db, 'b.reference', reference) : undefined;
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
      schema: { params: BookingReferenceParamsSchema, response: { 200: BookingResponseSchema, '4xx': ApiErrorSchema } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: forGuest(app, await guestRecord(app.db, request)) };
    },
  );

  app.post(
    '/api/bookings/:reference/cancel',
    {
      schema: { params: BookingReferenceParamsSchema, response: { 200: BookingResponseSchema, '4xx': ApiErrorSchema } },
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
    async function hostRecord(tx: Queryable, request: FastifyRequest & { params: { id: string } }) {
      const { id } = request.params;
      const record = isUuid(id) ? await readRecord(tx, 'b.id', id, true) : undefined;
      if (!record || record.host_id !== hostIdOf(request)) throw apiError('BOOKING_NOT_FOUND');
      return record;
    }

    /** The host sees the guest's contact with a booking they hold (the guest's is the host's too). */
    const forHost = (record: BookingRecord): Booking => ({
      ...guestBooking({ ...record, status: record.status }),
      respondBy: record.respond_by === null ? null : new Date(record.respond_by).toISOString(),
      cancellation: cancellationTerms(record.property_type, record.check_in),
    });

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
        const where =
          filter === 'requested'
            ? "b.status = 'requested'"
            : filter === 'upcoming'
              ? "b.status = 'confirmed' AND b.check_out > $2::date"
              : filter === 'past'
                ? "(b.status IN ('completed', 'declined', 'expired', 'cancelled') OR b.check_out <= $2::date)"
                : "b.status <> 'unconfirmed'";
        const { rows } = await app.db.query<BookingRecord>(
          `SELECT ${recordColumns} FROM bookings b JOIN properties p ON p.id = b.property_id
           LEFT JOIN hosts h ON h.id = p.host_id
           WHERE p.host_id = $1 AND ${where}
           ORDER BY b.check_in, b.created_at`,
          where.includes('$2') ? [hostIdOf(request), nairobiDate(app.now())] : [hostIdOf(request)],
        );
        return { data: rows.map(forHost) };
      },
    );

    hostScope.post(
      '/api/hosts/bookings/:id/accept',
      { schema: { params: BookingIdParamsSchema, response: { 200: BookingResponseSchema, '4xx': ApiErrorSchema } } },
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
          response: { 200: BookingResponseSchema, '4xx': ApiErrorSchema },
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
      { schema: { params: BookingIdParamsSchema, response: { 200: BookingResponseSchema, '4xx': ApiErrorSchema } } },
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
