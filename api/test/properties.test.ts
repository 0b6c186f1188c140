import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Property } from 'contracts';
import { paintSeedPhotos } from '../scripts/paint-seed-photos';
import { daysFromToday, json, startTestApi, STARTUP_TIMEOUT, type TestApi } from './helper';
import { confirmBooking } from './lifecycle-helpers';

let api: TestApi;
let all: Property[];

const list = async (query = ''): Promise<Property[]> => {
  const response = await api.app.inject({ method: 'GET', url: `/api/properties${query}` });
  expect(response.statusCode).toBe(200);
  return json<{ data: Property[] }>(response).data;
};

beforeAll(async () => {
  // The seed photos are painted by the build; jest runs from the sources, in any order, so paint them
  // here as the build does (idempotent, each file renamed into place) rather than rely on a build or
  // another suite having run first.
  paintSeedPhotos();
  api = await startTestApi();
  all = await list();
}, STARTUP_TIMEOUT);

afterAll(async () => {
  await api?.close();
}, STARTUP_TIMEOUT);

describe('GET /api/properties', () => {
  it('answers { data } with the seeded properties in the canonical shape', () => {
    expect(all.length).toBeGreaterThanOrEqual(48);
    for (const p of all) {
      expect(p._id).toBe(p.id);
      expect(p.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Number.isInteger(p.price)).toBe(true);
      expect(p.price).toBeGreaterThanOrEqual(2500);
      expect(p.price).toBeLessThanOrEqual(15000);
      expect(p.location).toEqual({ area: expect.any(String), city: p.city, county: p.county });
      expect(p.guests).toBeGreaterThanOrEqual(1);
      expect(p.amenities.length).toBeGreaterThan(0);
      expect(p.images.length).toBeGreaterThanOrEqual(3);
      expect(p.images.length).toBeLessThanOrEqual(8);
      for (const image of p.images)
        expect(image).toMatch(/^http:\/\/api\.test\/images\/properties\/[a-z0-9-]+\/\d\d-[a-z-]+\.svg$/);
      expect(p.coordinates).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
      expect(p.host).toMatchObject({ name: expect.any(String), languages: expect.arrayContaining(['English']) });
      expect(p.host?.avatar).toMatch(/^http:\/\/api\.test\/images\/avatars\//);
      expect(Date.parse(p.createdAt as string)).not.toBeNaN();
      expect(Date.parse(p.updatedAt as string)).not.toBeNaN();
    }
  });

  it('covers every property type and the destinations of the search panel', () => {
    expect(new Set(all.map((p) => p.type))).toEqual(new Set(['apartments', 'homes', 'corporate', 'safari', 'beach']));
    const cities = new Set(all.map((p) => p.city));
    for (const city of ['Nairobi', 'Mombasa', 'Diani Beach', 'Kisumu', 'Nakuru', 'Maasai Mara', 'Watamu', 'Naivasha']) {
      expect(cities).toContain(city);
    }
  });

  it('lists newest first by updatedAt, with some listings from the last 7 days', () => {
    const stamps = all.map((p) => Date.parse(p.updatedAt as string));
    expect(stamps).toEqual([...stamps].sort((a, b) => b - a));
    const weekAgo = Date.now() - 7 * 24 * 60 * 60 * 1000;
    expect(stamps.filter((t) => t >= weekAgo).length).toBeGreaterThanOrEqual(3);
  });

  it('filters by city, county or area, case-insensitively, with URL-style names', async () => {
    const nairobi = await list('?location=NAIROBI');
    expect(nairobi.length).toBeGreaterThan(5);
    expect(nairobi.every((p) => p.city === 'Nairobi' || p.county === 'Nairobi')).toBe(true);
    const mara = await list('?location=masai-mara');
    expect(mara.length).toBeGreaterThan(0);
    expect(mara.every((p) => p.city === 'Maasai Mara')).toBe(true);
    const kilimani = await list('?location=kilimani');
    expect(kilimani.length).toBeGreaterThan(0);
    expect(kilimani.every((p) => p.location.area === 'Kilimani')).toBe(true);
    expect((await list('?location=nairobi')).some((p) => p.city === 'Nakuru')).toBe(false);
    const kwale = await list('?location=Kwale');
    expect(kwale.every((p) => p.city === 'Diani Beach')).toBe(true);
    expect((await list('?location=lake-naivasha')).every((p) => p.city === 'Naivasha')).toBe(true);
    expect(await list('?location=atlantis')).toEqual([]);
  });

  it('filters by type', async () => {
    const safari = await list('?type=safari');
    expect(safari.length).toBeGreaterThan(0);
    expect(safari.every((p) => p.type === 'safari')).toBe(true);
  });

  it('filters by minimum capacity', async () => {
    const big = await list('?guests=6');
    expect(big.length).toBeGreaterThan(0);
    expect(big.every((p) => (p.guests as number) >= 6)).toBe(true);
  });

  it('filters by price range', async () => {
    const mid = await list('?minPrice=5000&maxPrice=8000');
    expect(mid.length).toBeGreaterThan(0);
    expect(mid.every((p) => (p.price as number) >= 5000 && (p.price as number) <= 8000)).toBe(true);
  });

  it('searches title, location and description with q', async () => {
    const giraffe = await list('?q=giraffe');
    expect(giraffe.length).toBeGreaterThan(0);
    expect(giraffe.every((p) => /giraffe/i.test(`${p.title} ${p.description}`))).toBe(true);
    const watamu = await list('?q=watamu');
    expect(watamu.some((p) => p.city === 'Watamu')).toBe(true);
    expect(await list('?q=100%25')).toEqual([]);
  });

  it('sorts by price both ways', async () => {
    const asc = (await list('?sort=price_asc')).map((p) => p.price as number);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list('?sort=price_desc')).map((p) => p.price as number);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  it('combines filters', async () => {
    const found = await list('?location=nairobi&type=homes&guests=4&sort=price_asc&limit=3');
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(3);
    expect(found.every((p) => p.type === 'homes' && p.city === 'Nairobi' && (p.guests as number) >= 4)).toBe(true);
  });

  it('limits the number of results', async () => {
    expect(await list('?limit=5')).toHaveLength(5);
  });

  it.each([
    ['?limit=501', 'Limit must be at most 500'],
    ['?limit=0', 'Limit must be at least 1'],
    ['?type=castle', 'Property type must be one of: apartments, homes, corporate, safari, beach'],
    ['?sort=cheapest', 'Sort must be one of: newest, price_asc, price_desc'],
    ['?guests=many', 'Number of guests must be a whole number'],
    ['?checkIn=someday&checkOut=2030-01-02', 'Please select valid check-in and check-out dates'],
    ['?checkIn=2030-01-05&checkOut=2030-01-02', 'Check-out date must be after check-in date.'],
  ])('rejects %s with 400 and the error shape', async (query, message) => {
    const response = await api.app.inject({ method: 'GET', url: `/api/properties${query}` });
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe(message);
  });

  it('shows only properties free for the whole stay', async () => {
    const property = all.find((p) => p.city === 'Kisumu') as Property;
    const checkIn = daysFromToday(30);
    const checkOut = daysFromToday(33);
    const booked = await api.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        name: 'Test Guest',
        email: 'guest@example.com',
        phone: '0712345678',
        guests: 1,
        checkIn,
        checkOut,
        propertyId: property.id,
      },
    });
    expect(booked.statusCode).toBe(201);
    expect((await confirmBooking(api, booked)).statusCode).toBe(200);
    const during = await list(`?location=kisumu&checkIn=${daysFromToday(32)}&checkOut=${daysFromToday(35)}`);
    expect(during.map((p) => p.id)).not.toContain(property.id);
    // Check-out day is free for the next guest (half-open stays).
    const after = await list(`?location=kisumu&checkIn=${checkOut}&checkOut=${daysFromToday(36)}`);
    expect(after.map((p) => p.id)).toContain(property.id);
    const before = await list(`?location=kisumu&checkIn=${daysFromToday(28)}&checkOut=${checkIn}`);
    expect(before.map((p) => p.id)).toContain(property.id);
  });

  it('shows a change to a property or to its host on the next request, however it was made', async () => {
    const listed = async (id: string) => (await list('?location=nakuru')).find((p) => p.id === id) as Property;
    const property = (await list('?location=nakuru'))[0] as Property;
    const { rows } = await api.app.db.query<{ host_id: string; bio: string }>(
      'SELECT h.id::text AS host_id, h.bio FROM properties p JOIN hosts h ON h.id = p.host_id WHERE p.id = $1',
      [property.id],
    );
    const host = rows[0] as { host_id: string; bio: string };
    try {
      await api.app.db.query('UPDATE properties SET title = $2, beds = beds + 1 WHERE id = $1', [
        property.id,
        'Renovated Lakeside Cottage',
      ]);
      expect(await listed(property.id)).toMatchObject({
        title: 'Renovated Lakeside Cottage',
        beds: (property.beds as number) + 1,
      });
      await api.app.db.query('UPDATE hosts SET bio = $2 WHERE id = $1', [host.host_id, 'Now also hosting in Kisumu.']);
      const updated = await listed(property.id);
      expect(updated.host?.bio).toBe('Now also hosting in Kisumu.');
      const one = await api.app.inject({ method: 'GET', url: `/api/properties/${property.id}` });
      expect(json(one).data).toEqual(updated);
    } finally {
      await api.app.db.query('UPDATE properties SET title = $2, beds = $3 WHERE id = $1', [
        property.id,
        property.title,
        property.beds,
      ]);
      await api.app.db.query('UPDATE hosts SET bio = $2 WHERE id = $1', [host.host_id, host.bio]);
    }
    expect(await listed(property.id)).toEqual(property);
  });
});

