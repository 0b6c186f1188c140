import { isIP } from 'node:net';
import path from 'node:path';
import envSchema from 'env-schema';
import { packageRoot } from '../paths';
import { EnvSchema, type Env } from './env';

/** Every setting of the API, read from the environment (`EnvSchema`) in one place. */
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
  /** Uploaded photos, served under `/uploads/` (a folder; object storage in production: docs/api.md). */
  uploadsDir: string;
  /** Hosts' identity photos, encrypted (domain/identity): never under a served folder. */
  privateDir: string;
  /** The identity photos' AES-256 key; undefined: a key file in `privateDir`, made on first use. */
  identityKey: Buffer | undefined;
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

type TrustProxy = false | number | string[];

type EnvInput = Record<string, string | undefined>;

const text = (value: string | undefined): string | undefined =>
  value !== undefined && value.trim() !== '' ? value.trim() : undefined;

/**
 * The environment as the schema reads it: only its own variables, trimmed, an empty one as unset
 * (so the default applies), a switch in any case (`TRUE`, `False`).
 */
function schemaInput(env: EnvInput): Record<string, string> {
  const input: Record<string, string> = {};
  for (const [name, schema] of Object.entries(EnvSchema.properties)) {
    const value = text(env[name]);
    if (value === undefined) continue;
    // The validator would coerce "Infinity" to a number no bound applies to.
    if ((schema.type === 'number' || schema.type === 'integer') && !Number.isFinite(Number(value))) {
      throw new Error(`The API's configuration is not valid: ${name} must be a finite number, got "${value}"`);
    }
    input[name] = schema.type === 'boolean' ? value.toLowerCase() : value;
  }
  return input;
}

interface SchemaError {
  instancePath: string;
  message?: string;
  params?: { allowedValues?: unknown[] };
}

/** The environment checked against `EnvSchema`: every value of its type and within its bounds, or one clear error. */
function readEnv(env: EnvInput): Env {
  const input = schemaInput(env);
  try {
    return envSchema<Env>({ schema: EnvSchema, data: input, env: false });
  } catch (error) {
    const problems = ((error as { errors?: SchemaError[] }).errors ?? []).map(({ instancePath, message, params }) => {
      const name = instancePath.replace(/^\//, '');
      const allowed = params?.allowedValues ? ` (${params.allowedValues.join(', ')})` : '';
      return `${name} ${message ?? 'is not valid'}${allowed}, got "${input[name] ?? ''}"`;
    });
    if (problems.length === 0) throw error;
    throw new Error(`The API's configuration is not valid: ${problems.join('; ')}`);
  }
}

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

/** The cross-field rules a schema of single values cannot state. */
function checkTogether(env: Env): void {
  // Node refuses a headers timeout longer than the request's: the headers are part of the request.
  if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
    throw new Error(
      `HEADERS_TIMEOUT_MS (${env.HEADERS_TIMEOUT_MS}) must not exceed REQUEST_TIMEOUT_MS (${env.REQUEST_TIMEOUT_MS})`,
    );
  }
  // A send that outlives its lease could be sent by a second worker too: the lease must outlast the
  // connection, the greeting and a few commands' answers, each bounded by SMTP_TIMEOUT_MS.
  if (env.OUTBOX_LEASE_MS < 6 * env.SMTP_TIMEOUT_MS) {
    throw new Error(
      `OUTBOX_LEASE_MS (${env.OUTBOX_LEASE_MS}) must be at least 6 times SMTP_TIMEOUT_MS (${env.SMTP_TIMEOUT_MS})`,
    );
  }
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

export function loadConfig(input: EnvInput = process.env): Config {
  const env = readEnv(input);
  checkTogether(env);
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(packageRoot, '.data', 'pglite'));
  const publicUrl = withoutTrailingSlash(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
  const corsOrigins = env.CORS_ORIGINS.split(',')
    .map((origin) => withoutTrailingSlash(origin.trim()))
    .filter(Boolean);
  const uploadsDir = path.resolve(env.UPLOADS_DIR ?? path.join(path.dirname(dataDir), 'uploads'));
  const privateDir = path.resolve(env.PRIVATE_DIR ?? path.join(path.dirname(dataDir), 'private'));
  // The identity photos must never be reachable through the served uploads folder.
  if (
    privateDir === uploadsDir ||
    privateDir.startsWith(uploadsDir + path.sep) ||
    uploadsDir.startsWith(privateDir + path.sep)
  ) {
    throw new Error(`PRIVATE_DIR (${privateDir}) and UPLOADS_DIR (${uploadsDir}) must not contain each other`);
  }
  return {
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    outboxDir: path.resolve(env.OUTBOX_DIR ?? path.join(path.dirname(dataDir), 'outbox')),
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    corsOrigins,
    siteUrl: withoutTrailingSlash(env.SITE_URL ?? corsOrigins[0] ?? 'http://localhost:3000'),
    uploadsDir,
    privateDir,
    identityKey: env.IDENTITY_KEY === undefined ? undefined : Buffer.from(env.IDENTITY_KEY, 'base64'),
    secureCookies: !publicUrl.startsWith('http://'),
    rateLimitMax: env.RATE_LIMIT_MAX,
    rateLimitGetMax: env.RATE_LIMIT_GET_MAX,
    loginRateLimitMax: env.LOGIN_RATE_LIMIT_MAX,
    findBookingRateLimitMax: env.FIND_BOOKING_RATE_LIMIT_MAX,
    listExactTotalMax: env.LIST_EXACT_TOTAL_MAX,
    hostResponseHours: env.HOST_RESPONSE_HOURS,
    bookingJobsIntervalMs: env.BOOKING_JOBS_INTERVAL_MS,
    icalSyncIntervalMs: env.ICAL_SYNC_INTERVAL_MS,
    icalFetchTimeoutMs: env.ICAL_FETCH_TIMEOUT_MS,
    icalParseTimeoutMs: env.ICAL_PARSE_TIMEOUT_MS,
    icalAllowPrivateHosts: env.ICAL_ALLOW_PRIVATE_HOSTS,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    bodyLimit: env.BODY_LIMIT,
    headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
    socketTimeoutMs: env.SOCKET_TIMEOUT_MS,
    maxConnections: env.MAX_CONNECTIONS,
    databaseConnectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    databaseStatementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    smtpTimeoutMs: env.SMTP_TIMEOUT_MS,
    outboxPollMs: env.OUTBOX_POLL_MS,
    outboxLeaseMs: env.OUTBOX_LEASE_MS,
    outboxMaxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    outboxRetryMs: env.OUTBOX_RETRY_MS,
    outboxRetryMaxMs: env.OUTBOX_RETRY_MAX_MS,
    logLevel: env.LOG_LEVEL,
    trustProxy: trustProxy(env.TRUST_PROXY),
    seed: env.SEED,
  };
}
