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

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
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

function openPostgres(databaseUrl: string): Database {
  // Custom plans only: a generic plan cannot see a filter's selectivity (`LIKE $1`) and picks a
  // listing plan 5x slower than the one planned for the actual values.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c plan_cache_mode=force_custom_plan' });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await target.query({ name: statementName(sql), text: sql, values: params });
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  });
  let closed = false;
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
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
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
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
  return db.transaction(async (tx) => {
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
  });
}
