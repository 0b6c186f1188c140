/** Test data for the calendar's tests (never imported by production code): a host's listings and calendars, and an API that keeps them. */
import type { CalendarBlock, CalendarBooking, CalendarImport, HostCalendar } from 'contracts/calendar';
import { addDays, nairobiDate } from 'contracts';
import type { HostListing } from 'shared/hosts';
import { createFetchDouble, jsonResponse, textResponse, type FetchDouble } from 'test-utils';

export const LISTING_ID = '3f9c2a4e-8d1b-4c6a-9e2f-1a2b3c4d5e6f';
export const OTHER_LISTING_ID = '3f9c2a4e-8d1b-4c6a-9e2f-1a2b3c4d5e70';

/** A Nairobi calendar date `days` from today. */
export const inDays = (days: number) => addDays(nairobiDate(Date.now()), days);

export function hostListing(overrides: Partial<HostListing> = {}): HostListing {
  return {
    id: LISTING_ID,
    status: 'published',
    type: 'apartment',
    title: 'Kilimani Garden Apartment',
    description: 'Quiet, green and close to Yaya Centre.',
    county: 'Nairobi',
    city: 'Nairobi',
    area: 'Kilimani',
    address: 'Argwings Kodhek Road',
    lat: null,
    lng: null,
    guests: 4,
    beds: 2,
    baths: 1,
    amenities: [],
    price: 4500,
    photos: [],
    missing: [],
    createdAt: '2026-01-10T09:00:00.000Z',
    updatedAt: '2026-01-10T09:00:00.000Z',
    publishedAt: '2026-01-10T09:00:00.000Z',
    ...overrides,
  } as HostListing;
}

export const hostBlock = (id: string, checkIn: string, checkOut: string, source: CalendarBlock['source'] = 'host') => ({
  id,
  checkIn,
  checkOut,
  source,
  createdAt: '2026-01-10T09:00:00.000Z',
});

const noImport = (): CalendarImport => ({
  url: null,
  lastSyncAt: null,
  lastError: null,
  imported: 0,
  skipped: 0,
});

export interface CalendarServer {
  http: FetchDouble;
  listings: HostListing[];
  blocks: CalendarBlock[];
  bookings: CalendarBooking[];
  import: CalendarImport;
  /** `METHOD path` of every call, in order. */
  calls(): string[];
}

/**
 * A fetch double that keeps one listing's calendar as the API does (api/src/routes/hosts/calendar.ts):
 * blocks are added and removed, a block over a held night is refused (409), an imported block cannot
 * be removed here, and the import is set or cleared.
 */
export function calendarServer(init: Partial<Omit<CalendarServer, 'http' | 'calls'>> = {}): CalendarServer {
  const server: CalendarServer = {
    http: createFetchDouble(),
    listings: init.listings ?? [hostListing()],
    blocks: init.blocks ?? [],
    bookings: init.bookings ?? [],
    import: init.import ?? noImport(),
    calls: () => server.http.calls.map((call) => `${call.method} ${call.url.pathname}`),
  };
  let made = 0;
  const base = /^\/api\/hosts\/listings\/([^/]+)/;
  const calendar = (listingId: string): HostCalendar => ({
    from: inDays(0),
    to: inDays(365),
    blocks: server.blocks,
    bookings: server.bookings,
    exportUrl: `https://api.makao.test/api/calendar/${listingId}/secret-token.ics`,
    import: server.import,
  });
  server.http
    .on('GET', '/api/hosts/listings', () => jsonResponse(200, { data: server.listings }))
    .on('GET', /^\/api\/hosts\/listings\/[^/]+\/calendar$/, ({ url }) =>
      jsonResponse(200, { data: calendar(base.exec(url.pathname)?.[1] ?? '') }),
    )
    .on('POST', /^\/api\/hosts\/listings\/[^/]+\/blocks$/, ({ body }) => {
      const { checkIn, checkOut } = body as { checkIn: string; checkOut: string };
      const overlaps = (range: { checkIn: string; checkOut: string }) =>
        range.checkIn < checkOut && checkIn < range.checkOut;
      if (server.bookings.some(overlaps) || server.blocks.some(overlaps)) {
        return jsonResponse(409, { error: 'These nights are already booked' });
      }
      made += 1;
      const block = hostBlock(`b0000000-0000-4000-8000-00000000000${made}`, checkIn, checkOut);
      server.blocks = [...server.blocks, block];
      return jsonResponse(201, { data: block });
    })
    .on('DELETE', /^\/api\/hosts\/listings\/[^/]+\/blocks\/[^/]+$/, ({ url }) => {
      const id = decodeURIComponent(url.pathname.split('/').pop() ?? '');
      const block = server.blocks.find((b) => b.id === id);
      if (!block) return jsonResponse(404, { error: 'Not found' });
      if (block.source === 'ical') {
        return jsonResponse(409, { error: 'Nights imported from another calendar change there, not here' });
      }
      server.blocks = server.blocks.filter((b) => b.id !== id);
      return textResponse(204, '');
    })
    .on('PUT', /^\/api\/hosts\/listings\/[^/]+\/ical-import$/, ({ body }) => {
      const { url } = body as { url: string | null };
      server.import =
        url === null
          ? noImport()
          : { url, lastSyncAt: '2026-11-24T06:30:00.000Z', lastError: null, imported: 2, skipped: 1 };
      return jsonResponse(200, { data: server.import });
    });
  return server;
}
