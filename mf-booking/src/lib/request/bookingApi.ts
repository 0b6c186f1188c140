import { type BookingRequest } from 'contracts';
import { apiUrl, requestApi, type ApiAnswer } from 'shared/config';
import { readGuestBooking, type GuestBooking } from '../lifecycle/guestBookingApi';
import { parseJson } from './requestKeys';

/** What went wrong with a booking request: an answer that was not ok, or no answer at all. */
export type BookingFailure =
  { kind: 'response'; status: number; statusText: string; body: string } | { kind: 'network'; error: unknown };

export type BookingOutcome = { ok: true; booking: GuestBooking } | { ok: false; failure: BookingFailure };

/**
 * `POST /api/bookings` with an `Idempotency-Key`: the same key for the same request returns the
 * first answer, so a retry or a double click never makes two bookings. SPEC §5: the response's ok
 * flag decides success; SPEC §7: the booking is read from data, booking or the body itself, with its
 * status (`unconfirmed` until the guest enters the emailed code) and manage token. No answer
 * within `API_TIMEOUT_MS` is a failure like no answer at all: the booking may still have been made,
 * and the guest's retry (same content, same key) gets the server's first answer instead of a second.
 */
export async function postBooking(request: BookingRequest, idempotencyKey: string): Promise<BookingOutcome> {
  let answer: ApiAnswer;
  try {
    answer = await requestApi(apiUrl('/api/bookings'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(request),
    });
  } catch (error) {
    return { ok: false, failure: { kind: 'network', error } };
  }
  if (!answer.ok) {
    return {
      ok: false,
      failure: { kind: 'response', status: answer.status, statusText: answer.statusText, body: answer.text },
    };
  }
  const booking = readGuestBookingBody(parseJson(answer.text));
  if (!booking.id) {
    return { ok: false, failure: { kind: 'network', error: new Error('The booking answer had no booking in it') } };
  }
  return { ok: true, booking };
}

/** SPEC §7: the booking object is read from data, booking or the body itself. */
function readGuestBookingBody(body: unknown): GuestBooking {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const inner = record.data ?? record.booking;
  return readGuestBooking(typeof inner === 'object' && inner !== null ? inner : body);
}
