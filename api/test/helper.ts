/**
 * Builds the real app in-process for a test file, on its own database: a fresh PGlite data
 * directory by default, or — when DATABASE_URL is set — a fresh database created on that server
 * and dropped afterwards, so test files run in parallel and re-runs start clean.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { addDays, nairobiDate } from 'contracts';
import { build, type BuildOptions } from '../src/app';

export const onPostgres = Boolean(process.env.DATABASE_URL);

/** Starting PGlite on a new data directory takes a few seconds, more on a busy machine. */
export const STARTUP_TIMEOUT = 180_000;

export interface TestApi {
  app: FastifyInstance;
  dir: string;
  outboxDir: string;
  /** Closes the app and builds it again on the same database (a restart). */
  restart(options?: BuildOptions): Promise<FastifyInstance>;
  /** Closes the app, drops the database, removes the temp folder. */
  close(): Promise<void>;
}

/** A fresh database on the server at `adminUrl`, named for this process; `drop()` removes it. */
export async function createDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `makao_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export async function startTestApi(options: BuildOptions = {}): Promise<TestApi> {
  const dir = mkdtempSync(path.join(tmpdir(), 'makao-api-'));
  const database = process.env.DATABASE_URL ? await createDatabase(process.env.DATABASE_URL) : null;
  const outboxDir = path.join(dir, 'outbox');
  const settings: BuildOptions = {
    logger: false,
    dataDir: path.join(dir, 'pglite'),
    databaseUrl: database?.url,
    outboxDir,
    uploadsDir: path.join(dir, 'uploads'),
    privateDir: path.join(dir, 'private'),
    siteUrl: 'http://shell.test',
    smtpUrl: undefined,
    publicUrl: 'http://api.test',
    corsOrigins: ['http://shell.test', 'http://cdn.test'],
    rateLimitMax: 1000,
    rateLimitGetMax: 100_000,
    loginRateLimitMax: 1000,
    findBookingRateLimitMax: 1000,
    // Test files run in parallel and may share one Redis (REDIS_URL): each counts under its own keys.
    redisPrefix: `makao-test-${randomBytes(6).toString('hex')}:`,
    seed: true,
    ...options,
  };
  let app: FastifyInstance;
  try {
    app = await build(settings);
  } catch (error) {
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const api: TestApi = {
    app,
    dir,
    outboxDir,
    async restart(more: BuildOptions = {}) {
      await api.app.close();
      api.app = await build({ ...settings, ...more });
      return api.app;
    },
    async close() {
      await api.app.close();
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return api;
}

/** The JSON body of an injected response (loosely typed: tests assert on it). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function json<T = Record<string, any>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

/** A complete contact inquiry (SPEC §3), as the contact form sends it. */
export const inquiry = {
  firstName: 'Kamau',
  lastName: 'Mutiso',
  email: 'kamau@example.com',
  phone: '+254 733 222 111',
  inquiryType: 'corporate-housing',
  message: 'We need four apartments in Upper Hill for three months from March.',
};

/** A Nairobi calendar date `days` from today. */
export function daysFromToday(days: number): string {
  return addDays(nairobiDate(new Date()), days);
}

/** Polls `check` until it returns something other than undefined or false, or fails after `ms`. */
export async function until<T>(
  what: string,
  check: () => T | undefined | false | Promise<T | undefined | false>,
  ms = 15_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
