/**
 * The guest's side of a booking's life, without an account: confirm the request with the emailed
 * code (the proof of a real mailbox, before any night is held or the host is told), find a booking
 * by reference and email, read it and cancel it with the manage token of the emailed link. And the
 * host's inbox: their listings' requests and stays, accept, decline, cancel.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CONFIRM_CODE_DIGITS,
  CONFIRM_CODE_MAX_ATTEMPTS,
  CONFIRM_CODE_TTL_MINUTES,
  MANAGE_TOKEN_HEADER,
  MAX_LIVE_REQUESTS_PER_EMAIL,
  cancellationTerms,
  type LifecycleStatus,
} from 'shared/booking-lifecycle';
import { nairobiDate, type Booking } from 'shared/contracts';
import {
  ApiErrorSchema,
  BookingConfirmSchema,
  BookingFindSchema,
  BookingListResponseSchema,
  BookingReferenceParamsSchema,
  BookingResponseSchema,
  HostBookingQuerySchema,
  HostDeclineSchema,
} from 'shared/schemas';
import { ApiError, apiError } from '../../errors';
import { isDatabaseError, sqlState, type Queryable } from '../../plugins/database';
import type { EnqueueResult } from '../../plugins/mail';
import { hostIdOf, requireHost } from '../../plugins/host-auth';
import { isUuid } from '../properties';
import type { BookingRow } from './booking-row';
import {
  codeHash,
  guestBooking,
  mailContext,
  mailFor,
  manageTokenMatches,
  manageTokenOf,
  readRecord,
  recordColumns,
  transition,
  type BookingRecord,
  type LifecycleDeps,
} from './lifecycle';
import {
  cancelledMail,
  confirmCodeMail,
  confirmedMail,
  declinedMail,
  heldMail,
  hostCancelledMail,
  hostRequestMail,
} from './mails';

const REFERENCE = /^MK-[0-9A-Z]{6,9}$/;

type ReferenceParams = { reference: string };

/** The guest's view of a booking: their token, the host's deadline and the cancellation policy. */
function forGuest(deps: LifecycleDeps, record: BookingRecord): Booking {
  return {
    ...guestBooking(record),
    manageToken: manageTokenOf(deps.secret, record.id),
    respondBy: record.respond_by === null ? null : new Date(record.respond_by).toISOString(),
    cancellation: cancellationTerms(record.property_type, record.check_in),
  };
}

/** A new request's code and its mail, in the transaction that inserts the booking (index.ts). */
export async function issueConfirmCode(deps: LifecycleDeps, tx: Queryable, row: BookingRow): Promise<void> {
  const { app } = deps;
  const code = String(randomInt(0, 10 ** CONFIRM_CODE_DIGITS)).padStart(CONFIRM_CODE_DIGITS, '0');
  await tx.query('UPDATE bookings SET confirm_code_hash = $2, confirm_expires_at = $3 WHERE id = $1', [
    row.id,
    codeHash(row.id, code),
    new Date(app.now().getTime() + CONFIRM_CODE_TTL_MINUTES * 60_000),
  ]);
  const record = await readRecord(tx, 'b.id', row.id);
  if (!record) throw new Error(`booking ${row.id} vanished in its own transaction`);
  await mailFor(app, tx, 'booking-code', record, confirmCodeMail(mailContext(deps, record), code), true);
}

/** Runs `work` in a transaction and sends what it wrote to the outbox right after the commit. */
async function changing<T>(deps: LifecycleDeps, work: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    const result = await deps.app.db.transaction(work);
    deps.app.mailer.kick();
    return result;
  } catch (error) {
    if (isDatabaseError(error, sqlState.exclusionViolation)) throw apiError('DATES_UNAVAILABLE');
    throw error;
  }
}

/**
 * The guest is told their request is held (or confirmed) and the host is told of it, when its
 * nights become held; once per booking (a second call finds them queued: `already-queued`).
 */
