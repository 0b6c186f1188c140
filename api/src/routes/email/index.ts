import { type BookingNotificationResponse } from 'contracts';
import {
  ApiErrorSchema,
  BookingNotificationRequestSchema,
  BookingNotificationResponseSchema,
  BookingTokenHeadersSchema,
} from 'contracts/schemas';
import { apiError } from '../../errors';
import type { EnqueueResult } from '../../plugins/mail';
import { bookingColumns, type BookingRow } from '../../domain/bookings/booking-row';
import { readRecord } from '../../domain/bookings/lifecycle';
import { isBookingReference } from '../../domain/bookings/reference';
import { isUuid } from '../../domain/ids';
import { requireFields } from '../required-fields';
import { bookingTokenOf } from '../booking-token';
import type { ApiInstance } from '../typed';

type Outcome = BookingNotificationResponse['data']['guest'];
const outcome = (result: EnqueueResult): Outcome => (result === 'queued' ? 'sent' : 'already-sent');

export async function emailRoutes(app: ApiInstance): Promise<void> {
  /** SPEC §7: the guest's and the host's notices of a held booking, once per booking whatever the retries. */
  app.post(
    '/api/email/booking-notification',
    {
      preValidation: requireFields,
      schema: {
        headers: BookingTokenHeadersSchema,
        body: BookingNotificationRequestSchema,
        response: { 200: BookingNotificationResponseSchema, '4xx': ApiErrorSchema, '5xx': ApiErrorSchema },
      },
    },
    async (request): Promise<BookingNotificationResponse> => {
      const bookingId = request.body.bookingId.trim();
      const column = isUuid(bookingId) ? 'b.id' : isBookingReference(bookingId.toUpperCase()) ? 'b.reference' : null;
      const { rows } = column
        ? await app.db.query<BookingRow>(`SELECT ${bookingColumns} FROM bookings b WHERE ${column} = $1`, [
            column === 'b.id' ? bookingId.toLowerCase() : bookingId.toUpperCase(),
          ])
        : { rows: [] };
      const row = rows[0];
      // The guest's own call: with the manage token of their booking's answer. Without it a known
      // booking answers exactly as an unknown one, so a reference alone tells nothing.
      if (!row || !app.bookings.tokenMatches(row.id, bookingTokenOf(request))) {
        throw apiError('BOOKING_NOT_FOUND');
      }

      // The messages of a booking's life are queued by its transitions (routes/bookings): the
      // request's code when it is made, the guest's and the host's notices when the guest confirms.
      // Here SPEC §7's call queues those notices for a held booking that has none yet (`sent`),
      // answers `already-sent` when they are queued, and `skipped` for a request the guest has not
      // confirmed (nothing is sent on its behalf before the mailbox is proven) or one that ended.
      const held = row.status === 'requested' || row.status === 'confirmed' || row.status === 'completed';
      let guest: Outcome = 'skipped';
      let host: Outcome = 'skipped';
      if (held) {
        const queued = await app.db.transaction(async (tx) => {
          const record = await readRecord(tx, 'b.id', row.id, true);
          return record ? app.bookings.notify(tx, record, { event: 'held' }) : null;
        });
        app.mailer.kick();
        if (queued) {
          guest = queued.guest ? outcome(queued.guest) : 'skipped';
          host = queued.host ? outcome(queued.host) : 'skipped';
        }
      }
      return { data: { bookingId: row.id, bookingReference: row.reference, guest, host } };
    },
  );
}
