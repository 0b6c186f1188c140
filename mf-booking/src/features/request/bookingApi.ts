import { readBookingBody, type BookingAsRead, type BookingRequest } from 'shared/contracts';
import { apiUrl } from 'shared/config';

/** What went wrong with a booking request: an answer that was not ok, or no answer at all. */
export type BookingFailure =
  { kind: 'response'; status: number; statusText: string; body: string } | { kind: 'network'; error: unknown };

export type BookingOutcome = { ok: true; booking: BookingAsRead } | { ok: false; failure: BookingFailure };

/**
 * `POST /api/bookings` with an `Idempotency-Key`: the same key for the same request returns the
 * first answer, so a retry or a double click never makes two bookings. SPEC §5: the response's ok
 * flag decides success; SPEC §7: the booking is read from data, booking or the body itself.
 */
export async function postBooking(request: BookingRequest, idempotencyKey: string): Promise<BookingOutcome> {
  let response: Response;
  try {
    response = await fetch(apiUrl('/api/bookings'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(request),
    });
  } catch (error) {
    return { ok: false, failure: { kind: 'network', error } };
  }
  let body = '';
  try {
    body = await response.text();
  } catch (error) {
    if (response.ok) return { ok: false, failure: { kind: 'network', error } };
  }
  if (!response.ok) {
    return { ok: false, failure: { kind: 'response', status: response.status, statusText: response.statusText, body } };
  }
  const booking = readBookingBody(parseJson(body));
  if (!booking.id) {
    return { ok: false, failure: { kind: 'network', error: new Error('The booking answer had no booking in it') } };
  }
  return { ok: true, booking };
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A new key for one intended booking (randomUUID needs a secure context, hence the fallback). */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof cryptoApi?.getRandomValues === 'function') cryptoApi.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
