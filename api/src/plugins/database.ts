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

type Row = Record<string, unknown>;

interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface Queryable {
  query<T = Row>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

interface TransactionOptions {
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
  // timeout", "timeout exceeded when trying to connect", "Connection terminated ...", "Client has
  // encountered a connection error and is not queryable".
  if (
    (typeof code === 'string' && unreachableCodes.has(code)) ||
    /timeout|Connection terminated|not queryable/i.test(error.message)
  ) {
    return new DatabaseUnavailableError(error);
  }
  return error;
}

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
  const unlock = await lockDataDir(dataDir);
  let db: PGlite;
  try {
    db = await PGlite.create({ dataDir, extensions: { btree_gist, pg_trgm } });
  } catch (error) {
    await unlock();
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
      await unlock();
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
  // A client whose connection dies (a server restart, a failover, `pg_terminate_backend`) while no
  // statement of its runs emits `'error'`; unheard, that event ends the process. The pool hears it
  // only while the client is idle, and a checked-out client has a moment before its borrower can
  // listen (the server's goodbye can arrive in the same read as the answer that completes the
  // checkout). So every client is heard from its first moment to its last, and the error is kept
  // for its borrower's next statement.
  const lostConnections = new WeakMap<pg.Client, Error>();
  pool.on('connect', (client) => {
    client.on('error', (error: Error) => {
      if (!lostConnections.has(client)) lostConnections.set(client, new DatabaseUnavailableError(error));
    });
  });
  const readTimeout = (statementMs: number | undefined) => (statementMs ? statementMs + READ_GRACE_MS : undefined);

  /**
   * Runs `work` on a client of its own. When its connection is lost, the work's next statement fails
   * as DatabaseUnavailableError (503, safe to retry) and the client is dropped from the pool instead
   * of being handed to the next request.
   */
  async function withClient<T>(
    queryTimeout: number | undefined,
    work: (target: Queryable, connection: { lost(): Error | undefined; drop(error: Error): void }) => Promise<T>,
  ): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      // Nothing ran: whatever stopped the connection (refused, timed out, not accepting), the
      // database is not there for this request.
      throw error instanceof DatabaseUnavailableError ? error : new DatabaseUnavailableError(error);
    }
    /** Why this client must not be reused: its connection was lost, or stopped answering. */
    let dropped: Error | undefined;
    const lost = () => dropped ?? lostConnections.get(client);
    const run = async (config: PgQuery) => {
      const before = lost();
      if (before) throw before;
      try {
        return await client.query(config);
      } catch (error) {
        const failure = unavailable(error);
        if (failure instanceof DatabaseUnavailableError) dropped ??= failure;
        // A statement failing after the connection was lost failed because of it.
        throw lost() ?? failure;
      }
    };
    const target: Queryable = {
      async query<R>(sql: string, params: unknown[] = []) {
        const result = await run({ name: statementName(sql), text: sql, values: params, query_timeout: queryTimeout });
        return { rows: result.rows as R[], rowCount: result.rowCount ?? result.rows.length };
      },
      async exec(sql: string) {
        await run({ text: sql, query_timeout: queryTimeout });
      },
    };
    try {
      return await work(target, {
        lost,
        drop: (error) => {
          dropped ??= error;
        },
      });
    } finally {
      // A lost connection (or one that stopped answering, which may still be running the statement)
      // is closed, never reused.
      client.release(lost());
    }
  }

  const defaultTimeout = readTimeout(statementTimeoutMs);
  let closed = false;
  return {
    kind: 'postgres',
    query: (sql, params) => withClient(defaultTimeout, (target) => target.query(sql, params)),
    exec: (sql) => withClient(defaultTimeout, (target) => target.exec(sql)),
    transaction: (fn, { statementTimeoutMs: own } = {}) =>
      withClient(readTimeout(own ?? statementTimeoutMs), async (tx, connection) => {
        await tx.exec('BEGIN');
        try {
          if (own !== undefined) await tx.exec(`SET LOCAL statement_timeout = ${Math.trunc(own)}`);
          const result = await fn(tx);
          await tx.exec('COMMIT');
          return result;
        } catch (error) {
          // A connection that stopped answering may still be running the statement: a ROLLBACK would
          // wait behind it. It is dropped instead, and the server rolls back when it sees it close.
          // A ROLLBACK that fails leaves the connection in no known state: it is dropped too.
          if (!connection.lost())
            await tx.exec('ROLLBACK').catch((rollbackError: Error) => connection.drop(rollbackError));
          throw error;
        }
      }),
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
