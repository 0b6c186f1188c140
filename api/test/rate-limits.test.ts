/**
 * Rate limits count real clients: the client address read from the right end of X-Forwarded-For,
 * a limit on GET routes too, and counters in Redis shared by every API process.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { loadConfig } from '../src/config';
import { apiDir, type ApiProcess, buildServer, startApiProcess } from './api-process';
import { createDatabase, onPostgres, startTestApi, STARTUP_TIMEOUT, type TestApi } from './helper';

const report = { remote: 'content', version: '2.0.0', reason: 'timeout' };

/** Status codes of `count` POSTs to one limited route, each with the headers `headersFor(i)` gives. */
async function postReports(
  api: TestApi,
  count: number,
  headersFor: (i: number) => Record<string, string>,
  remoteAddress = '127.0.0.1',
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/telemetry/remote-failure',
      payload: report,
      headers: headersFor(i),
      remoteAddress,
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

const allowedThenLimited = (allowed: number, total: number) => [
  ...Array<number>(allowed).fill(202),
  ...Array<number>(total - allowed).fill(429),
];

describe('TRUST_PROXY', () => {
  it('reads false, true as one hop, a hop count, and a list of proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10,loopback, fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      'loopback',
      'fd00::/8',
    ]);
  });

  it('refuses anything else, so a typo never trusts the wrong hop', () => {
    for (const value of ['yes', '10.0.0.0/33', '10.0.0.1,,', 'proxy.internal']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('behind one proxy (TRUST_PROXY=true)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({
      rateLimitMax: 5,
      rateLimitGetMax: 3,
      trustProxy: loadConfig({ TRUST_PROXY: 'true' }).trustProxy,
    });
  }, STARTUP_TIMEOUT);
  afterAll(() => api?.close(), STARTUP_TIMEOUT);

  it('counts every request against the address the proxy saw, whatever the client wrote before it', async () => {
    // The proxy (10.0.0.1) appends the address it saw; everything left of it is the client's to write.
    const statuses = await postReports(
      api,
      20,
      (i) => ({ 'x-forwarded-for': `198.51.100.${i + 1}, 203.0.113.7` }),
      '10.0.0.1',
    );
    expect(statuses).toEqual(allowedThenLimited(5, 20));
    // Another client behind the same proxy has its own budget.
    expect(await postReports(api, 1, () => ({ 'x-forwarded-for': '203.0.113.8' }), '10.0.0.1')).toEqual([202]);
  });

  it('limits each GET route per client too, and leaves the images alone', async () => {
    const get = (url: string, client: string, method: 'GET' | 'HEAD' = 'GET') =>
      api.app.inject({ method, url, headers: { 'x-forwarded-for': client }, remoteAddress: '10.0.0.1' });
    const listings = [];
    for (let i = 0; i < 4; i += 1) listings.push((await get('/api/properties?limit=1', '203.0.113.20')).statusCode);
    expect(listings).toEqual([200, 200, 200, 429]);
    const heads = [];
    for (let i = 0; i < 4; i += 1) {
      heads.push((await get('/api/properties?limit=1', '203.0.113.22', 'HEAD')).statusCode);
    }
    expect(heads).toEqual([200, 200, 200, 429]);
    expect((await get('/api/properties?limit=1', '203.0.113.21')).statusCode).toBe(200);
    // A load balancer's health probes come from one address: never limited.
    const health = [];
    for (let i = 0; i < 5; i += 1) health.push((await get('/api/health', '203.0.113.20')).statusCode);
    expect(health).toEqual([200, 200, 200, 200, 200]);
    const images = [];
    for (let i = 0; i < 5; i += 1)
      images.push((await get('/images/properties/beach-01.svg', '203.0.113.20')).statusCode);
    expect(images).toEqual([200, 200, 200, 200, 200]);
  });

  it('gives GET routes a generous limit by default', () => {
    expect(loadConfig({}).rateLimitGetMax).toBe(600);
  });
});