export async function mailHeld(
  deps: LifecycleDeps,
  tx: Queryable,
  record: BookingRecord,
): Promise<{ guest: EnqueueResult; host: EnqueueResult | null }> {
  const context = mailContext(deps, record);
  const status = record.status as LifecycleStatus;
  const guest = await mailFor(deps.app, tx, 'booking-held', record, heldMail(context, status));
  const host = record.host_email
    ? await mailFor(deps.app, tx, 'booking-host-request', record, hostRequestMail(context, record.host_email, status))
    : null;
  return { guest, host };
}

export async function manageRoutes(app: FastifyInstance, { secret }: { secret: string }): Promise<void> {
  const deps: LifecycleDeps = { app, secret };

  /** The booking a guest's call names, if the manage token matches: 404 alike for a wrong token. */
  async function guestRecord(tx: Queryable, request: FastifyRequest<{ Params: ReferenceParams }>, lock = false) {
    const reference = request.params.reference.toUpperCase();
    const record = REFERENCE.test(reference) ? await readRecord(tx, 'b.reference', reference, lock) : undefined;
    const token = request.headers[MANAGE_TOKEN_HEADER.toLowerCase()];
    if (!record || !manageTokenMatches(secret, record.id, typeof token === 'string' ? token : undefined)) {
      throw apiError('BOOKING_NOT_FOUND');
    }
    return record;
  }

  app.post<{ Params: ReferenceParams; Body: { code: string } }>(
    '/api/bookings/:reference/confirm',
    {
      // Per client the POST limit (RATE_LIMIT_MAX); per booking CONFIRM_CODE_MAX_ATTEMPTS wrong codes.
      schema: {
        params: BookingReferenceParamsSchema,
        body: BookingConfirmSchema,
        response: { 200: BookingResponseSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request) => {
      const reference = request.params.reference.toUpperCase();
      if (!REFERENCE.test(reference)) throw apiError('BOOKING_NOT_FOUND');
      const code = request.body.code.replace(/\s+/g, '');
      // A wrong code's try is counted in a transaction of its own, committed before the refusal.
      let refusal: ApiError | undefined;
      const record = await changing(deps, async (tx) => {
        const found = await readRecord(tx, 'b.reference', reference, true);
        if (!found) throw apiError('BOOKING_NOT_FOUND');
        // Confirmed already (a second tab, a retry): the booking as it is.
        if (found.status === 'requested' || found.status === 'confirmed') return found;
        if (found.status !== 'unconfirmed') throw apiError('CODE_EXPIRED');
        const now = app.now();
        if (found.confirm_expires_at === null || new Date(found.confirm_expires_at) <= now) {
          await transition(app, tx, found, 'expired', 'system');
          refusal = apiError('CODE_EXPIRED');
          return found;
        }
        if (found.confirm_attempts >= CONFIRM_CODE_MAX_ATTEMPTS) throw apiError('CODE_TOO_MANY_TRIES');
        const expected = found.confirm_code_hash;
        if (!expected || !codeHash(found.id, code).equals(Buffer.from(expected))) {
          await tx.query('UPDATE bookings SET confirm_attempts = confirm_attempts + 1 WHERE id = $1', [found.id]);
          refusal = apiError(
            found.confirm_attempts + 1 >= CONFIRM_CODE_MAX_ATTEMPTS ? 'CODE_TOO_MANY_TRIES' : 'CODE_WRONG',
          );
          return found;
        }
        // A verified email holds a few live requests at most.
        const { rows } = await tx.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM bookings WHERE lower(email) = lower($1) AND status = 'requested'",
          [found.email],
        );
        if ((rows[0]?.n ?? 0) >= MAX_LIVE_REQUESTS_PER_EMAIL) throw apiError('TOO_MANY_LIVE_REQUESTS');
        const held = await transition(app, tx, found, found.instant_book ? 'confirmed' : 'requested', 'guest');
        await tx.query('UPDATE bookings SET confirm_code_hash = NULL WHERE id = $1', [found.id]);
        await mailHeld(deps, tx, held);
        return held;
      });
      if (refusal) throw refusal;
      return { data: forGuest(deps, record) };
    },
  );

  app.post<{ Body: { reference: string; email: string } }>(
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
      return { data: forGuest(deps, record) };
    },
  );

  app.get<{ Params: ReferenceParams }>(
    '/api/bookings/:reference',
    {
      schema: { params: BookingReferenceParamsSchema, response: { 200: BookingResponseSchema, '4xx': ApiErrorSchema } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: forGuest(deps, await guestRecord(app.db, request)) };
    },
  );

  app.post<{ Params: ReferenceParams }>(
    '/api/bookings/:reference/cancel',
    {
      schema: { params: BookingReferenceParamsSchema, response: { 200: BookingResponseSchema, '4xx': ApiErrorSchema } },
    },
    async (request) => {
      const record = await changing(deps, async (tx) => {
        const found = await guestRecord(tx, request, true);
        const wasHeld = found.status === 'requested' || found.status === 'confirmed';
        const cancelled = await transition(app, tx, found, 'cancelled', 'guest');
        if (wasHeld) {
          const context = mailContext(deps, cancelled);
          await mailFor(app, tx, 'booking-cancelled', cancelled, cancelledMail(context, 'guest'));
          if (cancelled.host_email) {
            await mailFor(
              app,
              tx,
              'booking-host-cancelled',
              cancelled,
              hostCancelledMail(context, cancelled.host_email),
            );
          }
        }
        return cancelled;
      });
      return { data: forGuest(deps, record) };
    },
  );

  // --- The host's inbox -------------------------------------------------------------------------

  app.register(async (hostScope) => {
    hostScope.addHook('preHandler', requireHost(app));
    hostScope.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    /** A booking of one of this host's listings, locked; another host's is 404. */
    async function hostRecord(tx: Queryable, request: FastifyRequest<{ Params: { id: string } }>) {
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

    hostScope.get<{ Querystring: { status?: 'requested' | 'upcoming' | 'past' | 'all' } }>(
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

    hostScope.post<{ Params: { id: string } }>(
      '/api/hosts/bookings/:id/accept',
      { schema: { response: { 200: BookingResponseSchema, '4xx': ApiErrorSchema } } },
      async (request) => {
        const record = await changing(deps, async (tx) => {
          const confirmed = await transition(app, tx, await hostRecord(tx, request), 'confirmed', 'host');
          await mailFor(app, tx, 'booking-confirmed', confirmed, confirmedMail(mailContext(deps, confirmed)));
          return confirmed;
        });
        return { data: forHost(record) };
      },
    );

    hostScope.post<{ Params: { id: string }; Body: { reason?: string } | undefined }>(
      '/api/hosts/bookings/:id/decline',
      { schema: { body: HostDeclineSchema, response: { 200: BookingResponseSchema, '4xx': ApiErrorSchema } } },
      async (request) => {
        const reason = request.body?.reason?.trim() || null;
        const record = await changing(deps, async (tx) => {
          const declined = await transition(app, tx, await hostRecord(tx, request), 'declined', 'host', reason);
          await mailFor(app, tx, 'booking-declined', declined, declinedMail(mailContext(deps, declined), reason));
          return declined;
        });
        return { data: forHost(record) };
      },
    );

    hostScope.post<{ Params: { id: string } }>(
      '/api/hosts/bookings/:id/cancel',
      { schema: { response: { 200: BookingResponseSchema, '4xx': ApiErrorSchema } } },
      async (request) => {
        const record = await changing(deps, async (tx) => {
          const cancelled = await transition(app, tx, await hostRecord(tx, request), 'cancelled', 'host');
          await mailFor(app, tx, 'booking-cancelled', cancelled, cancelledMail(mailContext(deps, cancelled), 'host'));
          return cancelled;
        });
        return { data: forHost(record) };
      },
    );
  });
}
