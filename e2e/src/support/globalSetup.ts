import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { topologyFile, type E2ETopology } from './env';

interface TopologyConfig {
  shellOrigin: string;
  cdnOrigin: string;
  apiOrigin: string;
  deployDir: string;
  dataDir?: string;
}
interface TopologyLib {
  configFromEnv(env: Record<string, string>): TopologyConfig;
  buildAll(options: { log: (line: string) => void }): void;
  releaseAll(options: { deployDir: string; log: (line: string) => void }): Promise<void>;
  startTopology(
    config: TopologyConfig,
    options: { log: (line: string) => void; apiStdio: string; apiEnv: Record<string, string> },
  ): Promise<{ stop: () => Promise<void> }>;
}

// The topology scripts are ES modules; keep a real dynamic import (ts-jest would turn it into require).
const importEsm = new Function('path', 'return import(path)') as (path: string) => Promise<unknown>;

/**
 * Build the four apps once (unless E2E_SKIP_BUILD=1), release each remote into a fresh CDN folder,
 * and start shell, CDN and API on test ports with a fresh embedded database.
 */
export default async function globalSetup() {
  const lib = (await importEsm(join(__dirname, '../../../scripts/lib/topology.mjs'))) as TopologyLib;
  const root = mkdtempSync(join(tmpdir(), 'makao-e2e-'));
  const config = lib.configFromEnv({
    SHELL_PORT: process.env.E2E_SHELL_PORT ?? '3700',
    CDN_PORT: process.env.E2E_CDN_PORT ?? '3701',
    API_PORT: process.env.E2E_API_PORT ?? '3800',
    DEPLOY_DIR: join(root, 'deploy'),
    DATA_DIR: join(root, 'data', 'pglite'),
  });
  const log = (line: string) => process.stdout.write(`  [e2e] ${line}\n`);
  if (process.env.E2E_SKIP_BUILD !== '1') lib.buildAll({ log });
  await lib.releaseAll({ deployDir: config.deployDir, log });
  const outboxDir = join(root, 'data', 'outbox');
  const running = await lib.startTopology(config, {
    log,
    apiStdio: 'ignore',
    // Every test's browser is one client (127.0.0.1): limits high enough never to be what is tested.
    apiEnv: { OUTBOX_DIR: outboxDir, RATE_LIMIT_MAX: '10000', RATE_LIMIT_GET_MAX: '100000', LOG_LEVEL: 'warn' },
  });
  (globalThis as Record<string, unknown>).__makaoTopology = running;
  const info: E2ETopology = {
    shell: config.shellOrigin,
    cdn: config.cdnOrigin,
    api: config.apiOrigin,
    deployDir: config.deployDir,
    dataDir: config.dataDir as string,
    outboxDir,
  };
  writeFileSync(topologyFile, JSON.stringify(info));
}
