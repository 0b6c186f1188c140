import { apiUrl, requestApiJson } from 'shared/config';

/**
 * SPEC §4/§7: `POST /api/email/booking-notification` with the booking id; the answer is parsed as
 * JSON. A failure is the caller's to log: the guest is not told (SPEC §8 "silent"). No answer within
 * `API_TIMEOUT_MS` is a failure too, so the reservation moves on instead of processing forever.
 */
export async function notifyHost(bookingId: string): Promise<unknown> {
  return requestApiJson(apiUrl('/api/email/booking-notification'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ bookingId }),
    failure: 'The booking notification failed',
  });
}
