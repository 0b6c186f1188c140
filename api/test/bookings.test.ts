import type { Booking, Property } from 'contracts';
import { daysFromToday, json, onPostgres, startTestApi, STARTUP_TIMEOUT, type TestApi } from './helper';
import { confirmBooking, emailedCodes } from './lifecycle-helpers';

let api: TestApi;
let properties: Property[];
/**
 * Each test books its own property so that the stays never collide across tests; the last
 * RULE_PROPERTIES are kept for the rule checks, which take turns on them with distinct stays.
 */
const RULE_PROPERTIES = 8;
let next = 0;
const freshProperty = (): Property => {
  // A second use would mix two tests' bookings of one property (counts, 409s): say so plainly.
  if (next >= properties.length - RULE_PROPERTIES) throw new Error('freshProperty: every seeded property is used');
  return properties[next++] as Property;
};
let ruleTurn = 0;
const ruleProperty = (): Property => properties[properties.length - 1 - (ruleTurn++ % RULE_PROPERTIES)] as Property;

const guest = { name: 'Wambui Njoroge', email: 'wambui@example.com', phone: '+254 712 345 678' };

function post(payload: unknown, headers: Record<string, string> = {}) {
  return api.app.inject({ method: 'POST', url: '/api/bookings', payload: payload as object, headers });
}

/** A request confirmed with its emailed code: its nights are held (the answer is the request's). */
let guests = 0;
async function book(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  // Each its own guest: one email holds at most MAX_LIVE_REQUESTS_PER_EMAIL live requests.
  const unique = payload.email === guest.email ? { ...payload, email: `guest-${(guests += 1)}@example.com` } : payload;
  const created = await post(unique, headers);
  if (created.statusCode === 201) expect((await confirmBooking(api, created)).statusCode).toBe(200);
  return created;
}

/** Whether the listing offers the property for the stay (GET /api/properties with the stay's dates). */
async function listedFor(propertyId: string, checkIn: string, checkOut: string): Promise<boolean> {
  const response = await api.app.inject({
    method: 'GET',
    url: `/api/properties?checkIn=${checkIn}&checkOut=${checkOut}&limit=500`,
  });
  return json<{ data: Property[] }>(response).data.some((p) => p.id === propertyId);
}

