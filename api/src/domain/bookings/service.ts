/**
 * The bookings service, registered once on the app (fastify-plugin): the manage links' key, read
 * once (it is made once for every replica and never changes), `notify` for the messages of a
 * booking's life, the confirmation code, and the booking jobs every process runs. Routes reach it as
 * `app.bookings`.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { OPS_LISTING_BOOKINGS_PAGE, type OpsListingBooking } from 'contracts/ops';
import type { Queryable } from '../../plugins/database';
import type { BookingRow } from './booking-row';
import { confirmWithCode, resendCode } from './confirm';
import { manageSecret } from './create';
import { startBookingJobs, type BookingJobs } from './jobs';
import { apiError } from '../../errors';
import { isUuid } from '../ids';
import { manageTokenMatches, manageTokenOf, readRecord, type BookingRecord, type LifecycleDeps } from './lifecycle';
import { iso } from '../properties/serialize';
import { isBookingReference } from './reference';
import { issueConfirmCode } from './notices';
import { notify, type BookingNotice, type Told } from './notify';

interface BookingsService {
  /** The guest's manage token of a booking (never stored: worked out again from the key). */
  manageToken(bookingId: string): string;
  /** Whether a token sent with a guest's call is this booking's. */
  tokenMatches(bookingId: string, sent: string | undefined): boolean;
  /** The booking a guest's call names by reference, if `token` is its manage token; 404 alike otherwise. */
  guestRecord(tx: Queryable, reference: string, token: string | undefined, lock?: boolean): Promise<BookingRecord>;
  /** A booking of one of `hostId`'s listings; another host's, like a missing one, is 404. */
  hostRecord(tx: Queryable, id: string, hostId: string, lock?: boolean): Promise<BookingRecord>;
  notify(tx: Queryable, record: BookingRecord, notice: BookingNotice): Promise<Told>;
  /** A new confirmation code for the request, and its mail. */
  issueConfirmCode(tx: Queryable, row: BookingRow): Promise<void>;
  /** The guest's emailed code confirms their request (confirm.ts). */
  confirmWithCode(attempt: { reference: string; code: string; client: string }): Promise<BookingRecord>;
  /** A new code for a request not yet confirmed, which `find` reads locked (confirm.ts). */
  resendCode(find: (tx: Queryable) => Promise<BookingRecord>): Promise<void>;
  /** An operator's read of one listing's bookings, newest first, with the guest's first name only; 404 for no such listing. */
  ofListing(listingId: string): Promise<OpsListingBooking[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    bookings: BookingsService;
    /** Expiry, completion and reminders (jobs.ts); tests run them with `runOnce`. */
    bookingJobs: BookingJobs;
  }
}

async function bookingsService(app: FastifyInstance): Promise<void> {
  const deps: LifecycleDeps = { app, secret: await manageSecret(app.db) };
  app.decorate<BookingsService>('bookings', {
    manageToken: (bookingId) => manageTokenOf(deps.secret, bookingId),
    tokenMatches: (bookingId, sent) => manageTokenMatches(deps.secret, bookingId, sent),
    async guestRecord(tx, reference, token, lock = false) {
      const ref = reference.toUpperCase();
      const record = isBookingReference(ref) ? await readRecord(tx, 'b.reference', ref, lock) : undefined;
      if (!record || !manageTokenMatches(deps.secret, record.id, token)) throw apiError('BOOKING_NOT_FOUND');
      return record;
    },
    async hostRecord(tx, id, hostId, lock = false) {
      const record = isUuid(id) ? await readRecord(tx, 'b.id', id, lock) : undefined;
      if (!record || record.host_id !== hostId) throw apiError('BOOKING_NOT_FOUND');
      return record;
    },
    notify: (tx, record, notice) => notify(deps, tx, record, notice),
    issueConfirmCode: (tx, row) => issueConfirmCode(deps, tx, row),
    confirmWithCode: (attempt) => confirmWithCode(deps, attempt),
    resendCode: (find) => resendCode(deps, find),
    async ofListing(listingId) {
      const found = isUuid(listingId)
        ? await app.db.query('SELECT 1 FROM properties WHERE id = $1', [listingId])
        : { rows: [] };
      if (found.rows.length === 0) throw apiError('LISTING_NOT_FOUND');
      const { rows } = await app.db.query<{
        id: string;
        reference: string;
        first_name: string;
        check_in: string;
        check_out: string;
        nights: number;
        guests: number;
        status: string;
        created_at: Date | string;
      }>(
        `SELECT b.id::text AS id, b.reference, split_part(btrim(b.name), ' ', 1) AS first_name,
                b.check_in::text AS check_in, b.check_out::text AS check_out, b.nights, b.guests, b.status,
                b.created_at
         FROM bookings b WHERE b.property_id = $1
         ORDER BY b.created_at DESC, b.id LIMIT $2`,
        [listingId, OPS_LISTING_BOOKINGS_PAGE],
      );
      return rows.map((row) => ({
        id: row.id,
        reference: row.reference,
        guestFirstName: row.first_name,
        checkIn: row.check_in,
        checkOut: row.check_out,
        nights: row.nights,
        guests: row.guests,
        status: row.status,
        createdAt: iso(row.created_at),
      }));
    },
  });
  const jobs = startBookingJobs(deps);
  app.decorate('bookingJobs', jobs);
  app.addHook('onClose', async () => jobs.stop());
}

export default fp(bookingsService, { name: 'bookings-service' });
