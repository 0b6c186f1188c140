// `npm run start:cluster`: the production topology with the API replicated — nginx (installed from
// Debian's packages when missing) in front of two API processes on one PostgreSQL and one Redis, the
// shell and CDN origins as `npm start` runs them. `DATABASE_URL` (default: the local server's
// `makao_cluster` database, made when missing) and `REDIS_URL` (default: the local Redis) name them;
// `API_REPLICAS` sets how many API processes. `--no-build` reuses the current builds.
import pg from 'pg';
import { onLtsNode } from './lib/nodeVersions.mjs';
import { buildAll, configFromEnv, releaseAll, runUntilStopped, startTopology } from './lib/topology.mjs';

// On the active LTS Node, installed when missing (scripts/lib/nodeVersions.mjs).
await onLtsNode();

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/makao_cluster';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const replicas = Number(process.env.API_REPLICAS ?? 2);

/** Makes the database when the server has none of that name (the local server's trust auth). */
async function ensureDatabase(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

const config = configFromEnv();
if (!process.argv.includes('--no-build')) buildAll();
await ensureDatabase(databaseUrl);
await releaseAll({ deployDir: config.deployDir });
const topology = await startTopology(config, {
  replicas,
  apiEnv: { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl },
});
console.log(`\nMakao is running at ${config.shellOrigin} with ${replicas} API processes behind nginx (Ctrl-C to stop)`);

// One replica stopping is what the cluster is for: nginx sends its requests to the others.
runUntilStopped(topology, (index, code) =>
  console.error(`API process ${index + 1} stopped (code ${code}); nginx sends its requests to the others`),
);
