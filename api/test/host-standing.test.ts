/**
 * A host's standing (api/src/domain/standing/README.md): the numbers on the property page's host card
 * are the rows' (published guest reviews, their mean, the joining date, the median answer to a
 * request) and the Superhost badge follows its rules each way, assessed once a day by one process at
 * a time; on PGlite and PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import { addDays, nairobiDate, type Property } from 'contracts';
import { build } from '../src/app';
import { newBookingReference } from '../src/domain/bookings/reference';
import { superhostRules, STANDING_WINDOW_DAYS } from '../src/domain/standing/rules';
import { assessStanding } from '../src/domain/standing/standing';
import { seedHosts } from '../seed/hosts';
import { STARTUP_TIMEOUT, json, onPostgres, startTestApi, type TestApi } from './helper';

const DAY = 86_400_000;
const MINUTE = 60_000;
/** The API's clock, moved on a day where the daily assessment must run again. */
let clock = new Date();
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ now: () => clock });
}, STARTUP_TIMEOUT);
afterAll(async () => api?.close());

const db = () => api.app.db;
const at = (daysAgo: number, minutes = 0) => new Date(clock.getTime() - daysAgo * DAY + minutes * MINUTE);

interface HostRow {
  id: string;
  name: string;
  created_at: Date | string;
  reviews_count: number;
  rating: number | null;
  superhost: boolean;
  response_minutes: number | null;
  standing_assessed_at: Date | string | null;
}

async function hostRow(id: string): Promise<HostRow> {
  const { rows } = await db().query<HostRow>(
    `SELECT id::text AS id, name, created_at, reviews_count, rating::float8 AS rating, superhost, response_minutes,
       standing_assessed_at FROM hosts WHERE id = $1`,
    [id],
  );
  return rows[0] as HostRow;
}

const publicProperty = async (id: string): Promise<Property> =>
  json<{ data: Property }>(await api.app.inject({ method: 'GET', url: `/api/properties/${id}` })).data;

/** What a made-up host did: each stay's request answered after `answers[k]` minutes (30 unless given). */
interface Story {
  stays?: number;
  nights?: number;
  /** The guests' published ratings, one per stay from the first; the rest of the stays are not reviewed. */
  ratings?: number[];
  answers?: number[];
  /** Requests the host left to expire, stays the host cancelled, requests the guest withdrew. */
  expired?: number;
  hostCancelled?: number;
  withdrawn?: number;
  /** Instant-book stays (never requested) besides the others. */
  instant?: number;
  /** Days before the clock the newest stay ended. */
  endedDaysAgo?: number;
  joinedDaysAgo?: number;
}

