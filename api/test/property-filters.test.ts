/**
 * `GET /api/properties`'s filters by bedrooms and amenities, with the price range and the count of
 * matches a filter panel shows: each alone, together, and every bad value a 400 with the error shape.
 * On PGlite, and PostgreSQL with DATABASE_URL.
 */
import { filterAmenities, type Property, type PropertyListPage } from 'contracts';
import { json, startTestApi, STARTUP_TIMEOUT, type TestApi } from './helper';

let api: TestApi;
let all: Property[];

const page = async (query: string): Promise<{ data: Property[]; page: PropertyListPage }> => {
  const response = await api.app.inject({ method: 'GET', url: `/api/properties?limit=500&${query}` });
  expect(response.statusCode).toBe(200);
  return json(response);
};
const list = async (query: string) => (await page(query)).data;
const has = (property: Property, name: string) => property.amenities.includes(name);

beforeAll(async () => {
  api = await startTestApi();
  all = await list('');
}, STARTUP_TIMEOUT);

afterAll(async () => {
  await api?.close();
}, STARTUP_TIMEOUT);

describe('the listing filters', () => {
  it('filters by minimum bedrooms', async () => {
    const big = await list('bedrooms=3');
    expect(big.length).toBeGreaterThan(0);
    expect(big.every((p) => (p.beds as number) >= 3)).toBe(true);
    expect(big).toHaveLength(all.filter((p) => (p.beds ?? 0) >= 3).length);
  });

  it.each(filterAmenities.map((amenity) => [amenity.key, amenity.name]))(
    'filters by the amenity %s (stored as %s), which some seeded stays have and some do not',
    async (key, name) => {
      const found = await list(`amenities=${key}`);
      expect(found.length).toBeGreaterThan(0);
      expect(found.length).toBeLessThan(all.length);
      expect(found.every((p) => has(p, name))).toBe(true);
      expect(found).toHaveLength(all.filter((p) => has(p, name)).length);
    },
  );

  it('keeps only the stays with every amenity asked for', async () => {
    const found = await list('amenities=backup-power,water-tank,parking');
    const expected = all.filter((p) => has(p, 'Backup generator') && has(p, 'Water tank') && has(p, 'Parking'));
    expect(found.length).toBeGreaterThan(0);
    expect(found.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
  });

  it('reads an amenity asked for twice as once', async () => {
    expect(await list('amenities=wifi,wifi')).toEqual(await list('amenities=wifi'));
  });

  it('combines price, type, bedrooms, amenities and place, and counts the matches', async () => {
    const query = 'location=nairobi&minPrice=3000&maxPrice=12000&bedrooms=2&amenities=wifi';
    const { data, page: info } = await page(query);
    const expected = all.filter(
      (p) =>
        p.city === 'Nairobi' &&
        (p.price as number) >= 3000 &&
        (p.price as number) <= 12000 &&
        (p.beds as number) >= 2 &&
        has(p, 'Wi-Fi'),
    );
    expect(data.length).toBeGreaterThan(0);
    expect(data.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
    expect(info).toMatchObject({ total: expected.length, totalExact: true });
  });

  it('counts every match even when the page holds one', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/properties?limit=1&amenities=parking' });
    const body = json<{ data: Property[]; page: PropertyListPage }>(response);
    expect(body.data).toHaveLength(1);
    expect(body.page.total).toBe(all.filter((p) => has(p, 'Parking')).length);
  });

  it('answers an empty list, not an error, when nothing matches', async () => {
    const { data, page: info } = await page('type=safari&amenities=pool,water-tank,security');
    expect(data).toEqual([]);
    expect(info.total).toBe(0);
  });

  it.each([
    ['an unknown amenity', 'amenities=jacuzzi'],
    ['an empty amenity in the list', 'amenities=wifi,,pool'],
    ['a blank amenity list', 'amenities='],
    ['an amenity name instead of its key', 'amenities=Wi-Fi'],
    ['too long an amenity list', `amenities=${Array(20).fill('wifi').join(',')}`],
    ['bedrooms of zero', 'bedrooms=0'],
    ['bedrooms past the filter', 'bedrooms=6'],
    ['bedrooms that are not a whole number', 'bedrooms=2.5'],
    ['bedrooms as words', 'bedrooms=two'],
    ['a negative price', 'minPrice=-1'],
    ['a price that is not a number', 'maxPrice=cheap'],
    ['a minimum price above the maximum', 'minPrice=9000&maxPrice=3000'],
  ])('answers %s with a 400 and the error shape, never a 5xx', async (_name, query) => {
    const response = await api.app.inject({ method: 'GET', url: `/api/properties?${query}` });
    expect(response.statusCode).toBe(400);
    const body = json<{ error: unknown; details?: unknown }>(response);
    expect(typeof body.error).toBe('string');
    expect(['error', 'details']).toEqual(expect.arrayContaining(Object.keys(body)));
  });
});
