/**
 * The API half of `npm run bench`: the real server (`api/dist/server.js`, a child process) on
 * generated properties with bookings (100,000 on PostgreSQL, 10,000 on PGlite), loaded by autocannon
 * with 50 connections: the listing with no filter, with location + dates + guests (its first page and
 * its 50th, by keyset cursor), with a text search and in a map area (`bbox`), one property by id, and on
 * PostgreSQL the booking call. Once on PGlite (a fresh temp data directory) and once on PostgreSQL
 * (a scratch database `makao_bench`, dropped afterwards). Requests per second, p50 and p99 in ms,
 * non-2xx count. Timings are reported, never asserted. The load generator shares the machine's cores
 * with the server and the database.
 *
 * Alone: `npm run bench:api -w bench` prints a markdown table (`BENCH_POSTGRES_URL` is the admin
 * connection used to create the scratch database; `BENCH_API_BACKENDS=pglite` skips PostgreSQL;
 * `BENCH_API_SECONDS` changes the 10 s per scenario; `BENCH_API_SERVER` runs another build than
 * api/dist/server.js; `BENCH_API_SCENARIOS=list,count` runs only the scenarios so named;
 * `BENCH_SCRATCH_DATABASE` names the scratch database).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePorts, stopProcess } from '../../scripts/lib/processes.cjs';
import { waitForAnswer } from '../../scripts/lib/topology.mjs';

const repoDir = fileURLToPath(new URL('../..', import.meta.url));
const apiDir = path.join(repoDir, 'api');
// `BENCH_API_SERVER` names another build of the API (inside api/, so its packages resolve), to compare two.
const serverEntry = path.resolve(process.env.BENCH_API_SERVER ?? path.join(apiDir, 'dist', 'server.js'));
// The scratch database is made with the API's own `pg` (a dependency of the api workspace).
const pg = createRequire(path.join(apiDir, 'package.json'))('pg');

/** Properties generated per backend: PostgreSQL at internet scale, PGlite (one process's database) at 10,000. */
export const PROPERTIES = { postgres: Number(process.env.BENCH_PROPERTIES_POSTGRES ?? 100_000), pglite: 10_000 };
/**
 * Every listing call asks for a page as the site's listing does (its first call and each Load more:
 * `PROPERTY_LIST_PAGE_SIZE` in shared/contracts/src/api.ts).
 */
export const PAGE_SIZE = 24;
/** The deep page measured: the 50th page (keyset cursor, after 1,176 matches; PGlite's 10,000 have them too). */
export const DEEP_PAGE = 50;
export const CONNECTIONS = 50;
/** The map view's box in the bench: central Nairobi (Westlands to Kilimani), as a phone's map shows it. */
export const MAP_AREA = '36.76,-1.31,36.84,-1.25';
export const DEFAULT_ADMIN_URL = 'postgres://root@127.0.0.1:5432/postgres';
// `BENCH_SCRATCH_DATABASE` names another, so two benches can share one PostgreSQL server.
const SCRATCH_DATABASE = process.env.BENCH_SCRATCH_DATABASE || 'makao_bench';
const DAY_MS = 24 * 60 * 60 * 1000;
/** What Chromium sends: every request is made as a browser makes it (the API answers in brotli). */
export const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/**
 * @typedef {object} ScenarioResult
 * @property {string} name
 * @property {string} method
 * @property {string} path  Representative path (the id scenarios rotate over every property).
 * @property {number} rps   Mean requests per second.
 * @property {number} p50   Latency, ms.
 * @property {number} p99   Latency, ms.
 * @property {number} non2xx
 * @property {number} errors  Connection errors and timeouts.
 * @property {number} requests  Responses counted.
 * @property {number} bytesPerResponse  Mean response size.
 * @property {number | null} apiCpuMs  CPU of the API process per request (utime + stime, /proc), ms.
 * @property {number | null} dbCpuMs  CPU of the PostgreSQL server's processes per request (/proc), ms.
 */

/**
 * @typedef {object} ApiBenchResult
 * @property {number} properties
 * @property {number} bookings  Bookings in the generated data before the load.
 * @property {number} connections
 * @property {number} durationSeconds  Measured seconds per scenario (after a warm-up).
 * @property {number} warmupSeconds
 * @property {{ pglite?: ScenarioResult[], postgres?: ScenarioResult[] }} backends
 */

/** @param {string} date `YYYY-MM-DD` @param {number} days */
const addDays = (date, days) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Runs `command` to completion; rejects with its output when it fails. */
function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve(output) : reject(new Error(`${args.join(' ')} failed (${code ?? signal}):\n${output}`)),
    );
  });
}

