/**
 * Grows a seeded database to benchmark size: copies of the seed properties (titles numbered, prices,
 * creation and update times spread) up to `properties` rows, then a three-night booking on every
 * third property within the next three weeks, so availability filters have stays to exclude.
 * Used by the listing timings (bench-listing.ts) and the HTTP benchmark (bench-database.ts).
 */
import type { Database } from '../src/plugins/database';

export interface GrownListing {
  properties: number;
  bookings: number;
}

/** `today` is the Nairobi calendar date (`YYYY-MM-DD`) the bookings start from. */
export async function growListing(db: Database, properties: number, today: string): Promise<GrownListing> {
  const count = async (table: 'properties' | 'bookings') =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n ?? 0;
  const seeded = await count('properties');
  if (seeded === 0) throw new Error('growListing needs the seed properties to copy');
  const missing = Math.max(0, properties - seeded);
  await db.query(
    `INSERT INTO properties (title, type, price, description, area, address, city, county, guests, beds, baths,
       amenities, rating, reviews_count, host_id, images, lat, lng, created_at, updated_at)
     SELECT p.title || ' (' || g || ')', p.type, 2500 + ((g * 37 + length(p.title)) % 126) * 100, p.description, p.area,
       p.address, p.city, p.county, p.guests, p.beds, p.baths, p.amenities, p.rating, p.reviews_count, p.host_id,
       p.images, p.lat, p.lng, now() - (g % 90) * interval '1 day', now() - (g % 60) * interval '1 hour'
     FROM generate_series(1, $1::int) g CROSS JOIN properties p
     ORDER BY g, p.created_at, p.title
     LIMIT $2`,
    [Math.ceil(missing / seeded), missing],
  );
  await db.query(
    `INSERT INTO bookings (reference, property_id, name, email, phone, guests, check_in, check_out, nights,
       price_per_night, total_amount)
     SELECT 'BN-' || lpad(rn::text, 8, '0'), id, 'Bench Guest', 'bench@example.com', '0712345678', 1,
       $1::date + (rn % 20)::int, $1::date + (rn % 20)::int + 3, 3, price, 3 * price
     FROM (SELECT id, price, row_number() OVER (ORDER BY id) AS rn FROM properties) p
     WHERE rn % 3 = 0`,
    [today],
  );
  // Settled, as a database in service is: statistics current and the visibility map set, so no
  // autovacuum of the new rows runs during a measurement.
  await db.exec('VACUUM ANALYZE');
  return { properties: await count('properties'), bookings: await count('bookings') };
}
