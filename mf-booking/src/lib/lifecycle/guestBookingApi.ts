import { readBooking, type BookingAsRead } from 'contracts/bookings';
import {
  MANAGE_TOKEN_HEADER,
  bookingApi,
  lifecycleMessages,
  lifecycleStatuses,
  stayCalendarPath,
  type CancellationTerms,
  type LifecycleStatus,
} from 'contracts/booking-lifecycle';
import { apiUrl, requestApi, type ApiAnswer } from 'shared/config';
import type { BookingPlace } from 'contracts';

/** A booking as its guest reads it: the fields of SPEC §3 and where it stands on the server. */
export interface GuestBooking extends BookingAsRead {
  /** Null when not known (a booking kept by an older page, before the server kept statuses). */
  status: LifecycleStatus | null;
  /** The key of the guest's own calls (read, cancel); empty when the answer had none. */
  manageToken: string;
  /** A request's deadline for the host's answer (ISO), else null. */
  respondBy: string | null;
  /** SPEC §9 as it applies to this booking, when the server sent it. */
  cancellation: CancellationTerms | null;
  /** The stay's street address and exact pin: the server sends them once the host has confirmed. */
  place: BookingPlace | null;
  /** A declined booking: the host's reason, when they gave one. */
  declineReason: string | null;
  propertyTitle: string;
}

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

function readPlace(value: unknown): BookingPlace | null {
  if (!isRecord(value) || !str(value.address)) return null;
  const pin = isRecord(value.coordinates) ? value.coordinates : null;
  const coordinates =
    pin && typeof pin.lat === 'number' && typeof pin.lng === 'number' ? { lat: pin.lat, lng: pin.lng } : null;
  return {
    address: str(value.address),
    area: str(value.area),
    city: str(value.city),
    county: str(value.county),
    coordinates,
  };
}

function readTerms(value: unknown): CancellationTerms | null {
  if (!isRecord(value) || !str(value.summary) || !str(value.freeUntil)) return null;
  return { freeUntil: str(value.freeUntil), halfUntil: str(value.halfUntil) || null, summary: str(value.summary) };
}

/** Reads a booking answer's object (or one kept in the session) into a `GuestBooking`. */
export function readGuestBooking(input: unknown): GuestBooking {
  const raw: Raw = isRecord(input) ? input : {};
  const status = (lifecycleStatuses as readonly string[]).includes(str(raw.status))
    ? (raw.status as LifecycleStatus)
    : null;
  return {
    ...readBooking(raw),
    status,
    manageToken: str(raw.manageToken),
    respondBy: str(raw.respondBy) || null,
    cancellation: readTerms(raw.cancellation),
    place: readPlace(raw.place),
    declineReason: str(raw.declineReason) || null,
    propertyTitle: str(raw.propertyTitle),
  };
}

/** The outcome of one of the guest's booking calls; `status` is null when no answer came. */
export type GuestCall = { ok: true; booking: GuestBooking } | { ok: false; status: number | null; error: string };

/** Said when the API could not be reached or answered with something unreadable. */
const UNREACHABLE = 'We could not reach Makao just now. Check your connection and try again.';

export type Sent<T> = { ok: true; data: T } | { ok: false; status: number | null; error: string };

/**
 * One of the guest's calls: the answer's `data` read by `read` (null: unreadable), or the API's
 * refusal in its own words (SPEC §8: errors are `{ error }`), or UNREACHABLE when no answer came.
 */
