import path from 'node:path';
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
  /** Requests per minute per IP on each POST route. */
  rateLimitMax: number;
  /** Largest accepted request body, bytes. */
  bodyLimit: number;
  logLevel: string;
  /** Behind a load balancer: trust X-Forwarded-For for the client IP (rate limits). */
  trustProxy: boolean;
  /** Seed demo data when the properties table is empty. */
  seed: boolean;
}

type Env = Record<string, string | undefined>;

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

const text = (value: string | undefined): string | undefined =>
  value !== undefined && value.trim() !== '' ? value.trim() : undefined;

export function loadConfig(env: Env = process.env): Config {
  const port = int(env.PORT, 4000, 'PORT');
  const dataDir = path.resolve(text(env.DATA_DIR) ?? path.join(packageRoot, '.data', 'pglite'));
  return {
    port,
    host: text(env.HOST) ?? '127.0.0.1',
    publicUrl: (text(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir,
    databaseUrl: text(env.DATABASE_URL),
    smtpUrl: text(env.SMTP_URL),
    outboxDir: path.resolve(text(env.OUTBOX_DIR) ?? path.join(path.dirname(dataDir), 'outbox')),
    mailFrom: text(env.MAIL_FROM) ?? 'Makao Stays <no-reply@makao.co.ke>',
    supportEmail: text(env.SUPPORT_EMAIL) ?? 'stays@makao.co.ke',
    corsOrigins: (text(env.CORS_ORIGINS) ?? 'http://localhost:3000,http://localhost:3001')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    rateLimitMax: int(env.RATE_LIMIT_MAX, 30, 'RATE_LIMIT_MAX'),
    bodyLimit: int(env.BODY_LIMIT, 64 * 1024, 'BODY_LIMIT'),
    logLevel: text(env.LOG_LEVEL) ?? 'info',
    trustProxy: (text(env.TRUST_PROXY) ?? 'false').toLowerCase() === 'true',
    seed: (text(env.SEED) ?? 'true').toLowerCase() !== 'false',
  };
}
