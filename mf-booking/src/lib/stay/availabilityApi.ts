import { addDays, isStayDate, type BookedRange } from 'contracts';
import { apiUrl, requestApiJson } from 'shared/config';
import { todayInNairobi } from './stayDates';

/** How far ahead the forms look for booked stays (one year, as the brief for the API suggests). */
export const AVAILABILITY_WINDOW_DAYS = 365;

export function availabilityWindow(now: number = Date.now()): { from: string; to: string } {
  const from = todayInNairobi(now);
  return { from, to: addDays(from, AVAILABILITY_WINDOW_DAYS) };
}

/** `GET /api/properties/:id/availability` (AvailabilityResponseSchema): the booked stays, sorted. */
export async function fetchBookedStays(
  propertyId: string,
  window: { from: string; to: string },
  signal?: AbortSignal,
): Promise<BookedRange[]> {
  const query = new URLSearchParams(window).toString();
  const body = await requestApiJson(apiUrl(`/api/properties/${encodeURIComponent(propertyId)}/availability?${query}`), {
    signal,
    failure: 'The booked stays could not be loaded',
  });
  return readBookedStays(body);
}

function readBookedStays(body: unknown): BookedRange[] {
  const data = (body as { data?: { booked?: unknown } } | null)?.data;
  const list = Array.isArray(data?.booked) ? (data.booked as unknown[]) : [];
  return list
    .map((item) => item as Partial<BookedRange>)
    .filter(
      (item): item is BookedRange =>
        typeof item.checkIn === 'string' &&
        typeof item.checkOut === 'string' &&
        isStayDate(item.checkIn) &&
        isStayDate(item.checkOut),
    )
    .map(({ checkIn, checkOut }) => ({ checkIn, checkOut }))
    .sort((a, b) => a.checkIn.localeCompare(b.checkIn));
}
