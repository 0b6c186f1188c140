/**
 * A lost database connection fails only its own request. PostgreSQL restarting, failing over or
 * ending a backend (`pg_terminate_backend`) closes the API's connections, some of them checked out
 * in the middle of a transaction; each such request answers 503 in the error shape (safe to retry
 * with the same Idempotency-Key), `/api/health` says the database is down while it is, and the
 * process keeps serving. Only a real server has connections to lose: this suite exists in the
 * PostgreSQL run (`DATABASE_URL`, as in CI).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { errorCodes } from '../src/errors';
import { DatabaseUnavailableError } from '../src/plugins/database';
import { apiDir, buildServer, startApiProcess, type ApiProcess } from './api-process';
import {
  createDatabase,
  daysFromToday,
  onPostgres,
  startTestApi,
  STARTUP_TIMEOUT,
  until,
  type TestApi,
} from './helper';

/** Ends every connection to the database at `url` but the caller's own; resolves with how many. */
async function terminateBackends(url: string): Promise<number> {
  // Through the server's own database, so that it works while `url`'s refuses connections.
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (
         SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = $1 AND pid <> pg_backend_pid()
       ) ended`,
      [new URL(url).pathname.slice(1)],
    );
    return rows[0]?.n ?? 0;
  } finally {
    await admin.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

if (onPostgres)
  describe('a transaction whose connection is ended between two statements', () => {
    let api: TestApi;

    beforeAll(async () => {
      api = await startTestApi({ seed: false });
    }, STARTUP_TIMEOUT);

    afterAll(async () => {
      await api?.close();
    }, STARTUP_TIMEOUT);

    it('fails as "database unavailable", and the next request gets a new connection', async () => {
      const url = api.app.config.databaseUrl as string;
      const attempt = api.app.db.transaction(async (tx) => {
        await tx.query('SELECT 1');
        // The connection is checked out and idle in its transaction, no statement running: the
        // moment an unheard 'error' event would end the process.
        await terminateBackends(url);
        await sleep(200);
        await tx.query('SELECT 1');
      });
      await expect(attempt).rejects.toBeInstanceOf(DatabaseUnavailableError);
      const health = await api.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    });
  });

if (onPostgres)
  describe('the API process under load while PostgreSQL ends its connections, again and again', () => {
    const outDir = path.join(apiDir, '.tmp', `database-loss-${process.pid}-${randomBytes(4).toString('hex')}`);
    let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
    let server: ApiProcess | undefined;
    let propertyId: string;

    beforeAll(async () => {
      mkdirSync(outDir, { recursive: true });
      const entry = buildServer(outDir);
      database = await createDatabase(process.env.DATABASE_URL as string);
      server = await startApiProcess(entry, {
        DATABASE_URL: database.url,
        RATE_LIMIT_MAX: '100000',
        RATE_LIMIT_GET_MAX: '100000',
        TRUST_PROXY: 'false',
        DATA_DIR: path.join(outDir, 'pglite'),
        OUTBOX_DIR: path.join(outDir, 'outbox'),
        UPLOADS_DIR: path.join(outDir, 'uploads'),
        REDIS_URL: '',
      });
      const list = (await (await fetch(`${server.url}/api/properties?limit=1`)).json()) as { data: { id: string }[] };
      propertyId = list.data[0]?.id as string;
    }, STARTUP_TIMEOUT * 2);

    afterAll(async () => {
      await server?.stop();
      await database?.drop();
      rmSync(outDir, { recursive: true, force: true });
    }, STARTUP_TIMEOUT);

    /** One guest's booking request (a transaction of several statements), retried with its own key. */
    const book = (key: string, n: number) =>
      fetch(`${server?.url}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({
          name: 'Akinyi Otieno',
          email: `akinyi.${n}@example.com`,
          phone: '+254 712 345 678',
          guests: 1,
          checkIn: daysFromToday(30 + (n % 300)),
          checkOut: daysFromToday(31 + (n % 300)),
          propertyId,
          paymentType: 'reserve',
        }),
        signal: AbortSignal.timeout(15_000),
      });

    it(
      'answers every request 2xx, 4xx or 503 in the error shape, never 500, and keeps serving',
      async () => {
        const url = database?.url as string;
        const statuses = new Map<number, number>();
        const unexpected: string[] = [];
        const retried = new Map<string, number>();
        let stop = false;
        let n = 0;

        async function guest(): Promise<void> {
          while (!stop) {
            n += 1;
            const key = randomUUID();
            // fetch's errors come from another realm than this test's `Error`: told apart by shape.
            const response = await book(key, n).catch((error: Error) => ({ failed: error.message }));
            if ('failed' in response) {
              unexpected.push(`no answer: ${response.failed}`);
              continue;
            }
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
            if (response.status === 503) {
              if (body?.error !== errorCodes.DATABASE_UNAVAILABLE.error) unexpected.push(`503 ${JSON.stringify(body)}`);
              retried.set(key, n);
            } else if (response.status >= 500) {
              unexpected.push(`${response.status} ${JSON.stringify(body)}`);
            }
            const health = await fetch(`${server?.url}/api/health`).catch((error: Error) => ({
              failed: error.message,
            }));
            if ('failed' in health) unexpected.push(`health: ${health.failed}`);
            else if (health.status !== 200 && health.status !== 503) unexpected.push(`health ${health.status}`);
          }
        }

        const guests = Array.from({ length: 12 }, () => guest());
        let ended = 0;
        for (let round = 0; round < 25; round += 1) {
          await sleep(80);
          ended += await terminateBackends(url);
        }
        stop = true;
        await Promise.all(guests);

        expect(unexpected).toEqual([]);
        expect(ended).toBeGreaterThan(0);
        expect(statuses.get(201)).toBeGreaterThan(0);
        // The process is still the one that started, and serves.
        expect(() => process.kill(server?.pid as number, 0)).not.toThrow();
        await until('health is ok again', async () => (await fetch(`${server?.url}/api/health`)).status === 200);

        // A request that answered 503 is safe to retry with its own key: exactly one booking results.
        const [key, which] = [...retried.entries()][0] ?? [randomUUID(), n + 1];
        const again = await book(key, which);
        expect(again.status).toBe(201);
        const replay = await book(key, which);
        expect(replay.status).toBe(201);
        expect(replay.headers.get('idempotent-replayed')).toBe('true');
      },
      STARTUP_TIMEOUT * 2,
    );

    it('says the database is down while it refuses connections, and up once it takes them again', async () => {
      const name = new URL(database?.url as string).pathname.slice(1);
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
        await terminateBackends(database?.url as string);
        const down = await fetch(`${server?.url}/api/health`);
        expect(down.status).toBe(503);
        expect(await down.json()).toEqual({ error: errorCodes.DATABASE_UNAVAILABLE.error });
        // A read that needs the database says so (or comes from what the process keeps).
        const read = await fetch(`${server?.url}/api/properties?limit=3`);
        expect([200, 503]).toContain(read.status);
      } finally {
        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
        await admin.end();
      }
      await until('health is ok again', async () => (await fetch(`${server?.url}/api/health`)).status === 200);
    });
  });
