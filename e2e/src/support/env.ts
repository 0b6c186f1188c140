import { join } from 'node:path';
import { readFileSync } from 'node:fs';

/**
 * The run's own folder (a fresh temporary one per run, made by globalSetup and removed by
 * globalTeardown): for each jest worker, its topology file, CDN deploy folder, database and mail outbox.
 * Set in the environment, which every test file's process inherits.
 */
export const RUN_DIR_ENV = 'MAKAO_E2E_RUN_DIR';

/** Each jest worker's topology (`JEST_WORKER_ID`, 1 when the run is in band). */
export const topologyFile = (runDir: string, worker: string) => join(runDir, `topology-${worker}.json`);

export interface E2ETopology {
  shell: string;
  cdn: string;
  api: string;
  deployDir: string;
  dataDir: string;
  outboxDir: string;
  /** The one-time set-up link of the topology's operator (support/operators.ts). */
  opsSetupLink: string;
}

export function topology(): E2ETopology {
  const runDir = process.env[RUN_DIR_ENV];
  if (!runDir) throw new Error(`${RUN_DIR_ENV} is not set: run the browser tests with e2e/jest.config.cjs`);
  return JSON.parse(readFileSync(topologyFile(runDir, process.env.JEST_WORKER_ID ?? '1'), 'utf8')) as E2ETopology;
}
