/**
 * The bookings service, registered once on the app (fastify-plugin): the manage links' key, read
 * once (it is made once for every replica and never changes), `notify` for the messages of a
 * booking's life, the confirmation code, and the booking jobs every process runs. Routes reach it as
 * `app.bookings`.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../plugins/database';
import type { BookingRow } from './booking-row';
import { confirmWithCode, resendCode } from './confirm';
import { manageSecret } from './create';
import { startBookingJobs, type BookingJobs } from './jobs';
import { manageTokenMatches, manageTokenOf, type BookingRecord, type LifecycleDeps } from './lifecycle';
import { issueConfirmCode } from './notices';
import { notify, type BookingNotice, type Told } from './notify';

interface BookingsService {
  /** The guest's manage token of a booking (never stored: worked out again from the key). */
  manageToken(bookingId: string): string;
  /** Whether a token sent with a guest's call is this booking's. */
  tokenMatches(bookingId: string, sent: string | undefined): boolean;
  notify(tx: Queryable, record: BookingRecord, notice: BookingNotice): Promise<Told>;
  /** A new confirmation code for the request, and its mail. */
  issueConfirmCode(tx: Queryable, row: BookingRow): Promise<void>;
  /** The guest's emailed code confirms their request (confirm.ts). */
  confirmWithCode(attempt: { reference: string; code: string; client: string }): Promise<BookingRecord>;
  /** A new code for a request not yet confirmed, which `find` reads locked (confirm.ts). */
  resendCode(find: (tx: Queryable) => Promise<BookingRecord>): Promise<void>;
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
    notify: (tx, record, notice) => notify(deps, tx, record, notice),
    issueConfirmCode: (tx, row) => issueConfirmCode(deps, tx, row),
    confirmWithCode: (attempt) => confirmWithCode(deps, attempt),
    resendCode: (find) => resendCode(deps, find),
  });
  const jobs = startBookingJobs(deps);
  app.decorate('bookingJobs', jobs);
  app.addHook('onClose', async () => jobs.stop());
}

export default fp(bookingsService, { name: 'bookings-service' });
