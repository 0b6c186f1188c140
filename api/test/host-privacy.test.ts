/**
 * A host's phone and email are private: the public property answers carry the host's public
 * profile only, and the contact reaches a guest with their own booking (its answer and its email).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Booking, Property } from 'shared/contracts';
import { seedHosts } from '../seed/hosts';
import { daysFromToday, json, startTestApi, STARTUP_TIMEOUT, type TestApi } from './helper';

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
  it('gives the guest the host’s name and phone, not email: the POST answer, its replay and the guest’s email', async () => {
    const property = properties[0] as Property;
    const host = await storedHost(property.id);
    const headers = { 'idempotency-key': 'host-privacy-replay' };
    const first = await book(property, 30, headers);
    expect(first.statusCode).toBe(201);
    const booking = json<{ data: Booking }>(first).data;
    expect(booking.host).toEqual({ name: host.name, phone: host.phone });
    expect(first.body).not.toContain(host.email);

    const replay = await book(property, 30, headers);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(json<{ data: Booking }>(replay).data.host).toEqual({ name: host.name, phone: host.phone });

    const response = await api.app.inject({
      method: 'POST',
      url: '/api/email/booking-notification',
      payload: { bookingId: booking.id },
    });
    expect(response.statusCode).toBe(200);
    await api.app.mailer.drain();
    // The text part, quoted-printable soft line breaks and `=XX` escapes undone.
    const guestMails = readdirSync(api.outboxDir)
      .filter((file) => file.includes('booking-guest'))
      .map((file) =>
        readFileSync(path.join(api.outboxDir, file), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      );
    const mail = guestMails.find((text) => text.includes(booking.bookingReference));
    expect(mail).toContain(`Your host is ${host.name} (${host.phone}).`);
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