let made = 0;
/** A host with one listing and the rows `story` tells of, written as the lifecycle writes them. */
async function hostWith(story: Story = {}): Promise<{ hostId: string; propertyId: string }> {
  made += 1;
  const { stays = 0, nights = 2, ratings = [], answers = [], endedDaysAgo = 5, joinedDaysAgo = 800 } = story;
  const { rows: hosts } = await db().query<{ id: string }>(
    `INSERT INTO hosts (name, created_at) VALUES ($1, $2) RETURNING id::text AS id`,
    [`Story Host ${made}`, at(joinedDaysAgo)],
  );
  const hostId = (hosts[0] as { id: string }).id;
  const { rows: properties } = await db().query<{ id: string }>(
    `INSERT INTO properties (title, type, price, description, area, address, city, county, guests, beds, baths,
       host_id, created_at, updated_at)
     VALUES ($1, 'apartments', 4000, 'A quiet flat.', 'Kilimani', 'Argwings Kodhek Road', 'Nairobi', 'Nairobi',
       4, 2, 1, $2, $3, $3)
     RETURNING id::text AS id`,
    [`Story Flat ${made}`, hostId, at(joinedDaysAgo)],
  );
  const propertyId = (properties[0] as { id: string }).id;

  const today = nairobiDate(clock);
  const booking = async (status: string, checkOutDaysAgo: number, events: [string, string, string, Date][]) => {
    const checkOut = addDays(today, -checkOutDaysAgo);
    const { rows } = await db().query<{ id: string }>(
      `INSERT INTO bookings (reference, property_id, name, email, phone, guests, check_in, check_out, nights,
         price_per_night, total_amount, status, created_at)
       VALUES ($1, $2, 'Wanjiku Guest', 'wanjiku@guests.example', '+254 711 000 000', 2, $3::date, $4::date, $5,
         4000, $5 * 4000, $6, $7)
       RETURNING id::text AS id`,
      [newBookingReference(), propertyId, addDays(checkOut, -nights), checkOut, nights, status, events[0]?.[3]],
    );
    const id = (rows[0] as { id: string }).id;
    for (const [from, to, actor, when] of events) {
      await db().query(
        'INSERT INTO booking_events (booking_id, from_status, to_status, actor, at) VALUES ($1, $2, $3, $4, $5)',
        [id, from, to, actor, when],
      );
    }
    return id;
  };

  for (let k = 0; k < stays; k += 1) {
    const checkOutDaysAgo = endedDaysAgo + k * (nights + 1);
    const asked = at(checkOutDaysAgo + nights + 20);
    const answered = new Date(asked.getTime() + (answers[k] ?? 30) * MINUTE);
    const id = await booking('completed', checkOutDaysAgo, [
      ['unconfirmed', 'requested', 'guest', asked],
      ['requested', 'confirmed', 'host', answered],
      ['confirmed', 'completed', 'system', at(checkOutDaysAgo)],
    ]);
    const rating = ratings[k];
    if (rating !== undefined) {
      await db().query(
        `INSERT INTO reviews (booking_id, property_id, author, rating, cleanliness, accuracy, check_in, communication,
           location, value, body, written_at, published_at)
         VALUES ($1, $2, 'guest', $3, $3, $3, $3, $3, $3, $3, 'A calm flat, as described, and a kind host.', $4, $4)`,
        [id, propertyId, rating, at(checkOutDaysAgo - 1)],
      );
    }
  }
  const later = endedDaysAgo + stays * (nights + 1) + 30;
  for (let k = 0; k < (story.expired ?? 0); k += 1) {
    await booking('expired', later + k * 5, [
      ['unconfirmed', 'requested', 'guest', at(later + k * 5 + 20)],
      ['requested', 'expired', 'system', at(later + k * 5 + 19)],
    ]);
  }
  for (let k = 0; k < (story.hostCancelled ?? 0); k += 1) {
    await booking('cancelled', later + 40 + k * 5, [
      ['unconfirmed', 'requested', 'guest', at(later + 40 + k * 5 + 20)],
      ['requested', 'confirmed', 'host', at(later + 40 + k * 5 + 20, 30)],
      ['confirmed', 'cancelled', 'host', at(later + 40 + k * 5 + 10)],
    ]);
  }
  for (let k = 0; k < (story.withdrawn ?? 0); k += 1) {
    await booking('cancelled', later + 80 + k * 5, [
      ['unconfirmed', 'requested', 'guest', at(later + 80 + k * 5 + 20)],
      ['requested', 'cancelled', 'guest', at(later + 80 + k * 5 + 19)],
    ]);
  }
  for (let k = 0; k < (story.instant ?? 0); k += 1) {
    await booking('completed', later + 120 + k * 5, [
      ['unconfirmed', 'confirmed', 'guest', at(later + 120 + k * 5 + 20)],
      ['confirmed', 'completed', 'system', at(later + 120 + k * 5)],
    ]);
  }
  return { hostId, propertyId };
}

/** Assesses one host now, as the daily job does, and reads its row. */
async function assessed(hostId: string): Promise<HostRow> {
  await assessStanding(db(), [hostId], clock);
  return hostRow(hostId);
}

const fives = (n: number) => Array.from({ length: n }, () => 5);
/** A host who meets every rule with room to spare, changed by `change`. */
const superhostStory = (change: Story = {}): Story => ({ stays: 12, ratings: fives(12), ...change });