export async function send<T>(
  path: string,
  init: RequestInit & { signal?: AbortSignal | undefined },
  read: (data: unknown) => T | null,
): Promise<Sent<T>> {
  let answer: ApiAnswer;
  try {
    answer = await requestApi(apiUrl(path), init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    return { ok: false, status: null, error: UNREACHABLE };
  }
  let body: unknown;
  try {
    body = answer.json();
  } catch {
    body = undefined;
  }
  if (!answer.ok) {
    const error = isRecord(body) && typeof body.error === 'string' && body.error.trim() ? body.error.trim() : '';
    return { ok: false, status: answer.status, error: error || `HTTP ${answer.status}` };
  }
  const data = read(isRecord(body) ? body.data : undefined);
  return data === null ? { ok: false, status: null, error: UNREACHABLE } : { ok: true, data };
}

async function call(path: string, init: RequestInit & { signal?: AbortSignal | undefined }): Promise<GuestCall> {
  const sent = await send(path, init, (data) => {
    const booking = readGuestBooking(data);
    return booking.id ? booking : null;
  });
  return sent.ok ? { ok: true, booking: sent.data } : sent;
}

const json = { 'Content-Type': 'application/json' };

/** `POST /api/bookings/:reference/confirm { code }`: the emailed code holds the nights (or asks the host). */
export function confirmBooking(reference: string, code: string): Promise<GuestCall> {
  return call(bookingApi.confirm(reference), { method: 'POST', headers: json, body: JSON.stringify({ code }) });
}

/**
 * `POST /api/bookings/:reference/code` with the manage token: a new code by email. Resolves with the
 * API's message, or its refusal (too soon, too many, the request ended).
 */
export function resendCode(reference: string, token: string): Promise<Sent<string>> {
  return send(
    bookingApi.resendCode(reference),
    { method: 'POST', headers: { [MANAGE_TOKEN_HEADER]: token } },
    (data) => (isRecord(data) && str(data.message) ? str(data.message) : lifecycleMessages.codeResent),
  );
}

/** `GET /api/bookings/:reference` with the manage token: the booking as it is now. */
export function readBookingNow(reference: string, token: string, signal?: AbortSignal): Promise<GuestCall> {
  return call(bookingApi.one(reference), { headers: { [MANAGE_TOKEN_HEADER]: token }, signal });
}

/** `POST /api/bookings/find { reference, email }`: one not-found answer for any wrong pair. */
export async function findBooking(reference: string, email: string): Promise<GuestCall> {
  const outcome = await call(bookingApi.find, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ reference: reference.trim(), email: email.trim() }),
  });
  if (!outcome.ok && outcome.status === 404) return { ...outcome, error: lifecycleMessages.notFound };
  return outcome;
}

/** `POST /api/bookings/:reference/cancel` with the manage token. */
export function cancelBooking(reference: string, token: string): Promise<GuestCall> {
  return call(bookingApi.cancel(reference), { method: 'POST', headers: { [MANAGE_TOKEN_HEADER]: token } });
}

/**
 * `GET /api/bookings/:reference/calendar.ics` with the manage token: the confirmed stay as an
 * iCalendar event, to hand to the phone's calendar. Resolves with the file's text, or the refusal.
 */
export async function stayCalendar(reference: string, token: string): Promise<Sent<string>> {
  try {
    const answer = await requestApi(apiUrl(stayCalendarPath(reference)), {
      headers: { [MANAGE_TOKEN_HEADER]: token },
    });
    if (answer.ok && answer.text.startsWith('BEGIN:VCALENDAR')) return { ok: true, data: answer.text };
    let error = '';
    try {
      const body = answer.json();
      if (isRecord(body) && typeof body.error === 'string') error = body.error;
    } catch {
      // Not the JSON error shape: said by its status.
    }
    return { ok: false, status: answer.status, error: error || `HTTP ${answer.status}` };
  } catch {
    return { ok: false, status: null, error: UNREACHABLE };
  }
}

/** The query key of a booking read from the server. */
export const guestBookingKey = (reference: string) => ['booking', 'guest', reference] as const;

/** Statuses that hold the property's nights, for the guest's eyes. */
export const isHeld = (status: LifecycleStatus | null) =>
  status === 'requested' || status === 'confirmed' || status === 'completed';

export { formatMoment } from 'contracts/booking-lifecycle';

/** The cache entry of a booking the server has just answered with. */
export const answered = (booking: GuestBooking): GuestCall => ({ ok: true, booking });
