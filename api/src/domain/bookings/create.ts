/**
 * A new booking request in one transaction, and the key of the guests' manage links. See README.md
 * beside this file for the two invariants: no double booking (a database constraint, not a
 * check-then-insert) and idempotent retries.
 */
import { createHash } from 'node:crypto';
import { bookingErrorMessages, type PaymentType } from 'contracts/rules';
import { stayTooShortMessage, type BookingResponse } from 'contracts';
import { apiError } from '../../errors';
import { isDatabaseError, sqlState, type Database, type Queryable } from '../../plugins/database';
import {
  bookingColumns,
  bookingHostColumns,
  toBooking,
  toBookingHost,
  type BookingHostRow,
  type BookingRow,
} from './booking-row';
import { newBookingReference } from './reference';
import type { Stay } from './stay';

export interface NewBooking {
  propertyId: string;
  name: string;
  email: string;
  phone: string;
  guests: number;
  message: string;
  paymentType: PaymentType;
  stay: Stay;
}

export interface Outcome {
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
export async function createBooking(
  db: Database,
  booking: NewBooking,
  key: string | undefined,
  afterInsert: (tx: Queryable, row: BookingRow) => Promise<void>,
): Promise<Outcome> {
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

        const { rows: properties } = await tx.query<
          { title: string; price: number; guests: number; min_nights: number; taken: boolean } & BookingHostRow
        >(
          `SELECT p.title, p.price, p.guests, p.min_nights, ${bookingHostColumns},
             p.booked && daterange($2::date, $3::date, '[)') AS taken
           FROM properties p LEFT JOIN hosts h ON h.id = p.host_id WHERE p.id = $1 AND p.status = 'published'`,
          [booking.propertyId, booking.stay.checkIn, booking.stay.checkOut],
        );
        const property = properties[0];
        if (!property) throw apiError('PROPERTY_NOT_FOUND');
        // SPEC §5: guests from 1 to the property's maximum.
        if (booking.guests > property.guests) {
          throw apiError('GUESTS_OUT_OF_RANGE', { error: bookingErrorMessages.guestsOutOfRange(property.guests) });
        }
        // The listing's minimum stay (listingRules.ts), in the words the booking forms show.
        if (booking.stay.nights < property.min_nights) {
          throw apiError('STAY_TOO_SHORT', { error: stayTooShortMessage(property.min_nights) });
        }
        // Nights held by another stay are refused now; the hold itself is taken when the guest
        // confirms with the emailed code (confirm.ts), where the database's no-overlap rule decides.
        if (property.taken) throw apiError('DATES_UNAVAILABLE');

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
        const row = rows[0] as BookingRow;
        await afterInsert(tx, row);
        // The host's name only: the phone is the guest's once the host has confirmed (lifecycle.ts).
        const host = toBookingHost(property);
        const body: BookingResponse = {
          data: toBooking(row, property.title, host && { name: host.name, phone: null }),
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

/** The key of the guests' manage links (migration 006 makes it once, for every replica). */
export async function manageSecret(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ value: string }>("SELECT value FROM app_secrets WHERE name = 'booking-manage'");
  if (!rows[0]) throw new Error('app_secrets has no booking-manage key (migration 006)');
  return rows[0].value;
}
