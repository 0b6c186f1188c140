import type { FastifyInstance } from 'fastify';
import { type BookingNotificationRequest, type BookingNotificationResponse } from 'shared/contracts';
import { ApiErrorSchema, BookingNotificationRequestSchema, BookingNotificationResponseSchema } from 'shared/schemas';
import { apiError } from '../../errors';
import type { EnqueueResult } from '../../plugins/mail';
import {
  bookingColumns,
  bookingHostColumns,
  toBooking,
  toBookingHost,
  type BookingHostRow,
  type BookingRow,
} from '../bookings';
import { isUuid } from '../properties';
import { requireFields } from '../required-fields';
import { guestConfirmation, hostNotice, type BookingMailContext } from './messages';

interface NotificationRow extends BookingRow, BookingHostRow {
  title: string;
  address: string;
  city: string;
  host_email: string | null;
}

const REFERENCE = /^MK-[0-9A-Z]{6,9}$/i;

const outcome = (result: EnqueueResult) => (result === 'queued' ? 'sent' : 'already-sent');

export async function emailRoutes(app: FastifyInstance): Promise<void> {
  /** Queues the guest a confirmation and the host a notice, once per booking whatever the retries. */
  app.post<{ Body: BookingNotificationRequest }>(
    '/api/email/booking-notification',
    {
      preValidation: requireFields,
      schema: {
        body: BookingNotificationRequestSchema,
        response: { 200: BookingNotificationResponseSchema, '4xx': ApiErrorSchema, '5xx': ApiErrorSchema },
      },
    },
    async (request): Promise<BookingNotificationResponse> => {
      const bookingId = request.body.bookingId.trim();
      const column = isUuid(bookingId) ? 'b.id' : REFERENCE.test(bookingId) ? 'b.reference' : null;
      if (!column) throw apiError('BOOKING_NOT_FOUND');
      const { rows } = await app.db.query<NotificationRow>(
        `SELECT ${bookingColumns}, p.title, p.address, p.city,
           ${bookingHostColumns}, h.email AS host_email
         FROM bookings b
         JOIN properties p ON p.id = b.property_id
         LEFT JOIN hosts h ON h.id = p.host_id
         WHERE ${column} = $1`,
        [column === 'b.id' ? bookingId.toLowerCase() : bookingId.toUpperCase()],
      );
      const row = rows[0];
      if (!row) throw apiError('BOOKING_NOT_FOUND');

      const bookingHost = toBookingHost(row);
      const context: BookingMailContext = {
        booking: toBooking(row, row.title, bookingHost),
        property: { title: row.title, address: row.address, city: row.city },
        host: bookingHost && { ...bookingHost, email: row.host_email },
        supportEmail: app.config.supportEmail,
      };
      // Both messages in one transaction, into the outbox; the worker sends them. SPEC §7's `sent`
      // is "accepted for sending the first time", `already-sent` a repeat (api/README.md).
      const hostEmail = row.host_email;
      const [guest, host] = await app.db.transaction(async (tx) => {
        const guestResult = await app.mailer.enqueue(tx, {
          kind: 'booking-guest',
          dedupeKey: `booking-guest:${row.id}`,
          message: guestConfirmation(context),
        });
        const hostResult = hostEmail
          ? await app.mailer.enqueue(tx, {
              kind: 'booking-host',
              dedupeKey: `booking-host:${row.id}`,
              message: hostNotice(context, hostEmail),
            })
          : null;
        return [outcome(guestResult), hostResult ? outcome(hostResult) : 'skipped'] as const;
      });
      app.mailer.kick();
      return { data: { bookingId: row.id, bookingReference: row.reference, guest, host } };
    },
  );
}
