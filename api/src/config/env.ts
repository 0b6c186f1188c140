/**
 * Every environment variable the API reads, as one TypeBox schema: its type, bounds, default and
 * meaning. `loadConfig` validates the environment against it with env-schema; the table in
 * `api/README.md` is checked against it by a test, so the two cannot drift apart.
 */
import { Type, type Static } from '@sinclair/typebox';
import { HOST_RESPONSE_HOURS } from 'contracts/booking-lifecycle';
import { PROPERTY_LIST_EXACT_TOTAL_MAX } from 'contracts/rules';

/** The largest value any count or duration may take: PostgreSQL's `integer` and Node's timers agree on it. */
const MAX = 2_147_483_647;

/** A count or size where 0 has a meaning (no limit, any port). */
const whole = (fallback: number, description: string) =>
  Type.Integer({ minimum: 0, maximum: MAX, default: fallback, description });

/** A bound (a duration in ms, a count): 0 would switch it off, which is never what an operator means here. */
const bound = (fallback: number, description: string) =>
  Type.Integer({ minimum: 1, maximum: MAX, default: fallback, description });

const text = (description: string, fallback?: string) =>
  Type.String(
    fallback === undefined ? { minLength: 1, description } : { minLength: 1, default: fallback, description },
  );

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const flag = (fallback: boolean, description: string) => Type.Boolean({ default: fallback, description });

export const EnvSchema = Type.Object({
  PORT: whole(4000, 'Listen port'),
  HOST: text('Listen address', '127.0.0.1'),
  PUBLIC_URL: Type.Optional(text('Origin the API is reached at (default http://localhost:PORT)')),
  DATA_DIR: Type.Optional(text('PGlite data directory (default api/.data/pglite)')),
  DATABASE_URL: Type.Optional(text('PostgreSQL connection string; when set, PGlite is not used')),
  SMTP_URL: Type.Optional(text('SMTP connection string; when not set, mail is written to OUTBOX_DIR')),
  OUTBOX_DIR: Type.Optional(text('Where mail is written without SMTP (default <DATA_DIR parent>/outbox)')),
  OUTBOX_POLL_MS: bound(1_000, 'How often the mail worker looks for due messages, ms'),
  OUTBOX_LEASE_MS: bound(120_000, 'How long a worker holds the message it is sending, ms'),
  OUTBOX_MAX_ATTEMPTS: bound(10, 'Attempts at one message before it is marked failed'),
  OUTBOX_RETRY_MS: bound(30_000, "Wait after a message's first failed attempt, doubled after each further one, ms"),
  OUTBOX_RETRY_MAX_MS: bound(3_600_000, 'Longest wait between two attempts, ms'),
  MAIL_FROM: text('Sender', 'Makao Stays <no-reply@makao.co.ke>'),
  SUPPORT_EMAIL: text('Receives contact inquiries', 'stays@makao.co.ke'),
  CORS_ORIGINS: text('Comma-separated shell and CDN origins', 'http://localhost:3000,http://localhost:3001'),
  SITE_URL: Type.Optional(text('The site (shell) origin, for links in emails (default the first CORS origin)')),
  UPLOADS_DIR: Type.Optional(text('Uploaded photos (default <DATA_DIR parent>/uploads)')),
  PRIVATE_DIR: Type.Optional(
    text("Hosts' identity photos, encrypted, never served (default <DATA_DIR parent>/private)"),
  ),
  IDENTITY_KEY: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z0-9+/]{43}=$',
      description: 'AES-256 key of the identity photos, base64 (default: a key file made in PRIVATE_DIR)',
    }),
  ),
  ICAL_SYNC_INTERVAL_MS: bound(1_800_000, "How often each listing's imported iCal feed is fetched again, ms"),
  ICAL_FETCH_TIMEOUT_MS: bound(10_000, 'Fetching an imported iCal feed gives up after this, ms'),
  ICAL_PARSE_TIMEOUT_MS: bound(10_000, 'Reading a fetched iCal feed in the worker gives up after this, ms'),
  ICAL_ALLOW_PRIVATE_HOSTS: flag(false, 'Imported feeds may be on loopback, private or link-local addresses'),
  LOGIN_RATE_LIMIT_MAX: bound(10, 'Host sign-in attempts per minute per client'),
  FIND_BOOKING_RATE_LIMIT_MAX: bound(10, 'Finding a booking by reference and email: attempts per minute per client'),
  LIST_EXACT_TOTAL_MAX: bound(PROPERTY_LIST_EXACT_TOTAL_MAX, "A listing's total is exact up to this many matches"),
  HOST_RESPONSE_HOURS: Type.Number({
    exclusiveMinimum: 0,
    maximum: 24 * 366,
    default: HOST_RESPONSE_HOURS,
    description: 'Hours a host has to answer a request before it expires (a fraction is allowed)',
  }),
  BOOKING_JOBS_INTERVAL_MS: bound(30_000, 'How often each API process runs the booking jobs, ms'),
  RATE_LIMIT_MAX: whole(30, 'Requests per minute per client on each POST route'),
  RATE_LIMIT_GET_MAX: whole(600, 'Requests per minute per client on each GET route'),
  REDIS_URL: Type.Optional(text('Redis for the rate-limit counters; when not set, each process counts in memory')),
  REDIS_PREFIX: text('Start of every Redis key of this deployment', 'makao:'),
  BODY_LIMIT: whole(64 * 1024, 'Largest accepted request body, bytes'),
  TRUST_PROXY: text('Who may name the client in X-Forwarded-For: false, true, hops or proxy addresses', 'false'),
  HEADERS_TIMEOUT_MS: bound(10_000, "A request's headers must arrive within this of its first byte, ms"),
  REQUEST_TIMEOUT_MS: bound(30_000, 'A whole request must arrive within this, ms'),
  KEEP_ALIVE_TIMEOUT_MS: bound(5_000, 'An idle keep-alive connection is closed after this, ms'),
  SOCKET_TIMEOUT_MS: bound(60_000, 'A connection with no traffic either way is closed after this, ms'),
  MAX_CONNECTIONS: bound(4096, 'Connections held at once; more are refused'),
  DATABASE_CONNECT_TIMEOUT_MS: bound(5_000, 'PostgreSQL: connecting or waiting for a pooled connection gives up, ms'),
  DATABASE_STATEMENT_TIMEOUT_MS: bound(5_000, 'PostgreSQL statement_timeout, ms'),
  SMTP_TIMEOUT_MS: bound(10_000, "SMTP: connecting, and each wait for the server's answer, gives up after this, ms"),
  LOG_LEVEL: Type.Unsafe<(typeof logLevels)[number]>({
    type: 'string',
    enum: logLevels,
    default: 'info',
    description: 'pino level',
  }),
  SEED: flag(true, 'Seed demo data when the properties table is empty'),
});

export type Env = Static<typeof EnvSchema>;
