/**
 * Stalled dependencies cannot hold the API: a mail server or a database that accepts connections and
 * never answers, or a database that stops answering or sits behind a lock, costs a request a bounded
 * wait, then an answer (201 for the contact form, 503 for the database). Bounds are set small here;
 * every wait has its own deadline, so a missing bound fails a test instead of hanging it. A lost
 * connection (PostgreSQL restarting, failing over, ending a backend) fails only its own request: 503
 * in the error shape, safe to retry with the same Idempotency-Key, and the process keeps serving.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Property } from 'contracts';
import { build } from '../src/app';
import { errorCodes } from '../src/errors';
import { DatabaseUnavailableError } from '../src/plugins/database';
import { apiDir, buildServer, startApiProcess, type ApiProcess } from './api-process';
import { startBlackHole, startStallingProxy, type BlackHole, type StallingProxy } from './black-hole';
import {
  createDatabase,
  daysFromToday,
  inquiry,
  json,
  onPostgres,
  startTestApi,
  STARTUP_TIMEOUT,
  until,
  type TestApi,
} from './helper';

/** Far beyond every bound set here, far below the libraries' own (30 s to 10 min, or none). */
const DEADLINE = 8_000;
jest.setTimeout(DEADLINE * 2);

/** `promise`, or a rejection saying it did not settle within `ms`. */
async function within<T>(promise: Promise<T>, ms = DEADLINE): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

const unavailable = { error: errorCodes.DATABASE_UNAVAILABLE.error };

describe('a mail server that accepts the connection and never answers', () => {
  let hole: BlackHole;
  let api: TestApi;

  beforeAll(async () => {
    hole = await startBlackHole();
    api = await startTestApi({
      smtpUrl: `smtp://127.0.0.1:${hole.port}`,
      smtpTimeoutMs: 300,
      outboxRetryMs: 60_000,
    });
  }, STARTUP_TIMEOUT);

  afterAll(async () => {
    await api?.close();
    await hole?.close();
  }, STARTUP_TIMEOUT);

  /** The outbox row queued for `dedupeKey`, once the worker has given its attempt up. */
  async function attempted(dedupeKey: string) {
    await within(api.app.mailer.drain());
    const { rows } = await api.app.db.query<{
      attempts: number;
      sent: boolean;
      due_later: boolean;
      last_error: string;
    }>(
      `SELECT attempts, sent_at IS NOT NULL AS sent, next_attempt_at > now() AS due_later, last_error
       FROM mail_outbox WHERE dedupe_key = $1`,
      [dedupeKey],
    );
    return rows[0];
  }

  it('does not hold the contact form: the inquiry and its mail are kept, the worker gives up its attempt in time', async () => {
    const response = await within(api.app.inject({ method: 'POST', url: '/api/contact', payload: inquiry }));
    expect(response.statusCode).toBe(201);
    const { id } = json(response).data as { id: string };
    const stored = await api.app.db.query('SELECT 1 FROM inquiries WHERE id = $1', [id]);
    expect(stored.rows).toHaveLength(1);
    // The attempt ends at the SMTP timeout, and the message waits for its retry.
    expect(await attempted(`inquiry-support:${id}`)).toEqual({
      attempts: 1,
      sent: false,
      due_later: true,
      last_error: expect.stringMatching(/timeout|greeting never received/i),
    });
    expect(hole.accepted()).toBeGreaterThan(0);
  });

  it('answers a booking request at once: the emailed code is queued, its attempt waits for a retry', async () => {
    const list = await api.app.inject({ method: 'GET', url: '/api/properties?location=diani' });
    const property = json<{ data: Property[] }>(list).data[0] as Property;
    const booking = await within(
      api.app.inject({
        method: 'POST',
        url: '/api/bookings',
        payload: {
          name: 'Akinyi Otieno',
          email: 'akinyi@example.com',
          phone: '0722 000 111',
          checkIn: daysFromToday(20),
          checkOut: daysFromToday(22),
          propertyId: property.id,
        },
      }),
      1_000,
    );
    expect(booking.statusCode).toBe(201);
    const bookingId = json(booking).data.id as string;
    await api.app.mailer.drain();
    expect(await attempted(`booking-code:${bookingId}`)).toMatchObject({ sent: false, due_later: true });
  });
});