describe('the numbers are the rows', () => {
  it("gives every host the count and mean of their listings' published guest reviews", async () => {
    const { rows } = await db().query<{
      id: string;
      n: number;
      count: number;
      rating: string | null;
      mean: string | null;
    }>(
      `SELECT h.id::text AS id, h.reviews_count AS n, h.rating::text AS rating,
         (SELECT count(*)::int FROM reviews r JOIN properties p ON p.id = r.property_id
          WHERE p.host_id = h.id AND r.author = 'guest' AND r.published_at IS NOT NULL) AS count,
         (SELECT round(avg(r.rating), 1)::text FROM reviews r JOIN properties p ON p.id = r.property_id
          WHERE p.host_id = h.id AND r.author = 'guest' AND r.published_at IS NOT NULL) AS mean
       FROM hosts h`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(seedHosts.length);
    for (const row of rows)
      expect({ id: row.id, n: row.n, rating: row.rating }).toEqual({ id: row.id, n: row.count, rating: row.mean });
    expect(rows.some((row) => row.n > 0)).toBe(true);
  });

  it('gives every seed host the median of their answers to requests, rounded up to the minute', async () => {
    const { rows } = await db().query<{ id: string; minutes: number | null; answers: number[] | null }>(
      `SELECT h.id::text AS id, h.response_minutes AS minutes,
         (SELECT array_agg(extract(epoch FROM answer.at - asked.at)::float8 / 60)
          FROM booking_events asked
          JOIN bookings b ON b.id = asked.booking_id JOIN properties p ON p.id = b.property_id
          JOIN booking_events answer ON answer.booking_id = asked.booking_id AND answer.from_status = 'requested'
            AND answer.actor = 'host'
          WHERE p.host_id = h.id AND asked.to_status = 'requested') AS answers
       FROM hosts h WHERE h.name = ANY($1::text[])`,
      [seedHosts.map((host) => host.name)],
    );
    expect(rows).toHaveLength(seedHosts.length);
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const mid = (sorted.length - 1) / 2;
      return ((sorted[Math.floor(mid)] as number) + (sorted[Math.ceil(mid)] as number)) / 2;
    };
    for (const row of rows) {
      // A rounding error of the float sum must not move a whole minute.
      expect(row.minutes).toBe(row.answers ? Math.ceil(median(row.answers) - 1e-9) : null);
    }
    // The hosts answer at different speeds, and the new host has no answers yet.
    expect(new Set(rows.map((row) => row.minutes)).size).toBeGreaterThan(5);
    expect(rows.filter((row) => row.minutes === null)).toHaveLength(1);
  });

  it('seeds a Superhost, several hosts who are not, and a new host with no reviews', async () => {
    const { rows } = await db().query<{ name: string; superhost: boolean; n: number; joined: Date | string }>(
      'SELECT name, superhost, reviews_count AS n, created_at AS joined FROM hosts WHERE name = ANY($1::text[])',
      [seedHosts.map((host) => host.name)],
    );
    expect(rows.filter((row) => row.superhost).length).toBeGreaterThanOrEqual(1);
    expect(rows.filter((row) => !row.superhost).length).toBeGreaterThanOrEqual(5);
    const peter = rows.find((row) => row.name === 'Peter Mutua');
    expect(peter).toMatchObject({ superhost: false, n: 0 });
    expect(clock.getTime() - new Date(peter?.joined as Date).getTime()).toBeLessThan(90 * DAY);
    const years = rows.map((row) => Math.floor((clock.getTime() - new Date(row.joined).getTime()) / (365.25 * DAY)));
    expect(years.some((y) => y >= 5)).toBe(true);
    expect(years.some((y) => y >= 1 && y < 5)).toBe(true);
  });

  it("answers each property with its host's numbers as stored, and their joining day in Nairobi", async () => {
    const list = json<{ data: Property[] }>(await api.app.inject({ method: 'GET', url: '/api/properties?limit=500' }));
    const { rows } = await db().query<HostRow & { property_id: string }>(
      `SELECT p.id::text AS property_id, h.created_at, h.reviews_count, h.rating::float8 AS rating, h.superhost,
         h.response_minutes FROM properties p JOIN hosts h ON h.id = p.host_id WHERE p.status = 'published'`,
    );
    const byProperty = new Map(rows.map((row) => [row.property_id, row]));
    expect(list.data.length).toBeGreaterThan(40);
    for (const property of list.data) {
      const row = byProperty.get(property.id) as HostRow;
      expect(property.host).toMatchObject({
        reviewsCount: row.reviews_count,
        rating: row.rating,
        hostingSince: nairobiDate(new Date(row.created_at)),
        superhost: row.superhost,
        responseMinutes: row.response_minutes,
      });
    }
  });
});