describe('GET /api/properties/:id', () => {
  it('answers { data } with one property', async () => {
    const first = all[0] as Property;
    const response = await api.app.inject({ method: 'GET', url: `/api/properties/${first.id}` });
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toEqual(first);
  });

  it(
    'answers the same property first thing after a restart, before any listing, and after a change',
    async () => {
      const property = all[1] as Property;
      await api.restart();
      const one = async () =>
        json<{ data: Property }>(await api.app.inject({ method: 'GET', url: `/api/properties/${property.id}` })).data;
      expect(await one()).toEqual(property);
      try {
        await api.app.db.query('UPDATE properties SET price = price + 500 WHERE id = $1', [property.id]);
        expect(await one()).toEqual({ ...property, price: (property.price as number) + 500 });
      } finally {
        await api.app.db.query('UPDATE properties SET price = $2 WHERE id = $1', [property.id, property.price]);
      }
      expect(await one()).toEqual(property);
    },
    STARTUP_TIMEOUT,
  );

  it('answers 404 with the error shape when the property does not exist', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/properties/00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ error: 'Property not found' });
  });

  it('answers 404 when the id is malformed', async () => {
    for (const id of ["1'%20OR%201=1", 'x'.repeat(90), '42']) {
      const response = await api.app.inject({ method: 'GET', url: `/api/properties/${id}` });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ error: 'Property not found' });
    }
  });
});

