import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server a test's own database is made on (`npm test` passes the run's). */
const ADMIN_URL = process.env.E2E_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export interface OwnDatabase {
  /** The new database's address, for the API's DATABASE_URL. */
  url: string;
  /** A client connected to it, for the test's own reads and writes. */
  client: pg.Client;
  /** Ends the client and drops the database, whoever is still connected. */
  drop(): Promise<void>;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty PostgreSQL database of this test's own (the API migrates and seeds it when it starts). */
export async function createOwnDatabase(prefix: string): Promise<OwnDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    url: url.toString(),
    client,
    async drop() {
      await client.end();
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
