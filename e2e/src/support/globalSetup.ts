import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { RUN_DIR_ENV, topologyFile, type E2ETopology } from './env';
import { addTopologyOperator } from './operators';
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

/** The port in `E2E_<NAME>_PORT` when set and `honoured`, otherwise one the OS says is free. */
async function portsFor(names: string[], honoured: boolean): Promise<Record<string, string>> {
  const forced = (name: string) => (honoured ? process.env[`E2E_${name}_PORT`] : undefined);
  const free = await freePorts(names.filter((name) => !forced(name)).length);
  return Object.fromEntries(names.map((name) => [`${name}_PORT`, forced(name) ?? String(free.shift())]));
}

/**
 * Build the four apps once (unless E2E_SKIP_BUILD=1); then, for each of jest's workers, release
 * each remote into a fresh CDN folder and start shell, CDN and API on free ports with a fresh embedded
 * database, all in the run's own folder. A test file meets only its worker's topology (its bookings,
 * its releases and rollbacks, its outbox), so files run side by side; another run (or a dev server on
 * the usual ports) never meets this one.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }) {
  const lib = (await importEsm(join(__dirname, '../../../scripts/lib/topology.mjs'))) as TopologyLib;
  const runDir = mkdtempSync(join(tmpdir(), 'makao-e2e-'));
  const running: { stop: () => Promise<void> }[] = [];
  (globalThis as Record<string, unknown>).__makaoTopology = { running, runDir };
  try {
    const log = (line: string) => process.stdout.write(`  [e2e] ${line}\n`);
    if (process.env.E2E_SKIP_BUILD !== '1') lib.buildAll({ log });
    // `npm test` measures these builds' byte budgets while the browser tests run.
    if (process.env.E2E_BUILDS_READY_FILE) writeFileSync(process.env.E2E_BUILDS_READY_FILE, new Date().toISOString());
    const workers = Array.from({ length: Math.max(1, globalConfig.maxWorkers) }, (_, i) => String(i + 1));
    // One at a time: each start migrates and seeds a database, which takes the cores it can get.
    for (const worker of workers) {
      const dir = join(runDir, `worker-${worker}`);
      // The origins are the real addresses: the shell's page policy and the API's CORS are built from them.
      // Ports forced by E2E_<NAME>_PORT are the first worker's.
      const ports = await portsFor(['SHELL', 'CDN', 'API'], worker === '1');
      const config = lib.configFromEnv({
        ...ports,
        DEPLOY_DIR: join(dir, 'deploy'),
        DATA_DIR: join(dir, 'data', 'pglite'),
        // The canary tests wait for the registry's review of guests' reports: often, here.
        RELEASE_WATCH_MS: '500',
      });
      const workerLog = (line: string) => log(workers.length > 1 ? `worker ${worker}: ${line}` : line);
      await lib.releaseAll({ deployDir: config.deployDir, log: workerLog });
      const outboxDir = join(dir, 'data', 'outbox');
      // The topology's operator, made by the command line before the API holds the database.
      const opsSetupLink = addTopologyOperator({ DATA_DIR: config.dataDir as string, SITE_URL: config.shellOrigin });
      running.push(
        await lib.startTopology(config, {
          log: workerLog,
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
        }),
      );
      const info: E2ETopology = {
        shell: config.shellOrigin,
        cdn: config.cdnOrigin,
        api: config.apiOrigin,
        deployDir: config.deployDir,
        dataDir: config.dataDir as string,
        outboxDir,
        opsSetupLink,
      };
      writeFileSync(topologyFile(runDir, worker), JSON.stringify(info));
    }
    // Test files run in processes started after this one's environment is set.
    process.env[RUN_DIR_ENV] = runDir;
  } catch (error) {
    // jest runs no teardown when setup fails: leave nothing behind.
    await Promise.allSettled(running.map((topology) => topology.stop()));
    rmSync(runDir, { recursive: true, force: true });
    throw error;
  }
}
