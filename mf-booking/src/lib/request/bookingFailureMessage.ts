import type { BookingFailure } from './bookingApi';
import { parseJson } from './requestKeys';

/** SPEC §8 (home widget): the fallback when nothing better is known. */
const BOOKING_FAILED_FALLBACK = 'Failed to create booking. Please try again.';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * SPEC §8, the home widget's failure message, built in one place:
 * - the server's `error` text, else `HTTP {status}: {statusText}`;
 * - plus a line `Details: {details}` when the answer has details;
 * - plus a line `Missing fields: a, b` when it has missingFields;
 * - a body that is not JSON is itself the error text;
 * - otherwise (no answer, or an empty one) `Failed to create booking. Please try again.`
 */
export function bookingFailureMessage(failure: BookingFailure): string {
  if (failure.kind === 'network') return BOOKING_FAILED_FALLBACK;
  const body = parseJson(failure.body);
  if (!isRecord(body)) return failure.body.trim() || BOOKING_FAILED_FALLBACK;
  const error = typeof body.error === 'string' ? body.error.trim() : '';
  const lines = [error || httpStatusLine(failure.status, failure.statusText)];
  if (typeof body.details === 'string' && body.details.trim()) lines.push(`Details: ${body.details.trim()}`);
  const missing = Array.isArray(body.missingFields)
    ? body.missingFields.filter((field): field is string => typeof field === 'string' && field !== '')
    : [];
  if (missing.length > 0) lines.push(`Missing fields: ${missing.join(', ')}`);
  return lines.join('\n');
}

/** `HTTP 500: Internal Server Error`; HTTP/2 answers carry no status text, then just `HTTP 500`. */
function httpStatusLine(status: number, statusText: string): string {
  return statusText.trim() ? `HTTP ${status}: ${statusText.trim()}` : `HTTP ${status}`;
}

/** The server's own `error` text, if the answer carried one (SPEC §8, detail form). */
export function serverErrorText(failure: BookingFailure): string | null {
  if (failure.kind !== 'response') return null;
  const body = parseJson(failure.body);
  return isRecord(body) && typeof body.error === 'string' && body.error.trim() ? body.error.trim() : null;
}

/** HTTP 409: the stay was taken by someone else (the database refuses overlapping stays). */
export function isDatesTaken(failure: BookingFailure): boolean {
  return failure.kind === 'response' && failure.status === 409;
}
