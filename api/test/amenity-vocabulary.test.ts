/**
 * Migration 022 gives listings saved before the filters' vocabulary (contracts' `filterAmenities`) the
 * filters' spellings, so a guest's filter finds them. On PGlite, and on PostgreSQL when DATABASE_URL
 * is set.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrationsDir } from '../src/paths';
import { migrate, openDatabase, type Database } from '../src/plugins/database';
import { createDatabase, STARTUP_TIMEOUT } from './helper';

const MIGRATION = '022_listing_filters.sql';

let dir: string;
let db: Database;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'makao-amenities-'));
  const server = process.env.DATABASE_URL ? await createDatabase(process.env.DATABASE_URL) : undefined;
  dropDatabase = server?.drop;
  db = await openDatabase({ databaseUrl: server?.url, dataDir: path.join(dir, 'pglite') });
}, STARTUP_TIMEOUT);

afterAll(async () => {
  await db?.close();
  await dropDatabase?.();
  if (dir) rmSync(dir, { recursive: true, force: true });
}, STARTUP_TIMEOUT);

function migrationsBefore(name: string): string {
  const before = path.join(dir, 'before');
  mkdirSync(before, { recursive: true });
  for (const file of readdirSync(migrationsDir).filter((file) => file.endsWith('.sql') && file < name)) {
    copyFileSync(path.join(migrationsDir, file), path.join(before, file));
  }
  return before;
}

const insertListing = (amenities: string[]) =>
  db.query<{ id: string }>(
    `INSERT INTO properties (status, title, type, price, description, area, address, city, county, guests, beds,
       baths, amenities)
     VALUES ('published', 'Stay', 'apartments', 4000, 'A stay.', 'Kilimani', 'Road', 'Nairobi', 'Nairobi', 2, 1, 1, $1)
     RETURNING id::text AS id`,
    [amenities],
  );

it(
  "renames the older spellings to the filters', keeping the host's order and each amenity once",
  async () => {
    await migrate(db, migrationsBefore(MIGRATION));
    const older = (await insertListing(['Wi-Fi', '24/7 security', 'Garden', 'Private pool', 'Security guard'])).rows[0]
      ?.id;
    const untouched = (await insertListing(['Kitchen', 'Parking'])).rows[0]?.id;

    expect(await migrate(db)).toContain(MIGRATION);

    const { rows } = await db.query<{ id: string; amenities: string[] }>(
      'SELECT id::text AS id, amenities FROM properties WHERE id = ANY($1::uuid[])',
      [[older, untouched]],
    );
    const byId = new Map(rows.map((row) => [row.id, row.amenities]));
    expect(byId.get(older as string)).toEqual(['Wi-Fi', 'Security guard', 'Garden', 'Swimming pool']);
    expect(byId.get(untouched as string)).toEqual(['Kitchen', 'Parking']);
  },
  STARTUP_TIMEOUT,
);
