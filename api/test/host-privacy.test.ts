/**
 * A host's phone and email, and their listing's street address and exact pin, are private: the public
 * property answers carry the host's public profile, the neighbourhood and a pin rounded to about
 * 500 m only, and the rest reaches a guest with their own booking once the host has confirmed it.
 */
import { MANAGE_TOKEN_HEADER } from 'contracts/booking-lifecycle';
import type { Booking, Property } from 'contracts';
import { seedHosts } from '../seed/hosts';
import { daysFromToday, json, startTestApi, STARTUP_TIMEOUT, type TestApi } from './helper';
import { hostOf } from './host-accounts';
import { confirmBooking, mailWith, outboxTexts } from './lifecycle-helpers';

let api: TestApi;
let properties: Property[];

const privateValues = seedHosts.flatMap((host) => [host.phone, host.email]);
/** Every private value a body contains, so a failure names what leaked. */
const leaked = (body: string) => privateValues.filter((value) => body.includes(value));

/** The host of a property as stored (the server-side read the public answers never show). */
async function storedHost(propertyId: string) {
  const { rows } = await api.app.db.query<{ name: string; phone: string; email: string }>(
    'SELECT h.name, h.phone, h.email FROM properties p JOIN hosts h ON h.id = p.host_id WHERE p.id = $1',
    [propertyId],
  );
  return rows[0] as { name: string; phone: string; email: string };
}

function book(property: Property, days: number, headers: Record<string, string> = {}) {
  return api.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers,
    payload: {
      name: 'Chebet Ruto',
      email: 'chebet@example.com',
      phone: '0711 222 333',
      checkIn: daysFromToday(days),
      checkOut: daysFromToday(days + 2),
      propertyId: property.id,
    },
  });
}

beforeAll(async () => {
  api = await startTestApi();
  const response = await api.app.inject({ method: 'GET', url: '/api/properties?limit=500' });
  properties = json<{ data: Property[] }>(response).data;
}, STARTUP_TIMEOUT);

afterAll(async () => {
  await api?.close();
}, STARTUP_TIMEOUT);

describe('the host in public answers', () => {
  it('GET /api/properties?limit=500 carries no host phone or email, first read or kept', async () => {
    expect(properties.length).toBeGreaterThan(50);
    // The second request is answered from the kept JSON (PropertyJsonCache, sendKeyed).
    for (let round = 0; round < 2; round += 1) {
      const response = await api.app.inject({ method: 'GET', url: '/api/properties?limit=500' });
      expect(response.statusCode).toBe(200);
      expect(leaked(response.body)).toEqual([]);
    }
    for (const property of properties) {
      // The public profile and the standing worked out from the host's rows, nothing else.
      expect(Object.keys(property.host ?? {}).sort()).toEqual(
        [
          'avatar',
          'bio',
          'hostingSince',
          'languages',
          'name',
          'rating',
          'responseMinutes',
          'reviewsCount',
          'superhost',
          'totalBookings',
        ].filter((key) => key in (property.host ?? {})),
      );
      expect(property.host).toMatchObject({ reviewsCount: expect.any(Number), superhost: expect.any(Boolean) });
      expect(property.host).not.toHaveProperty('phone');
      expect(property.host).not.toHaveProperty('email');
    }
  });

  it('GET /api/properties/:id carries no host phone or email, for any property', async () => {
    for (const property of properties) {
      const response = await api.app.inject({ method: 'GET', url: `/api/properties/${property.id}` });
      expect(response.statusCode).toBe(200);
      expect(leaked(response.body)).toEqual([]);
      expect(json<{ data: Property }>(response).data.host).toMatchObject({ name: expect.any(String) });
    }
  });
});

describe('the host in the guest’s own booking', () => {
  it('gives the guest the host’s phone only once the host has confirmed, and never the host’s email', async () => {
    const property = properties[0] as Property;
    const host = await storedHost(property.id);
    const headers = { 'idempotency-key': 'host-privacy-replay' };
    const first = await book(property, 30, headers);
    expect(first.statusCode).toBe(201);
    const booking = json<{ data: Booking }>(first).data;
    // A request (no mailbox proven, no host answer): the host's name alone.
    expect(booking.host).toEqual({ name: host.name, phone: null });
    expect(first.body).not.toContain(host.email);
    const replay = await book(property, 30, headers);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(json<{ data: Booking }>(replay).data.host).toEqual({ name: host.name, phone: null });

    // The guest confirms with the emailed code; the host accepts (as the inbox does).
    expect((await confirmBooking(api, first)).statusCode).toBe(200);
    const read = () =>
      api.app.inject({
        method: 'GET',
        url: `/api/bookings/${booking.bookingReference}`,
        headers: { [MANAGE_TOKEN_HEADER]: booking.manageToken as string },
      });
    expect(json<{ data: Booking }>(await read()).data.host).toEqual({ name: host.name, phone: null });
    await api.app.db.query("UPDATE bookings SET status = 'confirmed' WHERE id = $1", [booking.id]);
    const confirmed = await read();
    expect(json<{ data: Booking }>(confirmed).data.host).toEqual({ name: host.name, phone: host.phone });
    expect(confirmed.body).not.toContain(host.email);
  });

  it('replays an answer stored before it carried the host, with no host', async () => {
    const property = properties[2] as Property;
    const headers = { 'idempotency-key': 'host-privacy-stored-before' };
    const first = await book(property, 50, headers);
    expect(first.statusCode).toBe(201);
    await api.app.db.query(`UPDATE idempotency_keys SET response = response #- '{data,host}' WHERE key = $1`, [
      headers['idempotency-key'],
    ]);

    const replay = await book(property, 50, headers);
    expect(replay.statusCode).toBe(201);
    expect(json<{ data: Booking }>(replay).data).toMatchObject({ id: json(first).data.id, host: null });
  });
});

