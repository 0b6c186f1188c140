/** Test data for the inbox's tests (never imported by production code): a host's bookings, and an API that keeps them. */
import { addDays, nairobiDate, nightsBetween, type Booking } from 'contracts';
import { createFetchDouble, jsonResponse, type FetchDouble } from 'test-utils';

/** A Nairobi calendar date `days` from today. */
export const inDays = (days: number) => addDays(nairobiDate(Date.now()), days);

export function hostBooking(overrides: Partial<Booking> & Pick<Booking, 'id'>): Booking {
  const checkIn = overrides.checkIn ?? inDays(10);
  const checkOut = overrides.checkOut ?? inDays(13);
  const nights = nightsBetween(checkIn, checkOut);
  return {
    _id: overrides.id,
    bookingReference: `MK-${overrides.id.slice(-6).toUpperCase().padStart(6, '0')}`,
    propertyId: '3f9c2a4e-8d1b-4c6a-9e2f-1a2b3c4d5e6f',
    propertyTitle: 'Kilimani Garden Apartment',
    name: 'Wanjiru Kamau',
    email: 'wanjiru@example.com',
    phone: '+254 712 345 678',
    guests: 2,
    checkIn,
    checkOut,
    numberOfNights: nights,
    pricePerNight: 4500,
    totalAmount: nights * 4500,
    message: '',
    paymentType: 'reserve',
    status: 'requested',
    createdAt: '2026-01-10T09:00:00.000Z',
    host: null,
    respondBy: null,
    ...overrides,
  };
}

export interface InboxServer {
  http: FetchDouble;
  bookings: Booking[];
  /** `METHOD path?query` of every call, in order. */
  calls(): string[];
}

/**
 * A fetch double that keeps `bookings` and files them as `GET /api/hosts/bookings?status=` does
 * (api/src/routes/bookings/manage.ts): accept, decline and cancel change them, so a re-read shows the change.
 */
export function inboxServer(bookings: Booking[]): InboxServer {
  const server: InboxServer = {
    http: createFetchDouble(),
    bookings,
    calls: () => server.http.calls.map((call) => `${call.method} ${call.url.pathname}${call.url.search}`),
  };
  const today = nairobiDate(Date.now());
  const filed = (booking: Booking, filter: string) =>
    filter === 'requested'
      ? booking.status === 'requested'
      : filter === 'upcoming'
        ? booking.status === 'confirmed' && booking.checkOut > today
        : filter === 'past'
          ? ['completed', 'declined', 'expired', 'cancelled'].includes(booking.status) || booking.checkOut <= today
          : booking.status !== 'unconfirmed';
  const change = (to: Booking['status'], from: Booking['status']) => (id: string) => {
    const booking = server.bookings.find((b) => b.id === id);
    if (!booking) return jsonResponse(404, { error: 'Booking not found' });
    if (booking.status !== from) return jsonResponse(409, { error: 'This booking can no longer be changed that way' });
    booking.status = to;
    return jsonResponse(200, { data: booking });
  };
  const accept = change('confirmed', 'requested');
  const decline = change('declined', 'requested');
  const cancel = change('cancelled', 'confirmed');
  const idOf = (path: string) => decodeURIComponent(path.split('/')[4] ?? '');
  server.http
    .on('GET', '/api/hosts/bookings', ({ url }) =>
      jsonResponse(200, { data: server.bookings.filter((b) => filed(b, url.searchParams.get('status') ?? 'all')) }),
    )
    .on('POST', /^\/api\/hosts\/bookings\/[^/]+\/accept$/, ({ url }) => accept(idOf(url.pathname)))
    .on('POST', /^\/api\/hosts\/bookings\/[^/]+\/decline$/, ({ url }) => decline(idOf(url.pathname)))
    .on('POST', /^\/api\/hosts\/bookings\/[^/]+\/cancel$/, ({ url }) => cancel(idOf(url.pathname)));
  return server;
}
