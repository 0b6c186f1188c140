/**
 * One small database interface over two engines: PGlite (PostgreSQL in WebAssembly, persisted to a
 * data directory; the default, so a fresh clone needs no server) and PostgreSQL through `pg` when
 * `DATABASE_URL` is set. Same SQL, same migrations. PGlite is single-connection: it serialises
 * queries and transactions, so concurrency is proven against real PostgreSQL.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { migrationsDir } from '../paths';
import { lockDataDir } from './data-dir-lock';

export type Row = Record<string, unknown>;

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface Queryable {
  query<T = Row>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface TransactionOptions {
  /** PostgreSQL: this transaction's statement timeout instead of the connection's (migrations). */
  statementTimeoutMs?: number;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL: connecting, or waiting for a pool connection, gives up after this; unset: no bound. */
  connectTimeoutMs?: number | undefined;
  /** PostgreSQL: `statement_timeout` (and `idle_in_transaction_session_timeout`); unset: no bound. */
  statementTimeoutMs?: number | undefined;
}

/**
 * PostgreSQL did not answer in time or could not be reached. The API answers 503 for it: a stalled
 * database costs a request a bounded wait, never a hang.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`Database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * SQLSTATEs of a server that is not answering the API's statements: query_canceled (57014, the
 * statement timeout), idle_in_transaction_session_timeout (25P03), shutting down or starting (57P0x),
 * too many connections (53300), and class 08, connection exceptions.
 */
const unavailableStates = new Set(['57014', '25P03', '57P01', '57P02', '57P03', '53300']);
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

function unavailable(error: unknown): unknown {
  if (!(error instanceof Error) || error instanceof DatabaseUnavailableError) return error;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
    return unavailableStates.has(code) || code.startsWith('08') ? new DatabaseUnavailableError(error) : error;
  }
  // pg and pg-pool name their own timeouts and lost connections in the message only: "Query read
  // timeout", "timeout exceeded when trying to connect", "Connection terminated ...".
  if (
    (typeof code === 'string' && unreachableCodes.has(code)) ||
    /timeout|Connection terminated/i.test(error.message)
  ) {
    return new DatabaseUnavailableError(error);
  }
  return error;
}

/** `work`, with a failure that means the server is not answering thrown as DatabaseUnavailableError. */
const orUnavailable = <T>(work: Promise<T>): Promise<T> =>
  work.catch((error: unknown) => {
    throw unavailable(error);
  });

/** SQLSTATE codes the API reacts to. */
export const sqlState = {
  uniqueViolation: '23505',
  exclusionViolation: '23P01',
} as const;

export function isDatabaseError(error: unknown, code: string, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; constraint?: unknown };
  return e.code === code && (constraint === undefined || e.constraint === constraint);
}

/**
 * PGlite takes no statement timeout: it runs in this process, one statement at a time, on the event
 * loop, so there is no other connection to wait on and nothing that could answer while it runs.
 */
async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const unlock = lockDataDir(dataDir);
  let db: PGlite;
  try {
    db = await PGlite.create({ dataDir, extensions: { btree_gist, pg_trgm } });
  } catch (error) {
    unlock();
    throw error;
  }
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await target.query<T>(sql, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(db),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: async () => {
      if (!db.closed) await db.close();
      unlock();
    },
  };
}

/**
 * Every query runs as a named prepared statement: each connection parses and analyses a statement
 * once, not per request (a listing query's planning was a quarter of its time on the database).
 * Names are per distinct SQL text; the listing's filters make a few hundred texts at most.
 */
const statementNames = new Map<string, string>();
const statementName = (sql: string): string => {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `makao_${statementNames.size + 1}`;
    statementNames.set(sql, name);
  }
  return name;
};

/**
 * How long after the statement timeout the client stops waiting itself: the server's own cancel
 * comes first when it is alive; this bound is for a server or network that has stopped answering.
 */
const READ_GRACE_MS = 1_000;

/** A migration may rewrite a large table, or wait for another replica's migrations to finish. */
const MIGRATION_TIMEOUT_MS = 10 * 60_000;

type PgQuery = pg.QueryConfig & { query_timeout?: number | undefined };

function openPostgres(databaseUrl: string, options: DatabaseOptions): Database {
  const { connectTimeoutMs, statementTimeoutMs } = options;
  // Custom plans only: a generic plan cannot see a filter's selectivity (`LIKE $1`) and picks a
  // listing plan 5x slower than the one planned for the actual values.
  const settings = ['plan_cache_mode=force_custom_plan'];
  // A transaction left idle holds its locks; one idle longer than a statement may run is stuck.
  if (statementTimeoutMs) {
    settings.push(
      `statement_timeout=${statementTimeoutMs}`,
      `idle_in_transaction_session_timeout=${statementTimeoutMs}`,
    );
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    options: settings.map((setting) => `-c ${setting}`).join(' '),
    connectionTimeoutMillis: connectTimeoutMs,
    keepAlive: true,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const readTimeout = (statementMs: number | undefined) => (statementMs ? statementMs + READ_GRACE_MS : undefined);
  const wrap = (target: pg.Pool | pg.PoolClient, queryTimeout: number | undefined): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const config: PgQuery = { name: statementName(sql), text: sql, values: params, query_timeout: queryTimeout };
      const result = await orUnavailable(target.query(config));
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      const config: PgQuery = { text: sql, query_timeout: queryTimeout };
      await orUnavailable(target.query(config));
    },
  });
  let closed = false;
  return {
    kind: 'postgres',
    ...wrap(pool, readTimeout(statementTimeoutMs)),
    async transaction(fn, { statementTimeoutMs: own } = {}) {
      const client = await orUnavailable(pool.connect());
      const tx = wrap(client, readTimeout(own ?? statementTimeoutMs));
      let lost: Error | undefined;
      try {
        await tx.exec('BEGIN');
        if (own !== undefined) await tx.exec(`SET LOCAL statement_timeout = ${Math.trunc(own)}`);
        const result = await fn(tx);
        await tx.exec('COMMIT');
        return result;
      } catch (error) {
        // A connection that stopped answering may still be running the statement: a ROLLBACK would
        // wait behind it. It is dropped instead, and the server rolls back when it sees it close.
        if (error instanceof DatabaseUnavailableError) lost = error;
        else await client.query('ROLLBACK').catch((rollbackError: Error) => (lost = rollbackError));
        throw error;
      } finally {
        client.release(lost);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options.dataDir);
}

/** Any number; serialises migrations and seeding across replicas starting at once. */
export const SCHEMA_LOCK = 727_340_001;

/**
 * Applies the `.sql` files of `migrations/` in name order, each recorded in `schema_migrations`,
 * all under one advisory lock so that two replicas starting together do not race.
 */
export async function migrate(db: Database, dir: string = migrationsDir): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  return db.transaction(
    async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
      await tx.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const { rows } = await tx.query<{ name: string }>('SELECT name FROM schema_migrations');
      const applied = new Set(rows.map((row) => row.name));
      const pending = files.filter((name) => !applied.has(name));
      for (const name of pending) {
        await tx.exec(readFileSync(path.join(dir, name), 'utf8'));
        await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      }
      return pending;
    },
    { statementTimeoutMs: MIGRATION_TIMEOUT_MS },
  );
}
