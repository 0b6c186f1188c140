import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { RUN_DIR_ENV, topologyFile, type E2ETopology } from './env';
import { freePorts } from './ports';

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

/** The port in `E2E_<NAME>_PORT` when set, otherwise one the OS says is free. */
async function portsFor(names: string[]): Promise<Record<string, string>> {
  const forced = (name: string) => process.env[`E2E_${name}_PORT`];
  const free = await freePorts(names.filter((name) => !forced(name)).length);
  return Object.fromEntries(names.map((name) => [`${name}_PORT`, forced(name) ?? String(free.shift())]));
}

/**
 * Build the four apps once (unless E2E_SKIP_BUILD=1), release each remote into a fresh CDN folder,
 * and start shell, CDN and API on free ports with a fresh embedded database, all in this run's own
 * folder, so another run (or a dev server on the usual ports) never meets this one.
 */
export default async function globalSetup() {
  const lib = (await importEsm(join(__dirname, '../../../scripts/lib/topology.mjs'))) as TopologyLib;
  const runDir = mkdtempSync(join(tmpdir(), 'makao-e2e-'));
  try {
    // The origins are the real addresses: the shell's page policy and the API's CORS are built from them.
    const config = lib.configFromEnv({
      ...(await portsFor(['SHELL', 'CDN', 'API'])),
      DEPLOY_DIR: join(runDir, 'deploy'),
      DATA_DIR: join(runDir, 'data', 'pglite'),
    });
    const log = (line: string) => process.stdout.write(`  [e2e] ${line}\n`);
    if (process.env.E2E_SKIP_BUILD !== '1') lib.buildAll({ log });
    await lib.releaseAll({ deployDir: config.deployDir, log });
    const outboxDir = join(runDir, 'data', 'outbox');
    const running = await lib.startTopology(config, {
      log,
      apiStdio: 'ignore',
      // Every test's browser is one client (127.0.0.1): limits high enough never to be what is tested.
      // The iCal import test serves its feed on 127.0.0.1, which the API refuses unless told otherwise.
      apiEnv: {
        OUTBOX_DIR: outboxDir,
        RATE_LIMIT_MAX: '10000',
        RATE_LIMIT_GET_MAX: '100000',
        LOG_LEVEL: 'warn',
        ICAL_ALLOW_PRIVATE_HOSTS: 'true',
      },
    });
    (globalThis as Record<string, unknown>).__makaoTopology = { running, runDir };
    const info: E2ETopology = {
      shell: config.shellOrigin,
      cdn: config.cdnOrigin,
      api: config.apiOrigin,
      deployDir: config.deployDir,
      dataDir: config.dataDir as string,
      outboxDir,
    };
    writeFileSync(topologyFile(runDir), JSON.stringify(info));
    // Test files run in processes started after this one's environment is set.
    process.env[RUN_DIR_ENV] = runDir;
  } catch (error) {
    // jest runs no teardown when setup fails: leave nothing behind.
    rmSync(runDir, { recursive: true, force: true });
    throw error;
  }
}