/** Bookings the tests made (the seed's past, completed stays left out). */
async function bookingCount(propertyId?: string): Promise<number> {
  const { rows } = await api.app.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM bookings WHERE status <> 'completed' ${propertyId ? 'AND property_id = $1' : ''}`,
    propertyId ? [propertyId] : [],
  );
  return rows[0]?.n ?? 0;
}

beforeAll(async () => {
  api = await startTestApi();
  const response = await api.app.inject({ method: 'GET', url: '/api/properties?limit=500' });
  properties = json<{ data: Property[] }>(response).data;
}, STARTUP_TIMEOUT);

afterAll(async () => {
  await api?.close();
}, STARTUP_TIMEOUT);

describe('POST /api/bookings', () => {
  it('creates the booking and answers 201 with the server-computed stay and money', async () => {
    const property = freshProperty();
    const request = {
      ...guest,
      guests: 2,
      message: 'We arrive late, around 9 PM.',
      checkIn: daysFromToday(5),
      checkOut: daysFromToday(8),
      propertyId: property.id,
      paymentType: 'reserve',
    };
    const response = await post(request);
    expect(response.statusCode).toBe(201);
    const booking = json<{ data: Booking }>(response).data;
    expect(booking).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      id: booking._id,
      bookingReference: expect.stringMatching(/^MK-[0-9A-HJKMNP-TV-Z]{8}$/),
      propertyId: property.id,
      propertyTitle: property.title,
      name: guest.name,
      email: guest.email,
      phone: guest.phone,
      guests: 2,
      checkIn: request.checkIn,
      checkOut: request.checkOut,
      numberOfNights: 3,
      pricePerNight: property.price,
      totalAmount: 3 * (property.price as number),
      message: request.message,
      paymentType: 'reserve',
      // Nothing is held until the guest enters the code emailed to them (lifecycle.test.ts).
      status: 'unconfirmed',
      createdAt: expect.any(String),
      // The host's phone is the guest's once the host has confirmed.
      host: { name: property.host?.name, phone: null },
      manageToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(booking.bookingReference.length).toBeLessThanOrEqual(12);
  });

  it('never trusts a price or total sent by the client', async () => {
    const property = freshProperty();
    const response = await post({
      ...guest,
      checkIn: daysFromToday(3),
      checkOut: daysFromToday(5),
      propertyId: property.id,
      pricePerNight: 1,
      totalAmount: 2,
    });
    expect(response.statusCode).toBe(201);
    expect(json(response).data).toMatchObject({
      pricePerNight: property.price,
      totalAmount: 2 * (property.price as number),
    });
  });

  it('trims text fields and defaults guests to 1 and the message to empty', async () => {
    const response = await post({
      name: '  Juma Mwinyi ',
      email: ' juma@example.com ',
      phone: ' 0712345678 ',
      checkIn: daysFromToday(2),
      checkOut: daysFromToday(3),
      propertyId: freshProperty().id,
    });
    expect(response.statusCode).toBe(201);
    expect(json(response).data).toMatchObject({
      name: 'Juma Mwinyi',
      email: 'juma@example.com',
      phone: '0712345678',
      guests: 1,
      message: '',
      paymentType: 'reserve',
    });
  });

  describe('accepts the three date forms the front ends send (SPEC §7)', () => {
    const checkIn = daysFromToday(40);
    const checkOut = daysFromToday(42);
    const noonInNairobi = (date: string) => `${date}T09:00:00.000Z`;

    it.each([
      ['YYYY-MM-DD (listing card)', checkIn, checkOut],
      ['timestamps at 12:00 local time (home widget)', noonInNairobi(checkIn), noonInNairobi(checkOut)],
      ['ISO timestamps with an offset (detail page)', `${checkIn}T12:00:00+03:00`, `${checkOut}T12:00:00+03:00`],
      ['12:00 in a browser west of Nairobi', `${checkIn}T12:00:00-05:00`, `${checkOut}T12:00:00-05:00`],
      ['epoch milliseconds', Date.parse(noonInNairobi(checkIn)), Date.parse(noonInNairobi(checkOut))],
    ])('%s', async (_form, inValue, outValue) => {
      const response = await post({ ...guest, checkIn: inValue, checkOut: outValue, propertyId: freshProperty().id });
      expect(response.statusCode).toBe(201);
      expect(json(response).data).toMatchObject({ checkIn, checkOut, numberOfNights: 2 });
    });

    it('stores a late-evening UTC timestamp as the next Nairobi calendar date', async () => {
      const response = await post({
        ...guest,
        checkIn: `${daysFromToday(49)}T22:00:00Z`,
        checkOut: `${daysFromToday(51)}T22:00:00Z`,
        propertyId: freshProperty().id,
      });
      expect(response.statusCode).toBe(201);
      expect(json(response).data).toMatchObject({ checkIn: daysFromToday(50), checkOut: daysFromToday(52) });
    });
  });

  describe('rejects a request that breaks a rule, with a clear message', () => {
    // A distinct stay on each call, so the rule properties' bookings never collide.
    const valid = () => {
      const shift = 300 + 2 * ruleTurn;
      return {
        ...guest,
        checkIn: daysFromToday(shift),
        checkOut: daysFromToday(shift + 1),
        propertyId: ruleProperty().id,
      };
    };

    it('lists every missing required field', async () => {
      const response = await post({
        guests: 1,
        checkIn: daysFromToday(60),
        checkOut: daysFromToday(61),
        propertyId: freshProperty().id,
      });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({
        error: 'Missing required fields',
        details: 'Please fill in: Name, Email, Phone',
        missingFields: ['name', 'email', 'phone'],
      });
    });

    it('counts blank strings as missing', async () => {
      const response = await post({ ...valid(), name: '   ', phone: '' });
      expect(response.statusCode).toBe(400);
      expect(json(response).missingFields).toEqual(['name', 'phone']);
    });

    it('reports missing dates and property too', async () => {
      const response = await post({ ...guest });
      expect(response.statusCode).toBe(400);
      expect(json(response).missingFields).toEqual(['checkIn', 'checkOut', 'propertyId']);
    });

    it('rejects an invalid email', async () => {
      const response = await post({ ...valid(), email: 'wambui@example' });
      expect(response.statusCode).toBe(400);
      expect(json(response).error).toBe('Please enter a valid email address');
    });

    it.each(['12345', 'call me maybe', '+254 123', '0812345678', '+1 (555) 12'])(
      'rejects the phone %p',
      async (phone) => {
        const response = await post({ ...valid(), phone });
        expect(response.statusCode).toBe(400);
        expect(json(response).error).toBe('Please enter a valid phone number, e.g. +254 712 345 678 or 0712 345 678');
      },
    );

    it.each(['0712 345 678', '0112-345-678', '+254 712 345 678', '254712345678', '+44 20 7946 0958'])(
      'accepts the phone %p',
      async (phone) => {
        const response = await post({ ...valid(), phone });
        expect(response.statusCode).toBe(201);
      },
    );

    it('rejects a check-in before today (Nairobi time)', async () => {
      const response = await post({ ...valid(), checkIn: daysFromToday(-1), checkOut: daysFromToday(2) });
      expect(response.statusCode).toBe(400);
      expect(json(response).error).toBe('Check-in date must be today or in the future. Please select a valid date.');
    });

    it('accepts a check-in today', async () => {
      const response = await post({ ...valid(), checkIn: daysFromToday(0), checkOut: daysFromToday(1) });
      expect(response.statusCode).toBe(201);
    });

    it.each([
      ['on the check-in date', 0],
      ['before the check-in date', -2],
    ])('rejects a check-out %s', async (_case, offset) => {
      const response = await post({ ...valid(), checkIn: daysFromToday(70), checkOut: daysFromToday(70 + offset) });
      expect(response.statusCode).toBe(400);
      expect(json(response).error).toBe('Check-out date must be after check-in date.');
    });

    it('rejects dates that are not dates', async () => {
      for (const checkIn of ['next friday', '2030-02-30', '2030-13-01']) {
        const response = await post({ ...valid(), checkIn });
        expect(response.statusCode).toBe(400);
        expect(json(response).error).toBe('Please select valid check-in and check-out dates');
      }
    });

    it('rejects a stay longer than 90 nights and accepts exactly 90', async () => {
      const tooLong = await post({ ...valid(), checkIn: daysFromToday(100), checkOut: daysFromToday(191) });
      expect(tooLong.statusCode).toBe(400);
      expect(json(tooLong).error).toBe('A stay can be at most 90 nights');
      const longest = await post({ ...valid(), checkIn: daysFromToday(100), checkOut: daysFromToday(190) });
      expect(longest.statusCode).toBe(201);
      expect(json(longest).data.numberOfNights).toBe(90);
    });

    it('rejects 0 guests and more guests than the property takes', async () => {
      const zero = await post({ ...valid(), guests: 0 });
      expect(zero.statusCode).toBe(400);
      expect(json(zero).error).toBe('Number of guests must be at least 1');
      const property = freshProperty();
      const max = property.guests as number;
      const tooMany = await post({ ...valid(), propertyId: property.id, guests: max + 1 });
      expect(tooMany.statusCode).toBe(400);
      expect(json(tooMany).error).toBe(`Number of guests must be between 1 and ${max} for this property`);
      const full = await post({ ...valid(), propertyId: property.id, guests: max });
      expect(full.statusCode).toBe(201);
    });

    it('answers 404 when the property does not exist or the id is malformed', async () => {
      for (const propertyId of ['00000000-0000-4000-8000-000000000000', 'default-property']) {
        const response = await post({ ...valid(), propertyId });
        expect(response.statusCode).toBe(404);
        expect(json(response)).toEqual({ error: 'Property not found' });
      }
    });

    it.each([
      ['name', 101, 'Name must be at most 100 characters'],
      ['message', 2001, 'Message must be at most 2000 characters'],
      ['phone', 33, 'Phone must be at most 32 characters'],
      ['propertyId', 65, 'Property must be at most 64 characters'],
    ])('limits the length of %s', async (field, length, message) => {
      const response = await post({ ...valid(), [field]: '7'.repeat(length) });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ error: message, details: `Field: ${field}` });
    });

    it('limits the length of the email', async () => {
      const response = await post({ ...valid(), email: `${'a'.repeat(250)}@example.com` });
      expect(response.statusCode).toBe(400);
      expect(json(response).error).toBe('Email must be at most 254 characters');
    });

    it('rejects a payment type other than reserve', async () => {
      const response = await post({ ...valid(), paymentType: 'card' });
      expect(response.statusCode).toBe(400);
      expect(json(response).error).toBe('Payment type must be one of: reserve');
    });
  });

  describe('no double booking', () => {
    it('answers 409 for a stay overlapping a held booking of the same property', async () => {
      const property = freshProperty();
      const first = await book({
        ...guest,
        checkIn: daysFromToday(20),
        checkOut: daysFromToday(25),
        propertyId: property.id,
      });
      expect(first.statusCode).toBe(201);
      for (const [from, to] of [
        [20, 25],
        [18, 21],
        [24, 27],
        [21, 22],
        [15, 30],
      ]) {
        const clash = await post({
          ...guest,
          checkIn: daysFromToday(from as number),
          checkOut: daysFromToday(to as number),
          propertyId: property.id,
        });
        expect(clash.statusCode).toBe(409);
        expect(json(clash)).toEqual({ error: 'These dates are no longer available' });
      }
      expect(await bookingCount(property.id)).toBe(1);
    });

    it('lets the next stay start on the check-out day, and allows other properties the same dates', async () => {
      const property = freshProperty();
      const stay = { checkIn: daysFromToday(30), checkOut: daysFromToday(32) };
      expect((await book({ ...guest, ...stay, propertyId: property.id })).statusCode).toBe(201);
      const after = await book({
        ...guest,
        checkIn: stay.checkOut,
        checkOut: daysFromToday(34),
        propertyId: property.id,
      });
      expect(after.statusCode).toBe(201);
      const before = await book({
        ...guest,
        checkIn: daysFromToday(28),
        checkOut: stay.checkIn,
        propertyId: property.id,
      });
      expect(before.statusCode).toBe(201);
      const elsewhere = await book({ ...guest, ...stay, propertyId: freshProperty().id });
      expect(elsewhere.statusCode).toBe(201);
    });

    it('frees the dates of a cancelled booking, in the listing and for a new booking', async () => {
      const property = freshProperty();
      const stay = { checkIn: daysFromToday(12), checkOut: daysFromToday(14), propertyId: property.id };
      expect(await listedFor(property.id, stay.checkIn, stay.checkOut)).toBe(true);
      const first = json(await book({ ...guest, ...stay })).data as Booking;
      expect(await listedFor(property.id, daysFromToday(13), daysFromToday(15))).toBe(false);
      expect(await listedFor(property.id, stay.checkOut, daysFromToday(15))).toBe(true);
      await api.app.db.query(`UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [first.id]);
      expect(await listedFor(property.id, stay.checkIn, stay.checkOut)).toBe(true);
      expect((await post({ ...guest, ...stay })).statusCode).toBe(201);
    });
  });

  describe('Idempotency-Key', () => {
    it('returns the first answer to a retried request instead of a second booking', async () => {
      const property = freshProperty();
      const request = { ...guest, checkIn: daysFromToday(9), checkOut: daysFromToday(11), propertyId: property.id };
      const headers = { 'idempotency-key': 'retry-test-1' };
      const first = await post(request, headers);
      const retry = await post(request, headers);
      expect(first.statusCode).toBe(201);
      expect(retry.statusCode).toBe(201);
      expect(retry.body).toBe(first.body);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(await bookingCount(property.id)).toBe(1);
    });

    it('treats the same stay sent in another date form as the same request', async () => {
      const property = freshProperty();
      const headers = { 'idempotency-key': 'retry-test-forms' };
      const first = await post(
        { ...guest, checkIn: daysFromToday(9), checkOut: daysFromToday(11), propertyId: property.id },
        headers,
      );
      const retry = await post(
        {
          ...guest,
          checkIn: `${daysFromToday(9)}T09:00:00.000Z`,
          checkOut: `${daysFromToday(11)}T09:00:00.000Z`,
          propertyId: property.id,
        },
        headers,
      );
      expect(retry.body).toBe(first.body);
    });

    it('answers 422 when the key is reused for a different request', async () => {
      const property = freshProperty();
      const headers = { 'idempotency-key': 'retry-test-2' };
      expect(
        (
          await post(
            { ...guest, checkIn: daysFromToday(9), checkOut: daysFromToday(11), propertyId: property.id },
            headers,
          )
        ).statusCode,
      ).toBe(201);
      const other = await post(
        { ...guest, checkIn: daysFromToday(15), checkOut: daysFromToday(16), propertyId: property.id },
        headers,
      );
      expect(other.statusCode).toBe(422);
      expect(json(other)).toEqual({ error: 'This Idempotency-Key was already used for a different booking request' });
    });

    it('does not remember a failed attempt, so a corrected retry can succeed', async () => {
      const property = freshProperty();
      const headers = { 'idempotency-key': 'retry-test-3' };
      const taken = { checkIn: daysFromToday(45), checkOut: daysFromToday(47), propertyId: property.id };
      expect((await book({ ...guest, ...taken })).statusCode).toBe(201);
      expect((await post({ ...guest, ...taken }, headers)).statusCode).toBe(409);
      await api.app.db.query(`UPDATE bookings SET status = 'cancelled' WHERE property_id = $1`, [property.id]);
      expect((await post({ ...guest, ...taken }, headers)).statusCode).toBe(201);
    });

    it('rejects an over-long key', async () => {
      const response = await post({ ...guest }, { 'idempotency-key': 'k'.repeat(256) });
      expect(response.statusCode).toBe(400);
    });
  });
});

