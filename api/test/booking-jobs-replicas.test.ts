/**
 * The booking jobs (routes/bookings/jobs.ts) with two API replicas on one PostgreSQL: both run the
 * expiry job every 50 ms over the same due requests, and each request expires once: one event, one
 * email to the guest, its nights freed. PostgreSQL only: PGlite is one process's database.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { addDays, nairobiDate } from 'shared/contracts';
import { apiDir, buildServer, startApiProcess, type ApiProcess } from './api-process';
import { createDatabase, onPostgres, STARTUP_TIMEOUT } from './helper';

jest.setTimeout(STARTUP_TIMEOUT * 2);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const REQUESTS = 40;

(onPostgres ? describe : describe.skip)('two API replicas running the booking jobs', () => {
  const outDir = path.join(apiDir, '.tmp', `jobs-replicas-${process.pid}-${randomBytes(4).toString('hex')}`);
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let db: pg.Client;
  const replicas: ApiProcess[] = [];

  beforeAll(async () => {
    mkdirSync(outDir, { recursive: true });
    database = await createDatabase(process.env.DATABASE_URL as string);
    const entry = buildServer(outDir);
    const env = (name: string, seed: boolean) => ({
      DATABASE_URL: database.url,
      DATA_DIR: path.join(outDir, `${name}-pglite`),
      OUTBOX_DIR: path.join(outDir, `${name}-outbox`),
      BOOKING_JOBS_INTERVAL_MS: '50',
      SEED: String(seed),
    });
    // The first replica migrates and seeds; the second starts on the same database.
    replicas.push(await startApiProcess(entry, env('a', true)));
    replicas.push(await startApiProcess(entry, env('b', false)));
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
  }, STARTUP_TIMEOUT * 2);

  afterAll(async () => {
    await db?.end();
    await Promise.all(replicas.map((api) => api.stop()));
    await database?.drop();
    rmSync(outDir, { recursive: true, force: true });
  }, STARTUP_TIMEOUT);

  it('expires each unanswered request once, with one event and one email, and frees its nights', async () => {
    const { rows: properties } = await db.query<{ id: string; price: number }>(
      "SELECT id, price FROM properties WHERE status = 'published' ORDER BY id LIMIT 4",
    );
    expect(properties).toHaveLength(4);
    // Requests the host did not answer in time, each on its own nights, made due at one instant so
    // both replicas find all of them at their next run.
    const today = nairobiDate(Date.now());
    const ids: string[] = [];
    await db.query('BEGIN');
    for (let i = 0; i < REQUESTS; i += 1) {
      const property = properties[i % properties.length] as { id: string; price: number };
      const checkIn = addDays(today, 30 + Math.floor(i / properties.length) * 3);
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO bookings (reference, property_id, name, email, phone, guests, message, check_in, check_out,
           nights, price_per_night, total_amount, payment_type, status, respond_by)
         VALUES ($1, $2, 'Wanjiru Kamau', $3, '+254 712 345 678', 2, '', $4::date, $5::date, 2, $6, $7,
           'reserve', 'requested', now() - interval '1 minute')
         RETURNING id::text`,
        [
          `MK-R${String(i).padStart(7, '0')}`,
          property.id,
          `replica.${i}@example.com`,
          checkIn,
          addDays(checkIn, 2),
          property.price,
          property.price * 2,
        ],
      );
      ids.push((rows[0] as { id: string }).id);
    }
    await db.query('COMMIT');

    const deadline = Date.now() + 20_000;
    for (;;) {
      const { rows } = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM bookings WHERE id = ANY($1::uuid[]) AND status = 'expired'",
        [ids],
      );
      if (rows[0]?.n === REQUESTS) break;
      if (Date.now() > deadline) throw new Error(`${rows[0]?.n} of ${REQUESTS} requests expired in 20 s`);
      await sleep(100);
    }
    // Give a second, late run every chance to expire something again.
    await sleep(500);

    const { rows: events } = await db.query<{ booking_id: string; n: number }>(
      `SELECT booking_id::text, count(*)::int AS n FROM booking_events
       WHERE booking_id = ANY($1::uuid[]) AND to_status = 'expired' GROUP BY booking_id`,
      [ids],
    );
    expect(events).toHaveLength(REQUESTS);
    expect(events.every((row) => row.n === 1)).toBe(true);
    const { rows: mails } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'booking-expired'",
    );
    expect(mails[0]?.n).toBe(REQUESTS);
    const { rows: held } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bookings
       WHERE id = ANY($1::uuid[]) AND status IN ('requested', 'confirmed', 'completed')`,
      [ids],
    );
    expect(held[0]?.n).toBe(0);
  });
});
