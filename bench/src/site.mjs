/**
 * The two sites a page benchmark compares, both production builds on local origins: the federated
 * topology (shell origin, CDN origin, API — exactly what `npm start` runs, on its own ports and a
 * fresh deploy folder and database) and the monolith (bench/monolith: the shell importing every
 * remote's exposed modules directly) served like the shell origin, against the same API.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildAll,
  buildWorkspace,
  configFromEnv,
  repoDir,
  releaseAll,
  shellOrigin,
  startTopology,
} from '../../scripts/lib/topology.mjs';
import { startStaticServer } from '../../scripts/lib/staticServer.mjs';

export const monolithDist = join(repoDir, 'bench', 'monolith', 'dist');

/** Production builds of the four apps (unless `skip`) and of the monolith. */
export function buildSites({ skip = false, log = console.log } = {}) {
  if (!skip) buildAll({ log });
  buildWorkspace('bench', { script: 'build:monolith', name: 'the monolith' });
  log('built the monolith');
}

/** Starts both sites; `stop()` ends them and removes the temporary deploy folder and database. */
export async function startSites({ basePort = 3600, log = console.log } = {}) {
  const scratch = mkdtempSync(join(tmpdir(), 'makao-bench-site-'));
  const config = configFromEnv({
    SHELL_PORT: basePort,
    CDN_PORT: basePort + 1,
    API_PORT: basePort + 2,
    DEPLOY_DIR: join(scratch, 'deploy'),
    DATA_DIR: join(scratch, 'pglite'),
  });
  const monolithPort = basePort + 3;
  const monolithOrigin = `http://localhost:${monolithPort}`;
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
  // Served as the shell origin is (caching, registry, security headers), from the monolith's build.
  const monolith = await startStaticServer({
    // The root goes to shellOrigin itself: its page routes (link previews) read that folder's page.
    ...shellOrigin({ ...config, shellOrigin: monolithOrigin }, monolithDist),
    port: monolithPort,
    host: config.host,
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
