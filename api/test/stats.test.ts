/**
 * `GET /api/stats`: the home page's numbers are the rows' (verified published properties, guests of completed
 * stays, published guest reviews and their mean), public, briefly cacheable, and never a 5xx; on
 * PGlite and PostgreSQL.
 */
import { newBookingReference } from '../src/domain/bookings/reference';
import { STARTUP_TIMEOUT, json, startTestApi, type TestApi } from './helper';

/** The API's clock: the numbers are counted again once a minute has passed on it. */
let clock = new Date();
const aMinuteLater = () => {
  clock = new Date(clock.getTime() + 61_000);
};
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ now: () => clock });
}, STARTUP_TIMEOUT);
afterAll(async () => api?.close());

const stats = async () => {
  const response = await api.app.inject({ method: 'GET', url: '/api/stats' });
  expect(response.statusCode).toBe(200);
  return json(response).data;
};

/** The same numbers, counted here in SQL of the test's own. */
async function fromRows() {
  const one = async (sql: string) => (await api.app.db.query<{ v: number | null }>(sql)).rows[0]?.v;
  return {
    // "Verified": an operator approved the listing, and its host's identity is verified.
    properties: await one(
      `SELECT count(*)::int AS v FROM properties p JOIN hosts h ON h.id = p.host_id
       WHERE p.status = 'published' AND p.approved_by IS NOT NULL AND h.identity_verified_at IS NOT NULL`,
    ),
    guests: await one("SELECT coalesce(sum(guests), 0)::int AS v FROM bookings WHERE status = 'completed'"),
    reviews: await one("SELECT count(*)::int AS v FROM reviews WHERE author = 'guest' AND published_at IS NOT NULL"),
    rating: await one(
      "SELECT round(avg(rating), 1)::float8 AS v FROM reviews WHERE author = 'guest' AND published_at IS NOT NULL",
    ),
  };
}

describe('GET /api/stats', () => {
  it('answers the numbers the rows hold, with a short public cache header', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/stats' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const { data } = json(response);
    expect(Object.keys(data).sort()).toEqual(['guests', 'properties', 'rating', 'reviews']);
    expect(data).toEqual(await fromRows());
    // The seed: dozens of listings, hundreds of guests, over a hundred reviews.
    expect(data.properties).toBeGreaterThan(40);
    expect(data.guests).toBeGreaterThan(data.reviews);
    expect(data.reviews).toBeGreaterThan(100);
    expect(data.rating).toBeGreaterThanOrEqual(4);
  });

  it('counts only verified listings: not one live before reviews, nor one whose host is not verified', async () => {
    const before = await stats();
    const { rows } = await api.app.db.query<{ id: string; host_id: string }>(
      `SELECT p.id::text AS id, p.host_id::text AS host_id FROM properties p JOIN hosts h ON h.id = p.host_id
       WHERE p.status = 'published' AND p.approved_by IS NOT NULL AND h.identity_verified_at IS NOT NULL LIMIT 1`,
    );
    const listing = rows[0] as { id: string; host_id: string };
    await api.app.db.query('UPDATE properties SET approved_by = NULL WHERE id = $1', [listing.id]);
    aMinuteLater();
    expect((await stats()).properties).toBe(before.properties - 1);
    await api.app.db.query('UPDATE properties SET approved_by = (SELECT id FROM operators LIMIT 1) WHERE id = $1', [
      listing.id,
    ]);
    aMinuteLater();
    expect((await stats()).properties).toBe(before.properties);
  });

  it('counts neither drafts, stays not completed, nor reviews not yet published; again after a minute', async () => {
    const before = await stats();
    const { rows } = await api.app.db.query<{ id: string; price: number }>(
      "SELECT id::text AS id, price FROM properties WHERE status = 'published' ORDER BY created_at DESC LIMIT 1",
    );
    const property = rows[0] as { id: string; price: number };
    await api.app.db.query(
      `INSERT INTO properties (status, title, description, address, city, county)
       VALUES ('draft', 'A draft', '', '', '', '')`,
    );
    const booking = async (status: string, checkIn: string) =>
      (
        await api.app.db.query<{ id: string }>(
          `INSERT INTO bookings (reference, property_id, name, email, phone, guests, check_in, check_out, nights,
             price_per_night, total_amount, status)
           VALUES ($1, $2, 'Guest', 'guest@example.com', '+254 711 000 000', 3, $3::date, $3::date + 2, 2, $4, $4 * 2, $5)
           RETURNING id::text AS id`,
          [newBookingReference(), property.id, checkIn, property.price, status],
        )
      ).rows[0]?.id;
    await booking('requested', '2031-01-10');
    const completed = await booking('completed', '2020-01-10');
    await api.app.db.query(
      `INSERT INTO reviews (booking_id, property_id, author, rating, cleanliness, accuracy, check_in, communication,
         location, value, body, written_at)
       VALUES ($1, $2, 'guest', 1, 1, 1, 1, 1, 1, 1, 'Not what the photos showed at all.', now())`,
      [completed, property.id],
    );
    // Within the minute each process keeps its count.
    expect(await stats()).toEqual(before);
    aMinuteLater();
    expect(await stats()).toEqual({ ...before, guests: before.guests + 3 });
    expect(await stats()).toEqual(await fromRows());

    await api.app.db.query("UPDATE reviews SET published_at = now() WHERE booking_id = $1 AND author = 'guest'", [
      completed,
    ]);
    aMinuteLater();
    const after = await stats();
    expect(after.reviews).toBe(before.reviews + 1);
    expect(after).toEqual(await fromRows());
  });

  it('gives no rating while there are no reviews', async () => {
    await api.app.db.query('DELETE FROM review_reports');
    await api.app.db.query('DELETE FROM reviews');
    aMinuteLater();
    expect(await stats()).toMatchObject({ reviews: 0, rating: null });
  });

  it.each([
    ['POST', '/api/stats'],
    ['DELETE', '/api/stats'],
    ['GET', '/api/stats/everything'],
  ] as const)('answers %s %s with a 4xx in the JSON error shape', async (method, url) => {
    const response = await api.app.inject({ method, url, payload: method === 'GET' ? undefined : { x: 1 } });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(Object.keys(json(response))).toEqual(['error']);
  });

  it('takes no input: a query it does not read changes nothing', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/stats?properties=9999&rating=%00' });
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toEqual(await fromRows());
  });
});
