import { MANAGE_TOKEN_HEADER } from 'contracts/booking-lifecycle';
import { apiUrl, requestApiJson } from 'shared/config';

/**
 * SPEC §4/§7: `POST /api/email/booking-notification` with the booking id, and the guest's manage
 * token (the API tells nobody else anything of a booking); the answer is parsed as JSON. A failure
 * is the caller's to log: the guest is not told (SPEC §8 "silent"). No answer within
 * `API_TIMEOUT_MS` is a failure too, so the reservation moves on instead of processing forever.
 */
export async function notifyHost(bookingId: string, manageToken: string): Promise<unknown> {
  return requestApiJson(apiUrl('/api/email/booking-notification'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [MANAGE_TOKEN_HEADER]: manageToken },
    body: JSON.stringify({ bookingId }),
    failure: 'The booking notification failed',
  });
}