describe('the numbers follow the reviews at once', () => {
  it("counts a review in the host's numbers once published, and serves them on the property's next read", async () => {
    const { hostId, propertyId } = await hostWith({ stays: 3, ratings: [5, 4] });
    expect((await publicProperty(propertyId)).host).toMatchObject({ reviewsCount: 2, rating: 4.5 });
    const { rows } = await db().query<{ id: string }>(
      'SELECT b.id::text AS id FROM bookings b WHERE b.property_id = $1 AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.booking_id = b.id)',
      [propertyId],
    );
    await db().query(
      `INSERT INTO reviews (booking_id, property_id, author, rating, cleanliness, accuracy, check_in, communication,
         location, value, body, written_at)
       VALUES ($1, $2, 'guest', 3, 3, 3, 3, 3, 3, 3, 'Fine, though the water was cold twice.', $3)`,
      [rows[0]?.id, propertyId, clock],
    );
    // Written, not published: the numbers stand.
    expect((await publicProperty(propertyId)).host).toMatchObject({ reviewsCount: 2, rating: 4.5 });
    await db().query('UPDATE reviews SET published_at = $2 WHERE booking_id = $1', [rows[0]?.id, clock]);
    expect((await publicProperty(propertyId)).host).toMatchObject({ reviewsCount: 3, rating: 4 });
    expect(await hostRow(hostId)).toMatchObject({ reviews_count: 3, rating: 4 });
    // An operator removes it: the numbers go back.
    await db().query('DELETE FROM reviews WHERE booking_id = $1', [rows[0]?.id]);
    expect((await publicProperty(propertyId)).host).toMatchObject({ reviewsCount: 2, rating: 4.5 });
  });

  it('counts both of two reviews of one host published at the same moment', async () => {
    const { hostId, propertyId } = await hostWith({ stays: 2 });
    const { rows } = await db().query<{ id: string }>('SELECT id::text AS id FROM bookings WHERE property_id = $1', [
      propertyId,
    ]);
    await Promise.all(
      rows.map((row, k) =>
        db().transaction((tx) =>
          tx.query(
            `INSERT INTO reviews (booking_id, property_id, author, rating, cleanliness, accuracy, check_in,
               communication, location, value, body, written_at, published_at)
             VALUES ($1, $2, 'guest', $3, 5, 5, 5, 5, 5, 5, 'Lovely, calm and spotless from start to end.', $4, $4)`,
            [row.id, propertyId, 4 + k, clock],
          ),
        ),
      ),
    );
    expect(await hostRow(hostId)).toMatchObject({ reviews_count: 2, rating: 4.5 });
  });

  it('moves the reviews with a listing that changes hands: both hosts are counted again', async () => {
    const from = await hostWith({ stays: 2, ratings: [5, 3] });
    const to = await hostWith({ stays: 1, ratings: [4] });
    await db().query('UPDATE properties SET host_id = $2 WHERE id = $1', [from.propertyId, to.hostId]);
    expect(await hostRow(from.hostId)).toMatchObject({ reviews_count: 0, rating: null });
    expect(await hostRow(to.hostId)).toMatchObject({ reviews_count: 3, rating: 4 });
  });
});

describe('the response time', () => {
  it('is the median answer in minutes, rounded up', async () => {
    expect((await assessed((await hostWith({ stays: 3, answers: [10, 20, 90] })).hostId)).response_minutes).toBe(20);
    expect((await assessed((await hostWith({ stays: 2, answers: [10, 21] })).hostId)).response_minutes).toBe(16);
    const slow = await hostWith({ stays: 4, answers: [300, 420, 500, 900] });
    expect((await assessed(slow.hostId)).response_minutes).toBe(460);
  });

  it('leaves out instant-book stays, withdrawn and expired requests, and is none without an answer', async () => {
    const { hostId } = await hostWith({ instant: 3, withdrawn: 1, expired: 1 });
    expect((await assessed(hostId)).response_minutes).toBeNull();
    const mixed = await hostWith({ stays: 1, answers: [45], instant: 2, withdrawn: 2, expired: 1 });
    expect((await assessed(mixed.hostId)).response_minutes).toBe(45);
  });

  it(`counts only requests of the last ${STANDING_WINDOW_DAYS} days`, async () => {
    const { hostId } = await hostWith({ stays: 1, answers: [600], endedDaysAgo: STANDING_WINDOW_DAYS });
    expect((await assessed(hostId)).response_minutes).toBeNull();
  });
});

