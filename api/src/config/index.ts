import { isIP } from 'node:net';
import path from 'node:path';
import { HOST_RESPONSE_HOURS } from 'contracts/booking-lifecycle';
import { PROPERTY_LIST_EXACT_TOTAL_MAX } from 'contracts/rules';
import { packageRoot } from './paths';

/** Every setting of the API, read from the environment in one place. */
export interface Config {
  port: number;
  host: string;
  /** Origin the API is reached at; image URLs are made absolute with it. */
  publicUrl: string;
  /** PGlite data directory (used when `databaseUrl` is not set). */
  dataDir: string;
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl: string | undefined;
  /** SMTP connection string; when not set, mail is written to `outboxDir`. */
  smtpUrl: string | undefined;
  outboxDir: string;
  mailFrom: string;
  supportEmail: string;
  corsOrigins: string[];
  /** The site's origin (the shell): links in host emails lead there. Default: the first CORS origin. */
  siteUrl: string;
  /** Uploaded photos, served under `/uploads/` (a folder; object storage in production: api/README.md). */
  uploadsDir: string;
  /** The host session cookie is `Secure` (and `__Host-` named): on unless the API is plain http. */
  secureCookies: boolean;
  /** Requests per minute per client on each POST route. */
  rateLimitMax: number;
  /** Finding a booking by reference and email: attempts per minute per client. */
  findBookingRateLimitMax: number;
  /** A listing's total is counted exactly up to this many matches, estimated past it. */
  listExactTotalMax: number;
  /** Hours a host has to accept or decline a request before it expires (a fraction is allowed). */
  hostResponseHours: number;
  /** How often each API process runs the booking jobs (expiry, completion, reminders), ms. */
  bookingJobsIntervalMs: number;
  /** How often each listing's imported iCal feed is fetched again, ms. */
  icalSyncIntervalMs: number;
  /** Fetching an imported iCal feed gives up after this many ms. */
  icalFetchTimeoutMs: number;
  /** Reading a fetched iCal feed (in a worker thread) gives up after this many ms. */
  icalParseTimeoutMs: number;
  /** Imported feeds may be on loopback, private or link-local addresses (tests; never in production). */
  icalAllowPrivateHosts: boolean;
  /** Host sign-in attempts per minute per client (beside the per-account limit). */
  loginRateLimitMax: number;
  /** Requests per minute per client on each GET route (the images under /images/ excepted). */
  rateLimitGetMax: number;
  /** Redis for the rate-limit counters, shared by every API process; when not set, each process counts in memory. */
  redisUrl: string | undefined;
  /** Starts every Redis key of this deployment, so deployments (and test runs) sharing a Redis never meet. */
  redisPrefix: string;
  /** Largest accepted request body, bytes. */
  bodyLimit: number;
  /** A request's headers must arrive within this many ms of its first byte (slow-header clients). */
  headersTimeoutMs: number;
  /** A whole request, headers and body, must arrive within this many ms (a body that drips or stalls). */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this many ms. */
  keepAliveTimeoutMs: number;
  /** A connection with no traffic either way for this many ms is closed (a client that stops reading). */
  socketTimeoutMs: number;
  /** Connections held at once; more are refused, so sockets never use up the process's file handles. */
  maxConnections: number;
  /** PostgreSQL: connecting, or waiting for a free connection of the pool, gives up after this many ms. */
  databaseConnectTimeoutMs: number;
  /** PostgreSQL `statement_timeout`: the server cancels a statement running longer, ms. */
  databaseStatementTimeoutMs: number;
  /** SMTP: connecting with the greeting, and each wait for the server's answer, give up after this many ms. */
  smtpTimeoutMs: number;
  /** The mail worker looks for due messages this often (and at once after a request enqueues one), ms. */
  outboxPollMs: number;
  /** A worker holds a message it is sending this long; then another may send it (a crashed sender), ms. */
  outboxLeaseMs: number;
  /** Attempts at sending one message before it is marked failed. */
  outboxMaxAttempts: number;
  /** The wait after a message's first failed attempt, doubled after each further one, ms. */
  outboxRetryMs: number;
  /** The longest wait between two attempts, ms. */
  outboxRetryMaxMs: number;
  logLevel: string;
  /**
   * Who may say who the client is in X-Forwarded-For: nobody (`false`), the nearest `n` hops, or the
   * listed proxy addresses/CIDRs. The client is the right-most address not vouched for by a trusted hop.
   */
  trustProxy: TrustProxy;
  /** Seed demo data when the properties table is empty. */
  seed: boolean;
}

