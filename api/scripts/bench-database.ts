/**
 * Prepares the database the HTTP benchmark (bench/src/api.mjs) runs the real server against:
 * migrates, seeds, grows to BENCH_PROPERTIES (default 10,000) with bookings, then closes it, since
 * a PGlite data directory must not be open in two processes. Writes to BENCH_OUTPUT (JSON) what the
 * load generator needs: today in Nairobi, the counts, and every property's id and capacity.
 * Database as for the server: DATABASE_URL, else the PGlite directory DATA_DIR.
 * Run with `node scripts/run-ts.mjs scripts/bench-database.ts`.
 */
import { writeFileSync } from 'node:fs';
import { nairobiDate } from 'contracts';
import { loadConfig } from '../src/config';
import { migrate, openDatabase } from '../src/plugins/database';
import { seedIfEmpty } from '../src/seed';
import { growListing } from './grow';

async function main(): Promise<void> {
  const output = process.env.BENCH_OUTPUT;
  if (!output) throw new Error('BENCH_OUTPUT must name the JSON file to write');
  const { databaseUrl, dataDir } = loadConfig();
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    await migrate(db);
    await seedIfEmpty(db);
    const today = nairobiDate(new Date());
    const grown = await growListing(db, Number(process.env.BENCH_PROPERTIES ?? 10_000), today);
    const { rows } = await db.query<{ id: string; guests: number }>(
      'SELECT id::text AS id, guests FROM properties ORDER BY id',
    );
    writeFileSync(output, JSON.stringify({ today, grown, properties: rows }));
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