describe('GET /api/properties/:id/availability', () => {
  it('lists the booked date ranges in the window', async () => {
    const property = all.find((p) => p.city === 'Watamu') as Property;
    const stays = [
      [daysFromToday(10), daysFromToday(12)],
      [daysFromToday(20), daysFromToday(25)],
    ];
    for (const [checkIn, checkOut] of stays) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/bookings',
        payload: {
          name: 'Amani',
          email: 'amani@example.com',
          phone: '+254712345678',
          checkIn,
          checkOut,
          propertyId: property.id,
        },
      });
      expect(response.statusCode).toBe(201);
      expect((await confirmBooking(api, response)).statusCode).toBe(200);
    }
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/properties/${property.id}/availability?from=${daysFromToday(0)}&to=${daysFromToday(60)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toEqual({
      propertyId: property.id,
      from: daysFromToday(0),
      to: daysFromToday(60),
      booked: stays.map(([checkIn, checkOut]) => ({ checkIn, checkOut })),
    });
    const narrow = await api.app.inject({
      method: 'GET',
      url: `/api/properties/${property.id}/availability?from=${daysFromToday(13)}&to=${daysFromToday(19)}`,
    });
    expect(json(narrow).data.booked).toEqual([]);
  });

  it('defaults to the coming year', async () => {
    const property = all[1] as Property;
    const response = await api.app.inject({ method: 'GET', url: `/api/properties/${property.id}/availability` });
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toMatchObject({ from: daysFromToday(0), to: daysFromToday(365), booked: [] });
  });

  it('answers 404 for an unknown or malformed property id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await api.app.inject({ method: 'GET', url: `/api/properties/${id}/availability` });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ error: 'Property not found' });
    }
  });

  it('answers 400 for dates that are not dates or a reversed window', async () => {
    const id = (all[0] as Property).id;
    const bad = await api.app.inject({ method: 'GET', url: `/api/properties/${id}/availability?from=soon` });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error).toBe('Please select valid check-in and check-out dates');
    const reversed = await api.app.inject({
      method: 'GET',
      url: `/api/properties/${id}/availability?from=2030-02-01&to=2030-01-01`,
    });
    expect(reversed.statusCode).toBe(400);
  });
});

