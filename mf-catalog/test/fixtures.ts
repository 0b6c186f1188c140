import { filterAmenities, readProperty, type Property } from 'contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An ISO timestamp `days` before now (negative: in the future). */
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

let next = 1;

/** A property as the API sends it (canonical shape), with sensible values and any overrides. */
export function makeProperty(overrides: Record<string, unknown> = {}): Property {
  const id = String(overrides.id ?? `p${next++}`);
  return readProperty({
    id,
    title: `Stay ${id}`,
    type: 'apartments',
    price: 5000,
    description: 'A calm apartment near the park. Walk to cafes.',
    location: { area: 'Kilimani', city: 'Nairobi', county: 'Nairobi' },
    guests: 3,
    beds: 2,
    baths: 1,
    amenities: ['Wi-Fi', 'Kitchen'],
    rating: 4.6,
    reviewsCount: 12,
    host: {
      name: 'Wanjiru Kamau',
      totalBookings: 342,
      languages: ['English', 'Swahili'],
      reviewsCount: 48,
      rating: 4.9,
      hostingSince: daysAgo(2400).slice(0, 10),
      superhost: true,
      responseMinutes: 20,
    },
    images: ['http://api.test/images/a.svg', 'http://api.test/images/b.svg'],
    coordinates: { lat: -1.29, lng: 36.78 },
    createdAt: daysAgo(30),
    updatedAt: daysAgo(30),
    ...overrides,
  });
}

/** The API's list answer. */
export const listBody = (properties: Property[]) => ({ data: properties });

/**
 * What `GET /api/properties` answers for `url` over `properties`, as the API does: filtered by place,
 * type, guests and search text, sorted, one page of `limit` at the cursor, with the total of matches.
 * The cursor here is the next row's offset: opaque to the site, as the API's own is.
 */
/** `wifi,pool` → the amenity names stored (contracts' `filterAmenities`), as the API reads them. */
const amenityNames = (keys: string | null) =>
  filterAmenities.filter((amenity) => (keys ?? '').split(',').includes(amenity.key)).map((amenity) => amenity.name);

export function listPage(properties: Property[], url: URL) {
  const get = (key: string) => url.searchParams.get(key)?.toLowerCase() ?? '';
  const place = (p: Property) => [p.location.area, p.location.city, p.location.county].join(' ').toLowerCase();
  const text = (p: Property) => [p.title, p.description, place(p)].join(' ').toLowerCase();
  const matches = properties.filter(
    (p) =>
      place(p).includes(get('location').replace(/-/g, ' ')) &&
      (!get('type') || p.type === get('type')) &&
      (p.guests ?? 0) >= Number(get('guests') || 0) &&
      (p.beds ?? 0) >= Number(get('bedrooms') || 0) &&
      (p.price ?? 0) >= Number(url.searchParams.get('minPrice') || 0) &&
      (p.price ?? 0) <= Number(url.searchParams.get('maxPrice') || Infinity) &&
      amenityNames(url.searchParams.get('amenities')).every((name) => p.amenities.includes(name)) &&
      text(p).includes(get('q').trim()),
  );
  const newest = [...matches].sort((a, b) => String(b.updatedAt).localeCompare(String(a.updatedAt)));
  const sort = get('sort');
  const sorted =
    sort === 'price_asc' || sort === 'price_desc'
      ? newest.sort((a, b) => ((a.price ?? 0) - (b.price ?? 0)) * (sort === 'price_asc' ? 1 : -1))
      : newest;
  const start = Number(url.searchParams.get('cursor') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? 100);
  const end = start + limit;
  return {
    data: sorted.slice(start, end),
    page: { next: end < sorted.length ? String(end) : null, total: sorted.length, totalExact: true },
  };
}
