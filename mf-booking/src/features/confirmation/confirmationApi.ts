import { readPropertyBody, type Property } from 'shared/contracts';
import { ApiError, apiUrl, requestApiJson } from 'shared/config';

const FETCH_PROPERTY_ERROR = 'Failed to fetch property details';

/** SPEC §7: `GET /api/properties/{id}`, read from data or the body itself. */
export async function fetchProperty(id: string, signal?: AbortSignal): Promise<Property> {
  const body = await requestApiJson(apiUrl(`/api/properties/${encodeURIComponent(id)}`), {
    signal,
    failure: FETCH_PROPERTY_ERROR,
  });
  const property = readPropertyBody(body);
  if (!property.id) throw new ApiError('The property answer had no property in it', 'unreadable', 200);
  return property;
}

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