describe("the listing's street address and exact pin", () => {
  /** Where a property is, as stored: its street and its exact pin, written as answers would write them. */
  async function storedPlace(propertyId: string) {
    const { rows } = await api.app.db.query<{ address: string; area: string; lat: number; lng: number }>(
      'SELECT address, area, lat, lng FROM properties WHERE id = $1',
      [propertyId],
    );
    const place = rows[0] as { address: string; area: string; lat: number; lng: number };
    return { ...place, secrets: [place.address, String(place.lat), String(place.lng)] };
  }

  it('appear in no public answer: the listing, the property, its search, availability and the sitemap', async () => {
    // Seed listings whose pins lie off the public grid: each exact value would show if it were sent.
    const { rows: offGrid } = await api.app.db.query<{ id: string }>(
      `SELECT id::text AS id FROM properties
       WHERE status = 'published' AND round(lat::numeric * 1000) % 5 <> 0 AND round(lng::numeric * 1000) % 5 <> 0
       ORDER BY title LIMIT 5`,
    );
    expect(offGrid).toHaveLength(5);
    for (const { id } of offGrid) {
      const property = properties.find((p) => p.id === id) as Property;
      const place = await storedPlace(property.id);
      const street = (place.address.split(',')[0] as string).trim();
      const answers = await Promise.all(
        [
          '/api/properties?limit=500',
          `/api/properties/${property.id}`,
          `/api/properties/${property.id}/availability`,
          `/api/properties?limit=500&q=${encodeURIComponent(property.title)}`,
          '/api/sitemap/properties',
        ].map((url) => api.app.inject({ method: 'GET', url })),
      );
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(place.secrets.filter((secret) => answer.body.includes(secret))).toEqual([]);
      }
      const one = json<{ data: Property }>(answers[1] as (typeof answers)[number]).data;
      expect(one.location).toEqual({ area: place.area, city: property.city, county: property.county });
      // The pin is on the public grid, within about 400 m of the house.
      const coordinates = one.coordinates as { lat: number; lng: number };
      expect(Math.abs(coordinates.lat - place.lat)).toBeLessThanOrEqual(0.0025 + 1e-9);
      expect(Math.abs(coordinates.lng - place.lng)).toBeLessThanOrEqual(0.0025 + 1e-9);
      expect((coordinates.lat * 1000) % 5).toBeCloseTo(0);
      // A guest cannot find the listing by guessing its street in the search either.
      const search = await api.app.inject({
        method: 'GET',
        url: `/api/properties?limit=500&q=${encodeURIComponent(street)}`,
      });
      expect(json<{ data: Property[] }>(search).data.map((p) => p.id)).not.toContain(property.id);
    }
  });

  it('reach the guest with their own booking once the host has confirmed it, in the answer and the email', async () => {
    const property = properties[3] as Property;
    const place = await storedPlace(property.id);
    const created = await book(property, 70);
    const booking = json<{ data: Booking }>(created).data;
    const read = () =>
      api.app.inject({
        method: 'GET',
        url: `/api/bookings/${booking.bookingReference}`,
        headers: { [MANAGE_TOKEN_HEADER]: booking.manageToken as string },
      });
    // Requested, not yet confirmed: nothing of the place beyond what the property page shows.
    const confirmedByCode = await confirmBooking(api, created);
    for (const answer of [created, confirmedByCode, await read()]) {
      expect(place.secrets.filter((secret) => answer.body.includes(secret))).toEqual([]);
      expect(json<{ data: Booking }>(answer).data.place ?? null).toBeNull();
    }
    await api.app.mailer.drain();
    const beforeMails = outboxTexts(api).filter((text) => text.includes(booking.bookingReference));
    expect(beforeMails.length).toBeGreaterThan(0);
    for (const text of beforeMails) expect(place.secrets.filter((secret) => text.includes(secret))).toEqual([]);

    // The host accepts (as the inbox does): the guest's answer and their email now carry the place.
    const host = await hostOf(api, property.id, 'Confirming Host');
    expect((await host.call('POST', `/api/hosts/bookings/${booking.id}/accept`)).statusCode).toBe(200);
    expect(json<{ data: Booking }>(await read()).data.place).toEqual({
      address: place.address,
      area: place.area,
      city: property.city,
      county: property.county,
      coordinates: { lat: place.lat, lng: place.lng },
    });
    const confirmedMail = await mailWith(api, booking.bookingReference, 'Booking confirmed');
    expect(confirmedMail).toContain(place.address);
  });
});
