/**
 * POST /api/bookings. See api/src/domain/bookings/README.md for the two invariants: no double booking
 * (a database constraint, not a check-then-insert) and idempotent retries.
 */
import { nairobiDate } from 'contracts';
import { ApiErrorSchema, BookingHeadersSchema, BookingRequestSchema, BookingResponseSchema } from 'contracts/schemas';
import { apiError } from '../../errors';
import { isUuid } from '../../domain/ids';
import { requireFields } from '../required-fields';
import { createBooking } from '../../domain/bookings/create';
import { manageRoutes } from './manage';
import { resolveStay } from '../../domain/bookings/stay';

import type { ApiInstance } from '../typed';

export async function bookingRoutes(app: ApiInstance): Promise<void> {
  await app.register(manageRoutes);

  app.post(
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
        (tx, row) => app.bookings.issueConfirmCode(tx, row),
      );
      app.mailer.kick();
      if (outcome.replayed) reply.header('Idempotent-Replayed', 'true');
      // The guest's manage token, worked out again for a replay (it is never stored).
      const data = { ...outcome.body.data, manageToken: app.bookings.manageToken(outcome.body.data.id) };
      return reply.status(outcome.status).send({ data });
    },
  );
}