export type TrustProxy = false | number | string[];

type Env = Record<string, string | undefined>;

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

/** A positive amount that may have a fraction (hours: `0.01` is 36 seconds, as the browser tests use). */
function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a number more than 0, got "${value}"`);
  return n;
}

/** A bound (a duration in ms, a count): 0 would switch it off, which is never what an operator means here. */
function bound(value: string | undefined, fallback: number, name: string): number {
  const n = int(value, fallback, name);
  if (n === 0) throw new Error(`${name} must be more than 0`);
  return n;
}

const text = (value: string | undefined): string | undefined =>
  value !== undefined && value.trim() !== '' ? value.trim() : undefined;

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (rangeNames.has(entry)) return true;
  const [address = '', mask, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (mask === undefined) return true;
  const bits = Number(mask);
  return (/^\d+$/.test(mask) && bits <= (family === 4 ? 32 : 128)) || isIP(mask) === family;
}

/**
 * TRUST_PROXY: `false` (default), a number of proxy hops in front of the API, or a comma list of
 * proxy addresses/CIDRs. `true` means one hop (a load balancer): never "trust every hop", which
 * would take the left-most X-Forwarded-For value, one the client writes itself.
 */
function trustProxy(value: string | undefined): TrustProxy {
  const setting = (text(value) ?? 'false').toLowerCase();
  if (setting === 'false' || setting === '0') return false;
  if (setting === 'true') return 1;
  if (/^\d+$/.test(setting)) return Number(setting);
  const proxies = setting.split(',').map((entry) => entry.trim());
  if (!proxies.every(isProxyAddress)) {
    throw new Error(
      `TRUST_PROXY must be false, true, a number of proxy hops or a comma list of proxy addresses, got "${value}"`,
    );
  }
  return proxies;
}

function httpTimeouts(env: Env) {
  const headersTimeoutMs = bound(env.HEADERS_TIMEOUT_MS, 10_000, 'HEADERS_TIMEOUT_MS');
  const requestTimeoutMs = bound(env.REQUEST_TIMEOUT_MS, 30_000, 'REQUEST_TIMEOUT_MS');
  // Node refuses a headers timeout longer than the request's: the headers are part of the request.
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new Error(
      `HEADERS_TIMEOUT_MS (${headersTimeoutMs}) must not exceed REQUEST_TIMEOUT_MS (${requestTimeoutMs})`,
    );
  }
  return {
    headersTimeoutMs,
    requestTimeoutMs,
    keepAliveTimeoutMs: bound(env.KEEP_ALIVE_TIMEOUT_MS, 5_000, 'KEEP_ALIVE_TIMEOUT_MS'),
    socketTimeoutMs: bound(env.SOCKET_TIMEOUT_MS, 60_000, 'SOCKET_TIMEOUT_MS'),
  };
}

function outbox(env: Env, smtpTimeoutMs: number) {
  const outboxLeaseMs = bound(env.OUTBOX_LEASE_MS, 120_000, 'OUTBOX_LEASE_MS');
  // A send that outlives its lease could be sent by a second worker too: the lease must outlast the
  // connection, the greeting and a few commands' answers, each bounded by SMTP_TIMEOUT_MS.
  if (outboxLeaseMs < 6 * smtpTimeoutMs) {
    throw new Error(`OUTBOX_LEASE_MS (${outboxLeaseMs}) must be at least 6 times SMTP_TIMEOUT_MS (${smtpTimeoutMs})`);
  }
  return {
    outboxPollMs: bound(env.OUTBOX_POLL_MS, 1_000, 'OUTBOX_POLL_MS'),
    outboxLeaseMs,
    outboxMaxAttempts: bound(env.OUTBOX_MAX_ATTEMPTS, 10, 'OUTBOX_MAX_ATTEMPTS'),
    outboxRetryMs: bound(env.OUTBOX_RETRY_MS, 30_000, 'OUTBOX_RETRY_MS'),
    outboxRetryMaxMs: bound(env.OUTBOX_RETRY_MAX_MS, 3_600_000, 'OUTBOX_RETRY_MAX_MS'),
  };
}

export function loadConfig(env: Env = process.env): Config {
  const smtpTimeoutMs = bound(env.SMTP_TIMEOUT_MS, 10_000, 'SMTP_TIMEOUT_MS');
  const port = int(env.PORT, 4000, 'PORT');
  const dataDir = path.resolve(text(env.DATA_DIR) ?? path.join(packageRoot, '.data', 'pglite'));
  const publicUrl = (text(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const corsOrigins = (text(env.CORS_ORIGINS) ?? 'http://localhost:3000,http://localhost:3001')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return {
    port,
    host: text(env.HOST) ?? '127.0.0.1',
    publicUrl,
    dataDir,
    databaseUrl: text(env.DATABASE_URL),
    smtpUrl: text(env.SMTP_URL),
    outboxDir: path.resolve(text(env.OUTBOX_DIR) ?? path.join(path.dirname(dataDir), 'outbox')),
    mailFrom: text(env.MAIL_FROM) ?? 'Makao Stays <no-reply@makao.co.ke>',
    supportEmail: text(env.SUPPORT_EMAIL) ?? 'stays@makao.co.ke',
    corsOrigins,
    siteUrl: (text(env.SITE_URL) ?? corsOrigins[0] ?? 'http://localhost:3000').replace(/\/+$/, ''),
    uploadsDir: path.resolve(text(env.UPLOADS_DIR) ?? path.join(path.dirname(dataDir), 'uploads')),
    secureCookies: !publicUrl.startsWith('http://'),
    rateLimitMax: int(env.RATE_LIMIT_MAX, 30, 'RATE_LIMIT_MAX'),
    rateLimitGetMax: int(env.RATE_LIMIT_GET_MAX, 600, 'RATE_LIMIT_GET_MAX'),
    loginRateLimitMax: bound(env.LOGIN_RATE_LIMIT_MAX, 10, 'LOGIN_RATE_LIMIT_MAX'),
    findBookingRateLimitMax: bound(env.FIND_BOOKING_RATE_LIMIT_MAX, 10, 'FIND_BOOKING_RATE_LIMIT_MAX'),
    listExactTotalMax: bound(env.LIST_EXACT_TOTAL_MAX, PROPERTY_LIST_EXACT_TOTAL_MAX, 'LIST_EXACT_TOTAL_MAX'),
    hostResponseHours: positive(env.HOST_RESPONSE_HOURS, HOST_RESPONSE_HOURS, 'HOST_RESPONSE_HOURS'),
    bookingJobsIntervalMs: bound(env.BOOKING_JOBS_INTERVAL_MS, 30_000, 'BOOKING_JOBS_INTERVAL_MS'),
    icalSyncIntervalMs: bound(env.ICAL_SYNC_INTERVAL_MS, 1_800_000, 'ICAL_SYNC_INTERVAL_MS'),
    icalFetchTimeoutMs: bound(env.ICAL_FETCH_TIMEOUT_MS, 10_000, 'ICAL_FETCH_TIMEOUT_MS'),
    icalParseTimeoutMs: bound(env.ICAL_PARSE_TIMEOUT_MS, 10_000, 'ICAL_PARSE_TIMEOUT_MS'),
    icalAllowPrivateHosts: (text(env.ICAL_ALLOW_PRIVATE_HOSTS) ?? 'false').toLowerCase() === 'true',
    redisUrl: text(env.REDIS_URL),
    redisPrefix: text(env.REDIS_PREFIX) ?? 'makao:',
    bodyLimit: int(env.BODY_LIMIT, 64 * 1024, 'BODY_LIMIT'),
    ...httpTimeouts(env),
    maxConnections: bound(env.MAX_CONNECTIONS, 4096, 'MAX_CONNECTIONS'),
    databaseConnectTimeoutMs: bound(env.DATABASE_CONNECT_TIMEOUT_MS, 5_000, 'DATABASE_CONNECT_TIMEOUT_MS'),
    databaseStatementTimeoutMs: bound(env.DATABASE_STATEMENT_TIMEOUT_MS, 5_000, 'DATABASE_STATEMENT_TIMEOUT_MS'),
    smtpTimeoutMs,
    ...outbox(env, smtpTimeoutMs),
    logLevel: text(env.LOG_LEVEL) ?? 'info',
    trustProxy: trustProxy(env.TRUST_PROXY),
    seed: (text(env.SEED) ?? 'true').toLowerCase() !== 'false',
  };
}