describe('the Superhost rules', () => {
  it(`make a Superhost of a host with ${superhostRules.minStays} stays, a ${superhostRules.minRating} rating and every request answered`, async () => {
    const exactly = await hostWith({
      stays: superhostRules.minStays,
      ratings: [4, 4, ...fives(superhostRules.minStays - 2)],
    });
    expect((await assessed(exactly.hostId)).superhost).toBe(true);
    expect((await assessed((await hostWith(superhostStory())).hostId)).superhost).toBe(true);
  });

  it('refuse one stay too few', async () => {
    const { hostId } = await hostWith({
      stays: superhostRules.minStays - 1,
      ratings: fives(superhostRules.minStays - 1),
    });
    expect((await assessed(hostId)).superhost).toBe(false);
  });

  it(`take fewer, longer stays of ${superhostRules.minLongNights} nights or more in all`, async () => {
    const long = await hostWith({ stays: 5, nights: 20, ratings: fives(5) });
    expect((await assessed(long.hostId)).superhost).toBe(true);
    const short = await hostWith({ stays: 5, nights: 19, ratings: fives(5) });
    expect((await assessed(short.hostId)).superhost).toBe(false);
  });

  it(`refuse a rating below ${superhostRules.minRating}, and fewer than ${superhostRules.minReviews} reviews`, async () => {
    const below = await hostWith({ stays: 10, ratings: [4, 4, 4, ...fives(7)] });
    expect((await assessed(below.hostId)).superhost).toBe(false);
    const few = await hostWith({ stays: 10, ratings: fives(superhostRules.minReviews - 1) });
    expect((await assessed(few.hostId)).superhost).toBe(false);
  });

  it('refuse a host who cancelled a stay', async () => {
    const { hostId } = await hostWith(superhostStory({ hostCancelled: 1 }));
    expect((await assessed(hostId)).superhost).toBe(false);
  });

  it(`refuse a host who answered fewer than ${superhostRules.minResponseRate * 100}% of requests in time`, async () => {
    // 12 answered of 13 (92%): still a Superhost; of 14 (86%): not.
    expect((await assessed((await hostWith(superhostStory({ expired: 1 }))).hostId)).superhost).toBe(true);
    expect((await assessed((await hostWith(superhostStory({ expired: 2 }))).hostId)).superhost).toBe(false);
    // A request the guest withdrew is no request left unanswered.
    expect((await assessed((await hostWith(superhostStory({ withdrawn: 3 }))).hostId)).superhost).toBe(true);
  });

  it(`count only the last ${STANDING_WINDOW_DAYS} days`, async () => {
    const { hostId } = await hostWith(superhostStory({ endedDaysAgo: STANDING_WINDOW_DAYS - 60, nights: 3 }));
    expect((await assessed(hostId)).superhost).toBe(true);
    clock = new Date(clock.getTime() + 40 * DAY);
    // Some stays and reviews have left the window.
    expect((await assessed(hostId)).superhost).toBe(false);
  });
});

describe('the daily assessment', () => {
  it('assesses every host once a day, once even with two replicas running the jobs at once', async () => {
    clock = new Date(clock.getTime() + DAY);
    const { rows: due } = await db().query<{ n: number }>('SELECT count(*)::int AS n FROM hosts');
    // Two replicas on one database: on PostgreSQL a second app; PGlite is one process's database.
    const second: FastifyInstance = onPostgres
      ? await build({ ...api.app.config, logger: false, seed: false, now: () => clock })
      : api.app;
    try {
      const counts = await Promise.all([api.app.bookingJobs.runOnce(), second.bookingJobs.runOnce()]);
      expect(counts.reduce((sum, c) => sum + (c.hostStanding ?? 0), 0)).toBe(due[0]?.n);
    } finally {
      if (second !== api.app) await second.close();
    }
    const { rows } = await db().query<{ at: Date | string }>('SELECT DISTINCT standing_assessed_at AS at FROM hosts');
    expect(rows.map((row) => new Date(row.at).toISOString())).toEqual([clock.toISOString()]);
    // The same day: nobody is due.
    clock = new Date(clock.getTime() + 60 * MINUTE);
    expect((await api.app.bookingJobs.runOnce()).hostStanding).toBe(0);
  });

  it("gives the host's properties a new version only when what guests see changes", async () => {
    const { hostId, propertyId } = await hostWith(superhostStory());
    const version = async () =>
      (await db().query<{ v: string }>('SELECT xmin::text AS v FROM properties WHERE id = $1', [propertyId])).rows[0]
        ?.v;
    const next = async () => {
      clock = new Date(clock.getTime() + DAY);
      await api.app.bookingJobs.runOnce();
    };
    await next();
    expect((await publicProperty(propertyId)).host).toMatchObject({ superhost: true, responseMinutes: 30 });
    const before = await version();
    await next();
    expect(await version()).toBe(before);
    expect(new Date((await hostRow(hostId)).standing_assessed_at as Date).toISOString()).toBe(clock.toISOString());

    // The host cancels a stay: the next day's assessment takes the badge, and the page says so at once.
    await db().query(
      `INSERT INTO booking_events (booking_id, from_status, to_status, actor, at)
       SELECT id, 'confirmed', 'cancelled', 'host', $2 FROM bookings WHERE property_id = $1 LIMIT 1`,
      [propertyId, clock],
    );
    await next();
    expect(await version()).not.toBe(before);
    expect((await publicProperty(propertyId)).host).toMatchObject({ superhost: false });
  });
});