// On PostgreSQL these requests really run at once (a pool of connections); PGlite has one
// connection and serialises them, so there they prove the same outcome without the race.
describe(`concurrent requests (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('50 guests confirming overlapping stays of one property at once: exactly one holds the nights', async () => {
    const property = freshProperty();
    // Requests hold nothing, so all 50 are taken; the hold is decided when each guest confirms.
    const requests = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post({
          ...guest,
          email: `guest${i}@example.com`,
          name: `Guest ${i}`,
          checkIn: daysFromToday(150 + (i % 5)),
          checkOut: daysFromToday(155 + (i % 3)),
          propertyId: property.id,
        }),
      ),
    );
    expect(requests.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    // Every code read first, so the 50 confirmations really go at once.
    const references = requests.map((created) => json(created).data.bookingReference as string);
    const codes = await emailedCodes(api, references);
    const confirms = await Promise.all(
      references.map((reference) =>
        api.app.inject({
          method: 'POST',
          url: `/api/bookings/${reference}/confirm`,
          payload: { code: codes.get(reference) },
        }),
      ),
    );
    const statuses = confirms.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const { rows } = await api.app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM bookings WHERE property_id = $1 AND status IN ('requested', 'confirmed')",
      [property.id],
    );
    expect(rows[0]?.n).toBe(1);
  }, 30_000);

  it('10 concurrent bookings of different stays of one property all leave the listing for their dates', async () => {
    const property = freshProperty();
    const stays = Array.from({ length: 10 }, (_, i) => [daysFromToday(200 + i * 3), daysFromToday(202 + i * 3)]);
    const responses = await Promise.all(
      stays.map(([checkIn, checkOut], i) =>
        book({ ...guest, email: `stay${i}@example.com`, checkIn, checkOut, propertyId: property.id }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    for (const [checkIn, checkOut] of stays) {
      expect(await listedFor(property.id, checkIn as string, checkOut as string)).toBe(false);
    }
    // The day between two stays is still offered.
    expect(await listedFor(property.id, daysFromToday(202), daysFromToday(203))).toBe(true);
  });

  it('the same Idempotency-Key sent 10 times at once produces one booking and one answer', async () => {
    const property = freshProperty();
    const request = { ...guest, checkIn: daysFromToday(160), checkOut: daysFromToday(162), propertyId: property.id };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => post(request, { 'idempotency-key': 'concurrent-key' })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(await bookingCount(property.id)).toBe(1);
  });
});

describe('restarting the API', () => {
  it(
    'keeps every booking, and the idempotent answers',
    async () => {
      const before = await bookingCount();
      expect(before).toBeGreaterThan(10);
      const property = freshProperty();
      const request = {
        ...guest,
        email: 'restart@example.com',
        checkIn: daysFromToday(80),
        checkOut: daysFromToday(83),
        propertyId: property.id,
      };
      const headers = { 'idempotency-key': 'survives-restart' };
      const first = await book(request, headers);
      expect(first.statusCode).toBe(201);

      await api.restart();

      expect(await bookingCount()).toBe(before + 1);
      const availability = await api.app.inject({
        method: 'GET',
        url: `/api/properties/${property.id}/availability?from=${daysFromToday(0)}&to=${daysFromToday(100)}`,
      });
      expect(json(availability).data.booked).toContainEqual({ checkIn: request.checkIn, checkOut: request.checkOut });
      const retry = await post(request, headers);
      expect(retry.body).toBe(first.body);
      expect((await post({ ...guest, ...request })).statusCode).toBe(409);
      // The seed ran once: the restart did not add a second copy of the demo data.
      const list = await api.app.inject({ method: 'GET', url: '/api/properties?limit=500' });
      expect(json(list).data).toHaveLength(properties.length);
    },
    STARTUP_TIMEOUT,
  );

  it(
    'decides "today" in Nairobi, not in UTC',
    async () => {
      // 22:30 UTC on 1 March 2035 is already 2 March in Nairobi.
      await api.restart({ now: () => new Date('2035-03-01T22:30:00Z') });
      const property = freshProperty();
      const yesterday = await post({
        ...guest,
        checkIn: '2035-03-01',
        checkOut: '2035-03-03',
        propertyId: property.id,
      });
      expect(yesterday.statusCode).toBe(400);
      const today = await post({ ...guest, checkIn: '2035-03-02', checkOut: '2035-03-03', propertyId: property.id });
      expect(today.statusCode).toBe(201);
    },
    STARTUP_TIMEOUT,
  );
});
