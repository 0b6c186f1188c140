/**
 * A host's phone and email are private: the public property answers carry the host's public
 * profile only, and the phone reaches a guest with their own booking once the host has confirmed it.
 */
import { MANAGE_TOKEN_HEADER } from 'shared/booking-lifecycle';
import type { Booking, Property } from 'shared/contracts';
import { seedHosts } from '../seed/hosts';
import { daysFromToday, json, startTestApi, STARTUP_TIMEOUT, type TestApi } from './helper';
import { confirmBooking } from './lifecycle-helpers';

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
  await api.close();
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
      expect(Object.keys(property.host ?? {}).sort()).toEqual(
        ['avatar', 'bio', 'languages', 'name', 'totalBookings'].filter((key) => key in (property.host ?? {})),
      );
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
