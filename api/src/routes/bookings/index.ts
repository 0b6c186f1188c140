/**
 * POST /api/bookings. See README.md beside this file for the two invariants: no double booking
 * (a database constraint, not a check-then-insert) and idempotent retries.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bookingErrorMessages, type PaymentType } from 'shared/rules';
import {
  nairobiDate,
  type Booking,
  type BookingHost,
  type BookingRequest,
  type BookingResponse,
} from 'shared/contracts';
import { ApiErrorSchema, BookingHeadersSchema, BookingRequestSchema, BookingResponseSchema } from 'shared/schemas';
import { apiError } from '../../errors';
import { isDatabaseError, sqlState, type Database } from '../../plugins/database';
import { isUuid } from '../properties';
import { iso } from '../properties/serialize';
import { requireFields } from '../required-fields';
import { newBookingReference } from './reference';
import { resolveStay, type Stay } from './stay';

export interface BookingRow {
  id: string;
  reference: string;
  property_id: string;
  name: string;
  email: string;
  phone: string;
  guests: number;
  message: string;
  check_in: string;
  check_out: string;
  nights: number;
  price_per_night: number;
  total_amount: number;
  payment_type: PaymentType;
  status: Booking['status'];
  created_at: Date | string;
}

/** Columns of a booking read (`b` = bookings); dates as text, never through a JS Date. */
export const bookingColumns = `b.id::text AS id, b.reference, b.property_id::text AS property_id, b.name, b.email,
  b.phone, b.guests, b.message, b.check_in::text AS check_in, b.check_out::text AS check_out, b.nights,
  b.price_per_night, b.total_amount, b.payment_type, b.status, b.created_at`;

/** The host's name and phone as stored (`h` = hosts), for the guest of a booking only. */
export const bookingHostColumns = 'h.name AS host_name, h.phone AS host_phone';

export interface BookingHostRow {
  host_name: string | null;
  host_phone: string | null;
}

export const toBookingHost = (row: BookingHostRow): BookingHost | null =>
  row.host_name === null ? null : { name: row.host_name, phone: row.host_phone };

export function toBooking(row: BookingRow, propertyTitle: string, host: BookingHost | null): Booking {
  return {
    _id: row.id,
    id: row.id,
    bookingReference: row.reference,
    propertyId: row.property_id,
    propertyTitle,
    name: row.name,
    email: row.email,
    phone: row.phone,
    guests: row.guests,
    checkIn: row.check_in,
    checkOut: row.check_out,
    numberOfNights: row.nights,
    pricePerNight: row.price_per_night,
    totalAmount: row.total_amount,
    message: row.message,
    paymentType: row.payment_type,
    status: row.status,
    createdAt: iso(row.created_at),
    host,
  };
}

interface NewBooking {
  propertyId: string;
  name: string;
  email: string;
  phone: string;
  guests: number;
  message: string;
  paymentType: PaymentType;
  stay: Stay;
}

interface Outcome {
  status: number;
  body: BookingResponse;
  replayed: boolean;
}

const requestHash = (booking: NewBooking) => createHash('sha256').update(JSON.stringify(booking)).digest('hex');

const MAX_ATTEMPTS = 3;

/**
 * Inserts the booking in one transaction. With an Idempotency-Key the key row is inserted first:
 * a concurrent request with the same key waits on the unique index until the first commits, then
 * reads and returns the first answer; if the first rolls back, the waiting one proceeds itself.
 */
