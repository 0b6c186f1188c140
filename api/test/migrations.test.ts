/**
 * Stored data can never break a public page: the database itself refuses a listing number a page
 * cannot show (CHECK constraints), and the migration that adds the constraints repairs rows written
 * before them; a host's numbers are worked out from the reviews written before they were kept. On
 * PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrationsDir } from '../src/paths';
import { migrate, openDatabase, type Database } from '../src/plugins/database';
import { createDatabase, STARTUP_TIMEOUT } from './helper';

const CONSTRAINTS_MIGRATION = '008_finite_listing_numbers.sql';

let dir: string;
let db: Database;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'makao-migrations-'));
  const server = process.env.DATABASE_URL ? await createDatabase(process.env.DATABASE_URL) : undefined;
  dropDatabase = server?.drop;
  db = await openDatabase({ databaseUrl: server?.url, dataDir: path.join(dir, 'pglite') });
}, STARTUP_TIMEOUT);

afterAll(async () => {
  await db?.close();
  await dropDatabase?.();
  if (dir) rmSync(dir, { recursive: true, force: true });
}, STARTUP_TIMEOUT);

/** A folder with the migrations before `name`: the database as it was before that migration. */
function migrationsBefore(name: string): string {
  const before = path.join(dir, `before-${name}`);
  mkdirSync(before, { recursive: true });
  for (const file of readdirSync(migrationsDir).filter((file) => file.endsWith('.sql') && file < name)) {
    copyFileSync(path.join(migrationsDir, file), path.join(before, file));
  }
  return before;
}

const insertListing = (status: string, lat: string | null, lng: string | null, price: number | null) =>
  db.query<{ id: string }>(
    `INSERT INTO properties (status, title, type, price, description, area, address, city, county, guests, beds,
       baths, lat, lng)
     VALUES ($1, 'Stay', 'apartments', $2, 'A stay.', 'Kilimani', 'Road', 'Nairobi', 'Nairobi', 2, 1, 1,
       $3::double precision, $4::double precision)
     RETURNING id::text AS id`,
    [status, price, lat, lng],
  );

describe('listing numbers a page cannot show', () => {
  it(
    'are repaired by the migration that forbids them: a pin out of bounds cleared, an impossible price back to draft',
    async () => {
      await migrate(db, migrationsBefore(CONSTRAINTS_MIGRATION));
      const ids = {
        infinite: (await insertListing('published', 'Infinity', '36.8', 4000)).rows[0]?.id,
        notANumber: (await insertListing('published', '-1.29', 'NaN', 4000)).rows[0]?.id,
        abroad: (await insertListing('published', '51.5', '-0.12', 4000)).rows[0]?.id,
        cheap: (await insertListing('published', '-1.29', '36.8', 1)).rows[0]?.id,
        fine: (await insertListing('published', '-1.29', '36.8', 4000)).rows[0]?.id,
      };

      expect(await migrate(db)).toContain(CONSTRAINTS_MIGRATION);

      const { rows } = await db.query<{
        id: string;
        lat: number | null;
        lng: number | null;
        price: number | null;
        status: string;
      }>('SELECT id::text AS id, lat, lng, price, status FROM properties WHERE id = ANY($1::uuid[])', [
        Object.values(ids),
      ]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      expect(byId.get(ids.infinite as string)).toMatchObject({ lat: null, lng: 36.8, status: 'published' });
      expect(byId.get(ids.notANumber as string)).toMatchObject({ lat: -1.29, lng: null, status: 'published' });
      expect(byId.get(ids.abroad as string)).toMatchObject({ lat: null, lng: null, status: 'published' });
      expect(byId.get(ids.cheap as string)).toMatchObject({ price: null, status: 'draft' });
      expect(byId.get(ids.fine as string)).toMatchObject({ lat: -1.29, lng: 36.8, price: 4000, status: 'published' });
    },
    STARTUP_TIMEOUT,
  );

  it.each([
    ['lat Infinity', "lat = 'Infinity'"],
    ['lat -Infinity', "lat = '-Infinity'"],
    ['lng NaN', "lng = 'NaN'"],
    ['lng out of Kenya', 'lng = 2.35'],
    ['a price of 0', 'price = 0'],
    ['a price of KSh 2 million', 'price = 2000000'],
  ])('are refused by the database itself: %s', async (_label, assignment) => {
    const id = (await insertListing('published', '-1.29', '36.8', 4000)).rows[0]?.id;
    const attempt = db.query(`UPDATE properties SET ${assignment} WHERE id = $1`, [id]);
    await expect(attempt).rejects.toMatchObject({ code: '23514' });
  });
});

describe("a host's numbers", () => {
  const STANDING_MIGRATION = '014_host_standing.sql';
  let older: Database;
  let dropOlder: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const server = process.env.DATABASE_URL ? await createDatabase(process.env.DATABASE_URL) : undefined;
    dropOlder = server?.drop;
    older = await openDatabase({ databaseUrl: server?.url, dataDir: path.join(dir, 'pglite-standing') });
  }, STARTUP_TIMEOUT);

  afterAll(async () => {
    await older?.close();
    await dropOlder?.();
  }, STARTUP_TIMEOUT);

  it(
    'are worked out from the reviews published before the migration that keeps them',
    async () => {
      await migrate(older, migrationsBefore(STANDING_MIGRATION));
      const one = async <T>(sql: string, params: unknown[]) => (await older.query<T>(sql, params)).rows[0] as T;
      const host = await one<{ id: string }>("INSERT INTO hosts (name) VALUES ('Zawadi') RETURNING id::text AS id", []);
      const property = await one<{ id: string }>(
        `INSERT INTO properties (title, type, price, description, area, address, city, county, guests, beds, baths,
           host_id)
         VALUES ('Stay', 'apartments', 4000, 'A stay.', 'Kilimani', 'Road', 'Nairobi', 'Nairobi', 2, 1, 1, $1)
         RETURNING id::text AS id`,
        [host.id],
      );
      for (const [n, rating] of [3, 4].entries()) {
        const booking = await one<{ id: string }>(
          `INSERT INTO bookings (reference, property_id, name, email, phone, guests, check_in, check_out, nights,
             price_per_night, total_amount, status)
           VALUES ($1, $2, 'Guest', 'guest@example.com', '+254 711 000 000', 1, $3::date, $3::date + 2, 2, 4000, 8000,
             'completed')
           RETURNING id::text AS id`,
          [`MK-MIGR${n}`, property.id, `2026-0${n + 1}-10`],
        );
        await older.query(
          `INSERT INTO reviews (booking_id, property_id, author, rating, cleanliness, accuracy, check_in, communication,
             location, value, body, written_at, published_at)
           VALUES ($1, $2, 'guest', $3, 4, 4, 4, 4, 4, 4, 'A good stay, close to the shops.', now(), now())`,
          [booking.id, property.id, rating],
        );
      }

      expect(await migrate(older)).toContain(STANDING_MIGRATION);
      expect(
        await one('SELECT reviews_count AS n, rating::text AS rating, superhost FROM hosts WHERE id = $1', [host.id]),
      ).toEqual({ n: 2, rating: '3.5', superhost: false });
    },
    STARTUP_TIMEOUT,
  );
});
