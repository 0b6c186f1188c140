/**
 * The two sites a page benchmark compares, both production builds on local origins: the federated
 * topology (shell origin, CDN origin, API — exactly what `npm start` runs, on its own ports and a
 * fresh deploy folder and database) and the monolith (bench/monolith: the shell importing every
 * remote's exposed modules directly) served like the shell origin, against the same API.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAll, repoDir, releaseAll, startTopology } from '../../scripts/lib/topology.mjs';
import { publicRegistry, readRegistry } from '../../scripts/lib/registry.mjs';
import { startStaticServer } from '../../scripts/lib/staticServer.mjs';

export const monolithDist = join(repoDir, 'bench', 'monolith', 'dist');

/** Production builds of the four apps (unless `skip`) and of the monolith. */
export function buildSites({ skip = false, log = console.log } = {}) {
  if (!skip) buildAll({ log });
  const result = spawnSync('npm', ['run', 'build:monolith', '-w', 'bench'], {
    cwd: repoDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout);
    process.stderr.write(result.stderr);
    throw new Error('build of the monolith failed');
  }
  log('built the monolith');
}

/** Starts both sites; `stop()` ends them and removes the temporary deploy folder and database. */
export async function startSites({ basePort = 3600, log = console.log } = {}) {
  const scratch = mkdtempSync(join(tmpdir(), 'makao-bench-site-'));
  const config = {
    shellPort: basePort,
    cdnPort: basePort + 1,
    apiPort: basePort + 2,
    host: '127.0.0.1',
    shellOrigin: `http://localhost:${basePort}`,
    cdnOrigin: `http://localhost:${basePort + 1}`,
    apiOrigin: `http://localhost:${basePort + 2}`,
    deployDir: join(scratch, 'deploy'),
    dataDir: join(scratch, 'pglite'),
  };
  const monolithOrigin = `http://localhost:${basePort + 3}`;
  await releaseAll({ deployDir: config.deployDir, log: () => undefined });
  const topology = await startTopology(config, {
    log,
    apiStdio: 'ignore',
    apiEnv: {
      CORS_ORIGINS: [config.shellOrigin, config.cdnOrigin, monolithOrigin].join(','),
      // Every Lighthouse run is one client (127.0.0.1): the pages' API calls must never meet the GET limit.
      RATE_LIMIT_GET_MAX: '100000000',
      LOG_LEVEL: 'warn',
    },
  });
  const monolith = await startStaticServer({
    root: monolithDist,
    port: basePort + 3,
    host: config.host,
    spaFallback: 'index.html',
    headers: (path) => ({
      'Cache-Control': path.startsWith('/static/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    }),
    routes: {
      '/remotes.json': async (_req, res) => {
        const body = JSON.stringify(publicRegistry(await readRegistry(config.deployDir), config));
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
        res.end(body);
      },
    },
  });
  return {
    federatedOrigin: config.shellOrigin,
    cdnOrigin: config.cdnOrigin,
    apiOrigin: config.apiOrigin,
    monolithOrigin,
    async stop() {
      await new Promise((resolve) => monolith.close(() => resolve()));
      await topology.stop();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