describe('GET /images/*', () => {
  it('serves the seed artwork with a long immutable cache', async () => {
    const url = new URL((all[0] as Property).images[0] as string);
    const response = await api.app.inject({ method: 'GET', url: url.pathname });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toMatch(/immutable/);
    expect(response.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.body).toContain('<svg');
  });

  it('answers 404 with the error shape for a missing image', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/images/properties/nope.svg' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ error: 'Not found' });
  });
});

describe('compressed responses', () => {
  const chromium = 'gzip, deflate, br, zstd';
  const get = (url: string, acceptEncoding?: string) =>
    api.app.inject({
      method: 'GET',
      url,
      headers: {
        origin: 'http://shell.test',
        ...(acceptEncoding !== undefined && { 'accept-encoding': acceptEncoding }),
      },
    });
  const decoded = (response: Awaited<ReturnType<typeof get>>) => {
    const encoding = response.headers['content-encoding'];
    const body = encoding === 'br' ? brotliDecompressSync(response.rawPayload) : gunzipSync(response.rawPayload);
    return JSON.parse(body.toString('utf8')) as { data: Property[] };
  };

  it('answers a browser in brotli, a gzip-only client in gzip, and others as is, the same data each way', async () => {
    const plain = await get('/api/properties');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('/api/properties', chromium);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Origin/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(decoded(br)).toEqual(json(plain));
    const gzip = await get('/api/properties?location=nairobi', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toEqual(json(await get('/api/properties?location=nairobi')));
  });

  it('shows a change to a listed property in the compressed listing on the next request', async () => {
    const property = all[0] as Property;
    expect(decoded(await get('/api/properties', chromium)).data[0]?.title).toBe(property.title);
    try {
      await api.app.db.query('UPDATE properties SET title = $2 WHERE id = $1', [property.id, 'Freshly Painted Flat']);
      expect(decoded(await get('/api/properties', chromium)).data[0]?.title).toBe('Freshly Painted Flat');
    } finally {
      await api.app.db.query('UPDATE properties SET title = $2 WHERE id = $1', [property.id, property.title]);
    }
    expect(decoded(await get('/api/properties', chromium)).data[0]?.title).toBe(property.title);
  });

  it('leaves small answers as they are', async () => {
    const missing = await get('/api/properties/00000000-0000-4000-8000-000000000000', chromium);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(json(missing).error).toBeTruthy();
  });
});