export async function createBooking(db: Database, booking: NewBooking, key: string | undefined): Promise<Outcome> {
  const hash = requestHash(booking);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const outcome = await db.transaction(async (tx): Promise<Outcome | null> => {
        if (key !== undefined) {
          const claimed = await tx.query(
            'INSERT INTO idempotency_keys (key, request_hash) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key',
            [key, hash],
          );
          if (claimed.rows.length === 0) {
            const { rows } = await tx.query<{ request_hash: string; status_code: number | null; response: unknown }>(
              'SELECT request_hash, status_code, response FROM idempotency_keys WHERE key = $1',
              [key],
            );
            const stored = rows[0];
            if (!stored || stored.status_code === null) return null; // vanished in between: try again
            if (stored.request_hash !== hash) throw apiError('IDEMPOTENCY_KEY_REUSED');
            const body = (
              typeof stored.response === 'string' ? JSON.parse(stored.response) : stored.response
            ) as BookingResponse;
            // An answer stored before it carried the host has none; the schema wants the field.
            const data = { ...body.data, host: body.data.host ?? null };
            return { status: stored.status_code, body: { data }, replayed: true };
          }
        }

        const { rows: properties } = await tx.query<{ title: string; price: number; guests: number } & BookingHostRow>(
          `SELECT p.title, p.price, p.guests, ${bookingHostColumns}
           FROM properties p LEFT JOIN hosts h ON h.id = p.host_id WHERE p.id = $1 AND p.status = 'published'`,
          [booking.propertyId],
        );
        const property = properties[0];
        if (!property) throw apiError('PROPERTY_NOT_FOUND');
        // SPEC §5: guests from 1 to the property's maximum.
        if (booking.guests > property.guests) {
          throw apiError('GUESTS_OUT_OF_RANGE', { error: bookingErrorMessages.guestsOutOfRange(property.guests) });
        }

        const { stay } = booking;
        // The server computes the money from the stored nightly price; the client's is never used.
        const { rows } = await tx.query<BookingRow>(
          `INSERT INTO bookings AS b (reference, property_id, name, email, phone, guests, message, check_in, check_out,
             nights, price_per_night, total_amount, payment_type)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8::date, $9::date, $10, $11, $12, $13)
           RETURNING ${bookingColumns}`,
          [
            newBookingReference(),
            booking.propertyId,
            booking.name,
            booking.email,
            booking.phone,
            booking.guests,
            booking.message,
            stay.checkIn,
            stay.checkOut,
            stay.nights,
            property.price,
            stay.nights * property.price,
            booking.paymentType,
          ],
        );
        // The host's phone is for this guest: it is in this answer, never in a property answer.
        const body: BookingResponse = {
          data: toBooking(rows[0] as BookingRow, property.title, toBookingHost(property)),
        };
        if (key !== undefined) {
          await tx.query('UPDATE idempotency_keys SET status_code = 201, response = $2::jsonb WHERE key = $1', [
            key,
            JSON.stringify(body),
          ]);
        }
        return { status: 201, body, replayed: false };
      });
      if (outcome) return outcome;
    } catch (error) {
      if (isDatabaseError(error, sqlState.exclusionViolation)) throw apiError('DATES_UNAVAILABLE');
      const referenceTaken = isDatabaseError(error, sqlState.uniqueViolation, 'bookings_reference_key');
      if (!referenceTaken || attempt >= MAX_ATTEMPTS) throw error;
    }
    if (attempt >= MAX_ATTEMPTS) throw new Error('idempotency key could not be resolved');
  }
}

export async function bookingRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: BookingRequest; Headers: { 'idempotency-key'?: string } }>(
    '/api/bookings',
    {
      preValidation: requireFields,
      schema: {
        body: BookingRequestSchema,
        headers: BookingHeadersSchema,
        response: { 201: BookingResponseSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request, reply) => {
      // Trimmed by requireFields and checked by the schema (SPEC §5); the stay rules need today.
      const body = request.body;
      const stay = resolveStay(body.checkIn, body.checkOut, nairobiDate(app.now()));
      const propertyId = body.propertyId;
      if (!isUuid(propertyId)) throw apiError('PROPERTY_NOT_FOUND');

      const outcome = await createBooking(
        app.db,
        {
          propertyId: propertyId.toLowerCase(),
          name: body.name,
          email: body.email,
          phone: body.phone,
          guests: body.guests ?? 1,
          message: body.message ?? '',
          paymentType: body.paymentType ?? 'reserve',
          stay,
        },
        request.headers['idempotency-key'],
      );
      if (outcome.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(outcome.status).send(outcome.body);
    },
  );
}
