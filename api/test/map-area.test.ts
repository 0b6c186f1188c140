import type { Property } from 'contracts';
import { mapAreaMessages } from 'contracts/map-area';
import { json, startTestApi, STARTUP_TIMEOUT, type TestApi } from './helper';

let api: TestApi;
let all: Property[];

const get = (query: string) => api.app.inject({ method: 'GET', url: `/api/properties${query}` });

const list = async (query = ''): Promise<Property[]> => {
  const response = await get(query);
  expect(response.statusCode).toBe(200);
  return json<{ data: Property[] }>(response).data;
};

const inside = (p: Property, [west, south, east, north]: number[]) =>
  p.coordinates !== null &&
  p.coordinates.lng >= (west as number) &&
  p.coordinates.lng <= (east as number) &&
  p.coordinates.lat >= (south as number) &&
  p.coordinates.lat <= (north as number);

beforeAll(async () => {
  api = await startTestApi();
  all = await list('?limit=500');
}, STARTUP_TIMEOUT);

afterAll(async () => {
  await api?.close();
}, STARTUP_TIMEOUT);

describe('GET /api/properties?bbox=west,south,east,north', () => {
  const nairobi = [36.65, -1.45, 37.05, -1.15];

  it('lists exactly the properties whose public pin is inside the box', async () => {
    const found = await list(`?limit=500&bbox=${nairobi.join(',')}`);
    const expected = all.filter((p) => inside(p, nairobi));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    expect(found.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
    expect(found.every((p) => inside(p, nairobi))).toBe(true);
  });

  it('counts the matches in the box for the page', async () => {
    const response = await get(`?limit=2&bbox=${nairobi.join(',')}`);
    const body = json<{ page: { total: number; totalExact: boolean } }>(response);
    expect(body.page).toMatchObject({ total: all.filter((p) => inside(p, nairobi)).length, totalExact: true });
  });

  it('combines with the other filters, the sort and the pages', async () => {
    const expected = all
      .filter((p) => inside(p, nairobi) && p.type === 'apartments')
      .sort((a, b) => (a.price ?? 0) - (b.price ?? 0))
      .map((p) => p.price);
    expect(expected.length).toBeGreaterThan(2);
    const first = await get(`?bbox=${nairobi.join(',')}&type=apartments&sort=price_asc&limit=2`);
    const body = json<{ data: Property[]; page: { next: string } }>(first);
    const rest = await list(
      `?bbox=${nairobi.join(',')}&type=apartments&sort=price_asc&limit=500&cursor=${body.page.next}`,
    );
    expect([...body.data, ...rest].map((p) => p.price)).toEqual(expected);
    expect([...body.data, ...rest].every((p) => p.type === 'apartments' && inside(p, nairobi))).toBe(true);
  });

  it('matches the public pin, never the exact one, and sends only the public one', async () => {
    // An exact pin a little off the grid: 3.1226 is shown (and matched) as 3.125, 40.1212 as 40.12.
    const property = all.find((p) => p.city === 'Kisumu') as Property;
    await api.app.db.query('UPDATE properties SET lat = 3.1226, lng = 40.1212 WHERE id = $1', [property.id]);
    const exactOnly = await list('?bbox=40.121,3.122,40.1214,3.1228');
    expect(exactOnly.map((p) => p.id)).not.toContain(property.id);
    const publicOnly = await list('?bbox=40.119,3.124,40.121,3.126');
    const found = publicOnly.find((p) => p.id === property.id);
    expect(found?.coordinates).toEqual({ lat: 3.125, lng: 40.12 });
    expect(JSON.stringify(publicOnly)).not.toMatch(/3\.1226|40\.1212/);
  });

  it('leaves out properties without a pin', async () => {
    const property = all.find((p) => p.city === 'Nakuru') as Property;
    await api.app.db.query('UPDATE properties SET lat = NULL, lng = NULL WHERE id = $1', [property.id]);
    expect((await list('?limit=500&bbox=33.5,-5,42.5,5.5')).map((p) => p.id)).not.toContain(property.id);
  });

  it.each([
    ['nonsense', 'bbox=a,b,c,d'],
    ['three numbers', 'bbox=36.7,-1.4,36.9'],
    ['five numbers', 'bbox=36.7,-1.4,36.9,-1.2,1'],
    ['west not before east', 'bbox=36.9,-1.4,36.7,-1.2'],
    ['a point', 'bbox=36.9,-1.4,36.9,-1.2'],
    ['south not below north', 'bbox=36.7,-1.2,36.9,-1.4'],
    ['a latitude past the pole', 'bbox=36.7,-91,36.9,-1.2'],
    ['a longitude past 180', 'bbox=179,-1,181,1'],
    ['Infinity', 'bbox=-Infinity,-1,Infinity,1'],
    ['exponents', 'bbox=3e1,-1,4e1,1'],
    ['hex', 'bbox=0x10,-1,0x20,1'],
    ['empty parts', 'bbox=,,,'],
    ['an empty box', 'bbox='],
    ['spaces', 'bbox=36.7, -1.4, 36.9, -1.2'],
    ['two boxes', 'bbox=36.7,-1.4,36.9,-1.2&bbox=36.7,-1.4,36.9,-1.2'],
  ])('refuses %s with 400 and the error shape', async (_, query) => {
    const response = await get(`?${query}`);
    expect(response.statusCode).toBe(400);
    const body = json(response);
    expect(Object.keys(body).every((key) => ['error', 'details', 'missingFields'].includes(key))).toBe(true);
    expect(typeof body.error).toBe('string');
  });

  it('says what a box must be', async () => {
    const response = await get('?bbox=36.9,-1.4,36.7,-1.2');
    expect(json(response)).toEqual({ error: mapAreaMessages.invalid });
  });

  it('refuses a box text longer than the limit', async () => {
    const response = await get(`?bbox=36.${'1'.repeat(120)},-1.4,36.9,-1.2`);
    expect(response.statusCode).toBe(400);
  });
});
