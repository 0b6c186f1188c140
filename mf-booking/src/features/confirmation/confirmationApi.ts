import { readPropertyBody, type Property } from 'shared/contracts';
import { apiUrl } from 'shared/config';

/** SPEC §7: `GET /api/properties/{id}`, read from data or the body itself. */
export async function fetchProperty(id: string, signal?: AbortSignal): Promise<Property> {
  const response = await fetch(apiUrl(`/api/properties/${encodeURIComponent(id)}`), { signal });
  if (!response.ok) throw new Error(`Failed to fetch property details (HTTP ${response.status})`);
  const property = readPropertyBody(await response.json());
  if (!property.id) throw new Error('The property answer had no property in it');
  return property;
}

/**
 * SPEC §4/§7: `POST /api/email/booking-notification` with the booking id; the answer is parsed as
 * JSON. A failure is the caller's to log: the guest is not told (SPEC §8 "silent").
 */
export async function notifyHost(bookingId: string): Promise<unknown> {
  const response = await fetch(apiUrl('/api/email/booking-notification'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ bookingId }),
  });
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`Booking notification answered HTTP ${response.status}`);
  return body;
}