/** @param {string} adminUrl */
async function adminQuery(adminUrl, sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`Cannot reach PostgreSQL at ${adminUrl} to create ${SCRATCH_DATABASE}: ${error.message}`);
  }
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Starts `node api/dist/server.js` and resolves once /api/health answers.
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
async function startServer(env) {
  const [port] = await freePorts(1);
  const child = spawn(process.execPath, [serverEntry], {
    cwd: apiDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stop = () => stopProcess(child, { graceMs: 10_000 });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForAnswer(`${url}/api/health`, {
      exited: () => child.exitCode !== null || child.signalCode !== null,
      detail: () => `:\n${output}`,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop, pid: child.pid };
}

/**
 * What is loaded. `next()` gives each request (autocannon calls it per request) for the scenarios
 * that rotate over properties or need unique bodies.
 */
function scenarios(data, backend) {
  const { today, properties } = data;
  const checkIn = addDays(today, 5);
  const checkOut = addDays(today, 8);
  let viewed = 0;
  let booked = 0;
  const list = [
    { name: 'list, no filter', method: 'GET', path: `/api/properties?limit=${PAGE_SIZE}` },
    {
      name: 'list, location + dates + guests',
      method: 'GET',
      path: `/api/properties?limit=${PAGE_SIZE}&location=nairobi&checkIn=${checkIn}&checkOut=${checkOut}&guests=2`,
    },
    {
      name: `list, location + dates + guests, page ${DEEP_PAGE}`,
      method: 'GET',
      path: `/api/properties?limit=${PAGE_SIZE}&location=nairobi&checkIn=${checkIn}&checkOut=${checkOut}&guests=2&cursor=…`,
      // The cursor is found by walking the pages first (preflight): `deepPath` is set then.
      deep: `/api/properties?limit=${PAGE_SIZE}&location=nairobi&checkIn=${checkIn}&checkOut=${checkOut}&guests=2`,
    },
    { name: 'list, text search', method: 'GET', path: `/api/properties?limit=${PAGE_SIZE}&q=ocean` },
    // The map view's area (`bbox`): central Nairobi as a phone's map shows it, then with dates and guests.
    { name: 'list, map area', method: 'GET', path: `/api/properties?limit=${PAGE_SIZE}&bbox=${MAP_AREA}` },
    {
      name: 'list, map area + dates + guests',
      method: 'GET',
      path: `/api/properties?limit=${PAGE_SIZE}&bbox=${MAP_AREA}&checkIn=${checkIn}&checkOut=${checkOut}&guests=2`,
    },
    {
      name: 'list, map area, by price',
      method: 'GET',
      path: `/api/properties?limit=${PAGE_SIZE}&bbox=${MAP_AREA}&sort=price_asc`,
    },
    // The filter panel's filters: the price range, bedrooms and amenities (a GIN index), alone and with
    // a place and dates; and the panel's count, a one-property page with the total.
    {
      name: 'list, price + bedrooms + amenities',
      method: 'GET',
      path: `/api/properties?limit=${PAGE_SIZE}&minPrice=3000&maxPrice=9000&bedrooms=2&amenities=wifi,backup-power`,
    },
    {
      name: 'list, location + dates + guests + amenities',
      method: 'GET',
      path: `/api/properties?limit=${PAGE_SIZE}&location=nairobi&checkIn=${checkIn}&checkOut=${checkOut}&guests=2&amenities=water-tank,parking`,
    },
    {
      name: 'count, rare amenities (the filter panel)',
      method: 'GET',
      path: `/api/properties?limit=1&amenities=pool,security,water-tank&bedrooms=3`,
    },
    {
      name: 'one property',
      method: 'GET',
      path: '/api/properties/:id',
      next: () => ({ path: `/api/properties/${properties[viewed++ % properties.length].id}` }),
    },
  ];
  if (backend === 'postgres') {
    list.push({
      name: 'create booking',
      method: 'POST',
      path: '/api/bookings',
      // Request n books property n mod N; each later round on a property starts 4 days after the
      // last (3 nights), and properties start on different days over a month: never a 409.
      next: () => {
        const n = booked++;
        const index = n % properties.length;
        const round = Math.floor(n / properties.length);
        const property = properties[index];
        const start = addDays(today, 30 + (index % 30) + round * 4);
        return {
          path: '/api/bookings',
          headers: {
            'accept-encoding': ACCEPT_ENCODING,
            'content-type': 'application/json',
            'idempotency-key': `bench-${n}`,
          },
          body: JSON.stringify({
            name: 'Bench Guest',
            email: `guest${n}@example.com`,
            phone: '0712 345 678',
            guests: Math.min(2, property.guests),
            message: '',
            checkIn: start,
            checkOut: addDays(start, 3),
            propertyId: property.id,
            paymentType: 'reserve',
          }),
        };
      },
    });
  }
  return list;
}

/** The address of page `DEEP_PAGE` of `path`, following each page's `page.next`. */
async function deepPagePath(url, path) {
  let cursor = null;
  for (let page = 1; page < DEEP_PAGE; page += 1) {
    const answer = await (await fetch(`${url}${path}${cursor ? `&cursor=${cursor}` : ''}`)).json();
    cursor = answer.page?.next;
    if (!cursor) throw new Error(`${path} has only ${page} pages of matches; the bench needs ${DEEP_PAGE}`);
  }
  return `${path}&cursor=${cursor}`;
}

/** CPU time (utime + stime) of these processes, ms, from /proc; null where /proc cannot be read. */
function cpuMs(pids) {
  const ticksPerMs = 100 / 1000; // USER_HZ is 100 on Linux
  let total = 0;
  try {
    for (const pid of pids) {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += Number(fields[11]) + Number(fields[12]);
    }
  } catch {
    return null;
  }
  return total / ticksPerMs;
}

/** The PostgreSQL server's processes (the postmaster and its backends), read from /proc. */
function postgresPids() {
  try {
    return readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
        } catch {
          return false;
        }
      });
  } catch {
    return [];
  }
}

