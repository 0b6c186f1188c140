// `npm run dev`: the API (built once at start; rerun for API changes) and every app's Rsbuild dev server with
// hot reload. The shell's dev server answers /remotes.json with the remotes' dev servers.
// Ports: the table in shared/federation/devPorts.mjs (shell 3000, remotes 3101–3103, API 4000), which the
// apps' dev configs read too; `DEV_<APP>_PORT` (SHELL, CATALOG, BOOKING, CONTENT, API) moves one.
import { spawn, spawnSync } from 'node:child_process';
import { devOrigin, devPortVariable, devPorts } from 'federation-build/dev-ports';
import { onLtsNode } from './lib/nodeVersions.mjs';
import { repoDir } from './lib/topology.mjs';

// On the active LTS Node, installed when missing (scripts/lib/nodeVersions.mjs).
await onLtsNode();

const build = spawnSync('npm', ['run', 'build', '-w', 'api'], { cwd: repoDir, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const apiUrl = process.env.API_URL ?? devOrigin('api');

const processes = [
  ['api', 'npm', ['run', 'dev', '-w', 'api']],
  ['shell', 'npm', ['run', 'dev', '-w', 'shell']],
  ['catalog', 'npm', ['run', 'dev', '-w', 'mf-catalog']],
  ['booking', 'npm', ['run', 'dev', '-w', 'mf-booking']],
  ['content', 'npm', ['run', 'dev', '-w', 'mf-content']],
].map(([name, command, args]) => {
  const child = spawn(command, args, {
    cwd: repoDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...Object.fromEntries(Object.entries(devPorts).map(([app, port]) => [devPortVariable(app), String(port)])),
      PORT: String(devPorts.api),
      API_URL: apiUrl,
      CORS_ORIGINS: ['shell', 'catalog', 'booking', 'content'].map(devOrigin).join(','),
    },
  });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .forEach((line) => console.log(`[${name}] ${line}`));
  child.stdout.on('data', prefix);
  child.stderr.on('data', prefix);
  return child;
});

const stop = () => {
  for (const child of processes) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log(`dev: shell ${devOrigin('shell')} · API ${apiUrl} (Ctrl-C stops all)`);