describe('behind listed proxies (TRUST_PROXY=10.0.0.0/8)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({
      rateLimitMax: 5,
      trustProxy: loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy,
    });
  }, STARTUP_TIMEOUT);
  afterAll(() => api?.close(), STARTUP_TIMEOUT);

  it('takes the right-most address that is not a listed proxy, however many hops there are', async () => {
    const statuses = await postReports(
      api,
      8,
      (i) => ({ 'x-forwarded-for': `198.51.100.${i + 1}, 203.0.113.7, 10.0.0.9` }),
      '10.0.0.1',
    );
    expect(statuses).toEqual(allowedThenLimited(5, 8));
    expect(await postReports(api, 1, () => ({ 'x-forwarded-for': '203.0.113.8, 10.0.0.9' }), '10.0.0.1')).toEqual([
      202,
    ]);
  });

  it('ignores X-Forwarded-For from a client that is not a listed proxy', async () => {
    const statuses = await postReports(api, 7, (i) => ({ 'x-forwarded-for': `198.51.100.${i + 1}` }), '192.0.2.50');
    expect(statuses).toEqual(allowedThenLimited(5, 7));
  });
});

/** A local port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('with Redis down', () => {
  const logLines: string[] = [];
  let api: TestApi;
  beforeAll(async () => {
    const logs = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    api = await startTestApi({
      rateLimitMax: 5,
      redisUrl: `redis://127.0.0.1:${await closedPort()}`,
      logger: { level: 'warn', stream: logs },
    });
  }, STARTUP_TIMEOUT);
  afterAll(() => api?.close(), STARTUP_TIMEOUT);

  it('serves every request, uncounted, and logs a warning', async () => {
    expect(await postReports(api, 7, () => ({}))).toEqual(Array<number>(7).fill(202));
    expect((await api.app.inject({ method: 'GET', url: '/api/properties?limit=1' })).statusCode).toBe(200);
    const warnings = logLines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(warnings).toContainEqual(
      expect.objectContaining({ level: 40, msg: expect.stringContaining('rate-limit counters unreachable') }),
    );
  });
});

// Two processes cannot share an embedded database (it refuses a second process), so this suite exists
// only in the PostgreSQL run (`npm test` runs the API suite on both).
if (onPostgres)
  describe('two API processes on one PostgreSQL database and one Redis', () => {
    const outDir = path.join(apiDir, '.tmp', `rate-limits-${process.pid}-${randomBytes(4).toString('hex')}`);
    let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
    const processes: ApiProcess[] = [];

    beforeAll(async () => {
      mkdirSync(outDir, { recursive: true });
      const entry = buildServer(outDir);
      database = await createDatabase(process.env.DATABASE_URL as string);
      const env = {
        DATABASE_URL: database.url,
        REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
        REDIS_PREFIX: `makao-test-${randomBytes(6).toString('hex')}:`,
        RATE_LIMIT_MAX: '5',
        TRUST_PROXY: 'false',
        SEED: 'false',
        DATA_DIR: path.join(outDir, 'pglite'),
        OUTBOX_DIR: path.join(outDir, 'outbox'),
      };
      // One after the other: the first applies the migrations.
      processes.push(await startApiProcess(entry, env));
      processes.push(await startApiProcess(entry, env));
    }, STARTUP_TIMEOUT * 2);

    afterAll(async () => {
      await Promise.all(processes.map((api) => api.stop()));
      await database?.drop();
      rmSync(outDir, { recursive: true, force: true });
    }, STARTUP_TIMEOUT);

    it('share one limit: 3 requests to each, and the sixth is refused', async () => {
      const [a, b] = processes as [ApiProcess, ApiProcess];
      const post = (api: ApiProcess) =>
        fetch(`${api.url}/api/telemetry/remote-failure`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(report),
          signal: AbortSignal.timeout(10_000),
        });
      const statuses: number[] = [];
      let last: Response | undefined;
      for (const api of [a, a, a, b, b, b]) {
        last = await post(api);
        statuses.push(last.status);
      }
      expect(statuses).toEqual(allowedThenLimited(5, 6));
      expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });
