import { readProperty, type Property } from 'shared/contracts';

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
    location: { address: 'Argwings Kodhek Road, Kilimani', city: 'Nairobi', county: 'Nairobi' },
    guests: 3,
    beds: 2,
    baths: 1,
    amenities: ['Wi-Fi', 'Kitchen'],
    rating: 4.6,
    reviewsCount: 12,
    host: { name: 'Wanjiru Kamau', totalBookings: 342, languages: ['English', 'Swahili'] },
    images: ['http://api.test/images/a.svg', 'http://api.test/images/b.svg'],
    coordinates: { lat: -1.29, lng: 36.78 },
    createdAt: daysAgo(30),
    updatedAt: daysAgo(30),
    ...overrides,
  });
}

/** The API's list answer. */
export const listBody = (properties: Property[]) => ({ data: properties });
