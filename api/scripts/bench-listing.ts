/**
 * Times the property listing at scale: seeds, grows the table to BENCH_PROPERTIES (default 10,000)
 * properties with bookings on a third of them, then runs each filter of GET /api/properties and
 * prints the median time and the plan's access path. Run with `npm run bench -w api`.
 * Uses a throwaway PGlite, or the scratch database in BENCH_DATABASE_URL (it adds rows there).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, nairobiDate } from 'contracts';
import type { PropertyListFilteredQuery } from 'contracts/schemas';
import { migrate, openDatabase } from '../src/plugins/database';
import { listingQuery } from '../src/domain/properties/listing';
import { seedIfEmpty } from '../src/seed';
import { growListing } from './grow';

const target = Number(process.env.BENCH_PROPERTIES ?? 10_000);
const runs = 15;

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'makao-bench-'));
  const db = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir: path.join(dir, 'pglite') });
  try {
    await migrate(db);
    await seedIfEmpty(db);
    const started = Date.now();
    const today = nairobiDate(new Date());
    const grown = await growListing(db, target, today);
    console.log(
      `${grown.properties} properties, ${grown.bookings} bookings (grown in ${Date.now() - started} ms), ${runs} runs per query\n`,
    );

    const scenarios: Array<[string, PropertyListFilteredQuery]> = [
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
      [
        'minPrice=3000&maxPrice=9000&bedrooms=2&amenities=wifi,backup-power',
        {
          minPrice: 3000,
          maxPrice: 9000,
          bedrooms: 2,
          amenities: 'wifi,backup-power',
        },
      ],
      ['amenities=pool,security,water-tank&bedrooms=3 (rare)', { amenities: 'pool,security,water-tank', bedrooms: 3 }],
      [
        'location=nairobi + dates + amenities=water-tank,parking',
        {
          location: 'nairobi',
          checkIn: addDays(today, 5),
          checkOut: addDays(today, 8),
          amenities: 'water-tank,parking',
        },
      ],
      ['limit=500', { limit: 500 }],
    ];
    for (const [name, query] of scenarios) {
      const { sql, params } = listingQuery(query).page;
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
