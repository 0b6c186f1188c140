import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { readFileSync } from 'node:fs';

/** Where globalSetup writes the running topology's addresses for the test files. */
export const topologyFile = join(tmpdir(), 'makao-e2e-topology.json');

export interface E2ETopology {
  shell: string;
  cdn: string;
  api: string;
  deployDir: string;
  dataDir: string;
  outboxDir: string;
}

export function topology(): E2ETopology {
  return JSON.parse(readFileSync(topologyFile, 'utf8')) as E2ETopology;
}
