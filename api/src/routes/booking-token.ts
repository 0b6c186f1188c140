import type { FastifyRequest } from 'fastify';
import { MANAGE_TOKEN_HEADER } from 'contracts/booking-lifecycle';

/** The manage token a guest's call carries (`X-Booking-Token`), if it carries one. */
export function bookingTokenOf(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const token = request.headers[MANAGE_TOKEN_HEADER.toLowerCase()];
  return typeof token === 'string' ? token : undefined;
}
