import { topology } from './env';

export interface ApiProperty {
  id: string;
  title: string;
  price: number;
  guests: number;
  city: string;
  /** The listing's minimum stay (its rules); another spec's listing may ask for more than a night. */
  minNights?: number;
}

/** The API, as the tests read it directly (to know what a guest should see). */
export async function apiProperties(query = ''): Promise<ApiProperty[]> {
  const response = await fetch(`${topology().api}/api/properties${query}`);
  return ((await response.json()) as { data: ApiProperty[] }).data;
}

export async function bookedRanges(
  id: string,
  from: string,
  to: string,
): Promise<Array<{ checkIn: string; checkOut: string }>> {
  const response = await fetch(`${topology().api}/api/properties/${id}/availability?from=${from}&to=${to}`);
  return ((await response.json()) as { data: { booked: Array<{ checkIn: string; checkOut: string }> } }).data.booked;
}

/** `POST /api/bookings` as a client would: the status and, on success, the booking's reference. */
export async function bookDirectlyWithAnswer(
  body: Record<string, unknown>,
): Promise<{ status: number; reference: string | null }> {
  const response = await fetch(`${topology().api}/api/bookings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => null)) as { data?: { bookingReference?: string } } | null;
  return { status: response.status, reference: answer?.data?.bookingReference ?? null };
}

/** `POST /api/bookings/:reference/confirm` with the emailed code: the status. */
export async function confirmDirectly(reference: string, code: string): Promise<number> {
  const response = await fetch(`${topology().api}/api/bookings/${reference}/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  return response.status;
}

/** A calendar date `days` after today in Nairobi, as `YYYY-MM-DD`. */
export function nairobiDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export const kes = (amount: number) => `KSh ${new Intl.NumberFormat('en-KE').format(amount)}`;