describe('a PostgreSQL server that accepts the connection and never answers', () => {
  it(
    'stops the API starting within the connect timeout, saying why',
    async () => {
      const hole = await startBlackHole();
      const dir = mkdtempSync(path.join(tmpdir(), 'makao-api-'));
      try {
        const starting = build({
          logger: false,
          databaseUrl: `postgres://makao@127.0.0.1:${hole.port}/makao`,
          databaseConnectTimeoutMs: 300,
          dataDir: path.join(dir, 'pglite'),
          outboxDir: path.join(dir, 'outbox'),
        });
        await expect(within(starting)).rejects.toThrow(/^Database unavailable: /);
        expect(hole.accepted()).toBeGreaterThan(0);
      } finally {
        await hole.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    DEADLINE * 2,
  );
});

// Only a real server has other connections to stall behind, and a network in between to stall: this
// suite exists in the PostgreSQL run (`DATABASE_URL`, as in CI); PGlite runs in the API's own process.
if (onPostgres)
  describe('PostgreSQL that stalls under a running API', () => {
    let api: TestApi;
    let proxy: StallingProxy;
    /** The test database itself, not through the proxy. */
    let directUrl: string;

    beforeAll(async () => {
      api = await startTestApi({ databaseConnectTimeoutMs: 1_000, databaseStatementTimeoutMs: 1_000 });
      directUrl = api.app.config.databaseUrl as string;
      const url = new URL(directUrl);
      proxy = await startStallingProxy({ host: url.hostname, port: Number(url.port || 5432) });
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
      await api.restart({ databaseUrl: url.toString() });
    }, STARTUP_TIMEOUT);

    afterAll(async () => {
      await api?.close();
      await proxy?.close();
    }, STARTUP_TIMEOUT);

    async function withBlocker<T>(lock: string, fn: () => Promise<T>): Promise<T> {
      const blocker = new pg.Client({ connectionString: directUrl });
      await blocker.connect();
      try {
        await blocker.query('BEGIN');
        await blocker.query(lock);
        return await fn();
      } finally {
        await blocker.query('ROLLBACK');
        await blocker.end();
      }
    }

    /** Backends of the test database still waiting on a lock. */
    async function waitingOnLocks(): Promise<number> {
      const admin = new pg.Client({ connectionString: directUrl });
      await admin.connect();
      try {
        const { rows } = await admin.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        return rows[0]?.n ?? 0;
      } finally {
        await admin.end();
      }
    }

    it(
      'answers health and listings 503 in the error shape while the server does not answer, 200 once it does',
      async () => {
        // Several pooled connections, so both kinds of wait are met: a query on an open connection,
        // and a new connection (or a free one) once the open ones are dropped.
        const warm = await Promise.all(
          Array.from({ length: 4 }, () => api.app.inject({ method: 'GET', url: '/api/properties?limit=5' })),
        );
        expect(warm.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);

        proxy.stall();
        try {
          const health = await within(api.app.inject({ method: 'GET', url: '/api/health' }));
          expect(health.statusCode).toBe(503);
          expect(json(health)).toEqual(unavailable);
          const answers = await within(
            Promise.all(
              Array.from({ length: 15 }, (_, i) =>
                api.app.inject({ method: 'GET', url: `/api/properties?limit=${i + 1}` }),
              ),
            ),
          );
          expect(answers.map((r) => [r.statusCode, json(r)])).toEqual(Array(15).fill([503, unavailable]));
        } finally {
          proxy.resume();
        }

        const health = await within(api.app.inject({ method: 'GET', url: '/api/health' }));
        expect(health.statusCode).toBe(200);
      },
      DEADLINE * 4,
    );

    it(
      'has the server cancel a listing held up by a lock at the statement timeout: 503, nothing left waiting',
      async () => {
        await withBlocker('LOCK TABLE properties IN ACCESS EXCLUSIVE MODE', async () => {
          const response = await within(api.app.inject({ method: 'GET', url: '/api/properties?q=ocean' }));
          expect(response.statusCode).toBe(503);
          expect(json(response)).toEqual(unavailable);
          // Cancelled by the server, not just abandoned by the API: past the statement timeout no
          // statement still waits (an abandoned one would wait for the lock as long as it is held). A
          // background job's statement may have met the lock a moment after the listing's: its own
          // timeout ends it.
          await until('no statement waiting on the lock', async () => (await waitingOnLocks()) === 0, 2_000);
        });
        const response = await within(api.app.inject({ method: 'GET', url: '/api/properties?q=ocean' }));
        expect(response.statusCode).toBe(200);
      },
      DEADLINE * 3,
    );

    it(
      'answers a booking held up by a lock 503 and writes nothing; the same booking succeeds after',
      async () => {
        const list = await api.app.inject({ method: 'GET', url: '/api/properties?location=nairobi' });
        const property = json<{ data: Property[] }>(list).data[0] as Property;
        const request = {
          name: 'Wambui Njoroge',
          email: 'wambui@example.com',
          phone: '+254 712 345 678',
          checkIn: daysFromToday(40),
          checkOut: daysFromToday(43),
          propertyId: property.id,
        };
        const count = async () =>
          (
            await api.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE property_id = $1', [
              property.id,
            ])
          ).rows[0]?.n;
        const before = await count();

        await withBlocker('LOCK TABLE bookings IN ACCESS EXCLUSIVE MODE', async () => {
          const response = await within(api.app.inject({ method: 'POST', url: '/api/bookings', payload: request }));
          expect(response.statusCode).toBe(503);
          expect(json(response)).toEqual(unavailable);
        });
        expect(await count()).toBe(before);

        const response = await within(api.app.inject({ method: 'POST', url: '/api/bookings', payload: request }));
        expect(response.statusCode).toBe(201);
        expect(await count()).toBe((before ?? 0) + 1);
      },
      DEADLINE * 3,
    );
  });

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