/** One request outside the load, so a scenario that answers 4xx fails loudly instead of measuring errors. */
async function preflight(url, scenario) {
  const request = scenario.next?.() ?? {};
  const response = await fetch(`${url}${request.path ?? scenario.path}`, {
    method: scenario.method,
    headers: request.headers,
    body: request.body,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${scenario.name}: ${response.status} ${text.slice(0, 300)}`);
  const { data } = JSON.parse(text);
  return Array.isArray(data) ? data.length : 1;
}

function load(url, scenario, seconds) {
  const { method, path: scenarioPath, next } = scenario;
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': ACCEPT_ENCODING },
    requests: [
      {
        method,
        path: scenarioPath,
        ...(next && { setupRequest: (request) => ({ ...request, ...next() }) }),
      },
    ],
  });
}

/** @returns {Promise<ScenarioResult[]>} */
async function loadBackend(url, data, backend, { durationSeconds, warmupSeconds, log, apiPid }) {
  const results = [];
  // `BENCH_API_SCENARIOS`: only the scenarios whose name holds one of these (comma-separated) words.
  const only = process.env.BENCH_API_SCENARIOS?.split(',').map((word) => word.trim());
  for (const listed of scenarios(data, backend).filter((s) => !only || only.some((word) => s.name.includes(word)))) {
    const scenario = listed.deep ? { ...listed, path: await deepPagePath(url, listed.deep) } : listed;
    const rows = await preflight(url, scenario);
    if (warmupSeconds > 0) await load(url, scenario, warmupSeconds);
    // CPU per request, so machines of different speed can be compared: the API process, and on
    // PostgreSQL every process of the server (backends come and go with the pool; a busy machine's
    // other work is not counted).
    const dbPids = backend === 'postgres' ? postgresPids() : [];
    const before = { api: cpuMs([apiPid]), db: backend === 'postgres' ? cpuMs(dbPids) : null };
    const result = await load(url, scenario, durationSeconds);
    const after = { api: cpuMs([apiPid]), db: backend === 'postgres' ? cpuMs(dbPids) : null };
    const perRequest = (a, b) =>
      a === null || b === null || result.requests.total === 0
        ? null
        : Math.round(((b - a) / result.requests.total) * 100) / 100;
    const row = {
      name: scenario.name,
      method: scenario.method,
      path: scenario.path,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      requests: result.requests.total,
      bytesPerResponse: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
      apiCpuMs: perRequest(before.api, after.api),
      dbCpuMs: perRequest(before.db, after.db),
    };
    log(
      `  ${backend} ${row.name}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${rows} row(s), ` +
        `${Math.round(row.bytesPerResponse / 1024)} KiB, CPU/request API ${row.apiCpuMs ?? '–'} ms` +
        (backend === 'postgres' ? ` + PostgreSQL ${row.dbCpuMs ?? '–'} ms` : '') +
        (row.non2xx || row.errors ? ` — ${row.non2xx} non-2xx, ${row.errors} errors` : ''),
    );
    results.push(row);
  }
  return results;
}

/**
 * Generates the data (migrate, seed, grow: api/scripts/bench-database.ts) into a closed database,
 * then serves it and loads it.
 */
async function benchBackend(backend, { adminUrl, durationSeconds, warmupSeconds, log }) {
  const dir = mkdtempSync(path.join(tmpdir(), `makao-bench-api-${backend}-`));
  let databaseUrl = '';
  let server;
  try {
    if (backend === 'postgres') {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${SCRATCH_DATABASE} WITH (FORCE)`);
      await adminQuery(adminUrl, `CREATE DATABASE ${SCRATCH_DATABASE}`);
      const url = new URL(adminUrl);
      url.pathname = `/${SCRATCH_DATABASE}`;
      databaseUrl = url.toString();
    }
    const env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(dir, 'pglite'),
      OUTBOX_DIR: path.join(dir, 'outbox'),
      // autocannon is one client: the bench measures the API, not its rate limiter.
      RATE_LIMIT_MAX: '100000000',
      RATE_LIMIT_GET_MAX: '100000000',
    };
    const output = path.join(dir, 'data.json');
    const started = Date.now();
    log(`${backend}: generating ${PROPERTIES[backend]} properties with bookings…`);
    await run(process.execPath, ['scripts/run-ts.mjs', 'scripts/bench-database.ts'], {
      cwd: apiDir,
      env: { ...process.env, ...env, BENCH_OUTPUT: output, BENCH_PROPERTIES: String(PROPERTIES[backend]) },
    });
    const data = JSON.parse(readFileSync(output, 'utf8'));
    log(
      `${backend}: ${data.grown.properties} properties, ${data.grown.bookings} bookings in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s; starting the API`,
    );
    server = await startServer(env);
    const results = await loadBackend(server.url, data, backend, {
      durationSeconds,
      warmupSeconds,
      log,
      apiPid: server.pid,
    });
    return { grown: data.grown, results };
  } finally {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
    if (databaseUrl) {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${SCRATCH_DATABASE} WITH (FORCE)`).catch((error) =>
        log(`postgres: could not drop ${SCRATCH_DATABASE}: ${error.message}`),
      );
    }
  }
}

/**
 * @param {object} [options]
 * @param {string} [options.databaseUrl] Admin connection used to create and drop `makao_bench`.
 * @param {(message: string) => void} [options.log]
 * @param {Array<'pglite' | 'postgres'>} [options.backends]
 * @param {number} [options.durationSeconds]
 * @param {number} [options.warmupSeconds]
 * @returns {Promise<ApiBenchResult>}
 */
export async function benchApi({
  databaseUrl = DEFAULT_ADMIN_URL,
  log = console.log,
  backends = ['pglite', 'postgres'],
  durationSeconds = 10,
  warmupSeconds = 2,
} = {}) {
  if (!existsSync(serverEntry)) {
    throw new Error(`${path.relative(repoDir, serverEntry)} is missing: run \`npm run build -w api\` first`);
  }
  /** @type {ApiBenchResult} */
  const report = {
    grown: {},
    connections: CONNECTIONS,
    durationSeconds,
    warmupSeconds,
    backends: {},
  };
  for (const backend of backends) {
    const { grown, results } = await benchBackend(backend, {
      adminUrl: databaseUrl,
      durationSeconds,
      warmupSeconds,
      log,
    });
    report.grown[backend] = grown;
    report.backends[backend] = results;
  }
  return report;
}

