/**
 * Times the property listing at scale: seeds, grows the table to BENCH_PROPERTIES (default 10,000)
 * properties with bookings on a third of them, then runs each filter of GET /api/properties and
 * prints the median time and the plan's access path. Run with `npm run bench -w api`.
 * Uses a throwaway PGlite, or the scratch database in BENCH_DATABASE_URL (it adds rows there).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, nairobiDate, type PropertyListQuery } from 'shared/contracts';
import { migrate, openDatabase } from '../src/plugins/database';
import { listingQuery } from '../src/routes/properties/listing';
import { seedIfEmpty } from '../src/seed';

const target = Number(process.env.BENCH_PROPERTIES ?? 10_000);
const runs = 15;

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'makao-bench-'));
  const db = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir: path.join(dir, 'pglite') });
  try {
    await migrate(db);
    await seedIfEmpty(db);
    const count = async () =>
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM properties')).rows[0]?.n ?? 0;
    const seeded = await count();
    const copies = Math.ceil(Math.max(0, target - seeded) / seeded);
    const started = Date.now();
    await db.query(
      `INSERT INTO properties (title, type, price, description, area, address, city, county, guests, beds, baths,
         amenities, rating, reviews_count, host_id, images, lat, lng, created_at, updated_at)
       SELECT p.title || ' (' || g || ')', p.type, 2500 + ((g * 37 + length(p.title)) % 126) * 100, p.description, p.area,
         p.address, p.city, p.county, p.guests, p.beds, p.baths, p.amenities, p.rating, p.reviews_count, p.host_id,
         p.images, p.lat, p.lng, now() - (g % 90) * interval '1 day', now() - (g % 60) * interval '1 hour'
       FROM generate_series(1, $1::int) g CROSS JOIN properties p`,
      [copies],
    );
    const today = nairobiDate(new Date());
    await db.query(
      `INSERT INTO bookings (reference, property_id, name, email, phone, guests, check_in, check_out, nights,
         price_per_night, total_amount)
       SELECT 'BN-' || lpad(rn::text, 8, '0'), id, 'Bench Guest', 'bench@example.com', '0712345678', 1,
         $1::date + (rn % 20)::int, $1::date + (rn % 20)::int + 3, 3, price, 3 * price
       FROM (SELECT id, price, row_number() OVER (ORDER BY id) AS rn FROM properties) p
       WHERE rn % 3 = 0`,
      [today],
    );
    await db.exec('ANALYZE');
    console.log(`${await count()} properties (grown in ${Date.now() - started} ms), ${runs} runs per query\n`);

    const scenarios: Array<[string, PropertyListQuery]> = [
      ['newest (default list)', {}],
      ['location=nairobi', { location: 'nairobi' }],
      ['type=safari&sort=price_asc', { type: 'safari', sort: 'price_asc' }],
      ['guests=6&maxPrice=9000', { guests: 6, maxPrice: 9000 }],
      ['q=giraffe', { q: 'giraffe' }],
      ['checkIn/checkOut (availability)', { checkIn: addDays(today, 5), checkOut: addDays(today, 8) }],
      [
        'all filters combined',
        {
          location: 'diani',
          type: 'beach',
          guests: 2,
          minPrice: 3000,
          maxPrice: 12000,
          q: 'beach',
          checkIn: addDays(today, 5),
          checkOut: addDays(today, 8),
          sort: 'price_desc',
        },
      ],
      ['limit=500', { limit: 500 }],
    ];
    for (const [name, query] of scenarios) {
      const { sql, params } = listingQuery(query);
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i < runs; i += 1) {
        const t0 = performance.now();
        rows = (await db.query(sql, params)).rows.length;
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const plan = (await db.query<Record<string, string>>(`EXPLAIN ${sql}`, params)).rows.map(
        (r) => Object.values(r)[0] as string,
      );
      const access = [
        ...new Set(
          plan
            .map((line) =>
              /(Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan) (?:Backward )?(?:using (\S+) )?on (\S+)/.exec(
                line,
              ),
            )
            .filter(Boolean)
            .map((m) => `${m?.[1]}${m?.[2] ? ` ${m[2]}` : ''} on ${m?.[3]}`),
        ),
      ];
      console.log(
        `${name.padEnd(34)} median ${times[Math.floor(runs / 2)]?.toFixed(1).padStart(6)} ms  rows ${String(rows).padStart(3)}  ${access.join('; ')}`,
      );
    }
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
