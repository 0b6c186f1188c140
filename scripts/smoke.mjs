// `node scripts/smoke.mjs`: what `npm start -- --no-build` does, on scratch folders and free ports, then
// one request to each origin, and stop. `npm test` runs it on the LTS Node, so releasing the remotes,
// the static origins and the API are proven to run there too (the browser suite runs on the machine's
// Node). Needs the current builds. Exits 1 with what failed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePorts } from './lib/processes.cjs';
import { releaseAll, startTopology } from './lib/topology.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'makao-smoke-'));
const [shellPort, cdnPort, apiPort] = await freePorts(3);
const config = {
  shellPort,
  cdnPort,
  apiPort,
  host: '127.0.0.1',
  shellOrigin: `http://localhost:${shellPort}`,
  cdnOrigin: `http://localhost:${cdnPort}`,
  apiOrigin: `http://localhost:${apiPort}`,
  deployDir: join(scratch, 'deploy'),
  dataDir: join(scratch, 'pglite'),
};

/** Fetches `url` (10 s at most) and returns its answer when it is 2xx, else throws. */
async function answer(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

let topology;
let failed = false;
try {
  await releaseAll({ deployDir: config.deployDir, log: () => undefined });
  topology = await startTopology(config, { log: () => undefined, apiStdio: 'ignore' });
  const page = await (await answer(`http://127.0.0.1:${shellPort}/properties`)).text();
  if (!page.includes('Makao')) throw new Error('the shell page does not name the site');
  const registry = await (await answer(`http://127.0.0.1:${shellPort}/remotes.json`)).json();
  for (const [name, remote] of Object.entries(registry.remotes)) {
    const active = remote.versions.find((v) => v.version === remote.active);
    if (!active) throw new Error(`${name} has no active version`);
    await answer(active.entry.replace('localhost', '127.0.0.1'));
  }
  const list = await (await answer(`http://127.0.0.1:${apiPort}/api/properties?limit=1`)).json();
  if (list.data?.length !== 1) throw new Error('the API listed no property');
  console.log(
    `smoke on Node ${process.versions.node}: shell, ${Object.keys(registry.remotes).length} remotes and API answer`,
  );
} catch (error) {
  failed = true;
  console.error(`smoke on Node ${process.versions.node} failed:`, error instanceof Error ? error.message : error);
} finally {
  await topology?.stop();
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