/** @param {ApiBenchResult} report */
export function apiMarkdown(report) {
  const sizes = Object.entries(report.grown)
    .map(([backend, grown]) => `${backend}: ${grown.properties} properties, ${grown.bookings} bookings`)
    .join('; ');
  const lines = [
    `${sizes}. ${report.connections} connections, ${report.durationSeconds} s per scenario after a ` +
      `${report.warmupSeconds} s warm-up. CPU per request from /proc (utime + stime): the API process, and ` +
      "on PostgreSQL all of the server's processes.",
    '',
    '| Backend | Scenario | Request | req/s | p50 ms | p99 ms | non-2xx | CPU/req API ms | CPU/req PostgreSQL ms |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [backend, rows] of Object.entries(report.backends)) {
    for (const row of rows) {
      const path = row.path.length > 90 ? `${row.path.slice(0, 87)}…` : row.path;
      lines.push(
        `| ${backend} | ${row.name} | \`${row.method} ${path}\` | ${row.rps} | ${row.p50} | ${row.p99} | ` +
          `${row.non2xx + row.errors} | ${row.apiCpuMs ?? '–'} | ${row.dbCpuMs ?? '–'} |`,
      );
    }
  }
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const backends = (process.env.BENCH_API_BACKENDS ?? 'pglite,postgres').split(',').map((name) => name.trim());
  const seconds = Number(process.env.BENCH_API_SECONDS ?? 10);
  benchApi({
    databaseUrl: process.env.BENCH_POSTGRES_URL || DEFAULT_ADMIN_URL,
    backends,
    durationSeconds: seconds,
    log: console.error,
  }).then(
    (report) => console.log(apiMarkdown(report)),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
