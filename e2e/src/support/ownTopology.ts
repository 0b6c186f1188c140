import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { topology } from './env';
import { addTopologyOperator } from './operators';
import { createOwnDatabase, type OwnDatabase } from './ownDatabase';
import { freePorts } from './ports';
import { repoDir } from './releases';

export interface OwnTopology {
  shell: string;
  api: string;
  outboxDir: string;
  /** The one-time set-up link of the topology's operator (support/operators.ts). */
  opsSetupLink: string;
  /** The API processes' own ports (behind nginx when there are several). */
  apiPorts: number[];
  /** The API processes' pids, in the order of `apiPorts`. */
  apiPids: number[];
  stop(): Promise<void>;
}

/**
 * A topology of this test's own (shell, CDN and API on free ports, serving the run's releases), with
 * its own API settings: a setting the shared topology must not have (a host who has 18 seconds to
 * answer), or `replicas` API processes behind nginx. The topology scripts are ES modules, which a
 * test file cannot import: a child process runs them and reports when it is ready.
 */
export async function startOwnTopology({
  apiEnv = {},
  replicas = 1,
}: {
  apiEnv?: Record<string, string>;
  replicas?: number;
} = {}): Promise<OwnTopology> {
  const runDir = mkdtempSync(join(tmpdir(), 'makao-e2e-own-'));
  const outboxDir = join(runDir, 'outbox');
  const [shell, cdn, api] = (await freePorts(3)).map(String) as [string, string, string];
  const env = {
    SHELL_PORT: shell,
    CDN_PORT: cdn,
    API_PORT: api,
    DEPLOY_DIR: topology().deployDir,
    DATA_DIR: join(runDir, 'data', 'pglite'),
  };
  // The topology's operator, made by the command line on its database before any API holds it.
  const opsSetupLink = addTopologyOperator(
    apiEnv.DATABASE_URL
      ? { DATABASE_URL: apiEnv.DATABASE_URL, SITE_URL: `http://localhost:${shell}` }
      : { DATA_DIR: env.DATA_DIR, SITE_URL: `http://localhost:${shell}` },
  );
  const options = {
    apiStdio: 'ignore',
    replicas,
    nginxDir: join(runDir, 'nginx'),
    apiEnv: { OUTBOX_DIR: outboxDir, RATE_LIMIT_MAX: '10000', LOG_LEVEL: 'warn', ...apiEnv },
  };
  const code = `const { configFromEnv, startTopology } = await import(${JSON.stringify(join(repoDir, 'scripts/lib/topology.mjs'))});
    const running = await startTopology(configFromEnv(${JSON.stringify(env)}), { log: () => {}, ...${JSON.stringify(options)} });
    process.on('SIGTERM', () => running.stop().then(() => process.exit(0)));
    process.stdout.write(JSON.stringify({ ports: running.apiPorts, pids: running.apis.map((a) => a.pid) }) + '\\n');`;
  const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = await new Promise<{ ports: number[]; pids: number[] }>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) resolve(JSON.parse(line) as { ports: number[]; pids: number[] });
    });
    child.once('exit', (status) => reject(new Error(`the test's own topology exited (${status})`)));
  });
  return {
    shell: `http://localhost:${shell}`,
    api: `http://localhost:${api}`,
    outboxDir,
    opsSetupLink,
    apiPorts: ready.ports,
    apiPids: ready.pids,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(runDir, { recursive: true, force: true });
    },
  };
}

export interface OwnSite {
  database: OwnDatabase;
  own: OwnTopology;
}

/**
 * A PostgreSQL database and a topology on it of this test file's own, made before its tests (the
 * file's `beforeAll`s after this call run after it) and removed after them.
 */
export function ownSiteOnPostgres(
  prefix: string,
  options: { apiEnv?: Record<string, string>; replicas?: number } = {},
): OwnSite {
  const site = {} as OwnSite;
  beforeAll(async () => {
    site.database = await createOwnDatabase(prefix);
    site.own = await startOwnTopology({
      apiEnv: { DATABASE_URL: site.database.url, ...options.apiEnv },
      replicas: options.replicas ?? 1,
    });
  }, 300_000);
  afterAll(async () => {
    await site.own?.stop();
    await site.database?.drop();
  }, 60_000);
  return site;
}
