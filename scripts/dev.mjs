// `npm run dev`: the API (built once at start; rerun for API changes) and every app's Rsbuild dev server with
// hot reload. The shell's dev server answers /remotes.json with the remotes' dev servers.
// Ports: shell 3000, remotes 3101–3103, API 4000; `DEV_<APP>_PORT` (SHELL, CATALOG, BOOKING, CONTENT, API)
// moves one. The apps' dev configs read the same variables (shared/federation devPorts).
import { spawn, spawnSync } from 'node:child_process';
import { repoDir } from './lib/topology.mjs';

const build = spawnSync('npm', ['run', 'build', '-w', 'api'], { cwd: repoDir, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const devPort = (app, port) => Number(process.env[`DEV_${app.toUpperCase()}_PORT`] ?? port);
const ports = {
  shell: devPort('shell', 3000),
  catalog: devPort('catalog', 3101),
  booking: devPort('booking', 3102),
  content: devPort('content', 3103),
  api: devPort('api', 4000),
};
const local = (port) => `http://localhost:${port}`;
const apiUrl = process.env.API_URL ?? local(ports.api);

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
      ...Object.fromEntries(
        Object.entries(ports).map(([app, port]) => [`DEV_${app.toUpperCase()}_PORT`, String(port)]),
      ),
      PORT: String(ports.api),
      API_URL: apiUrl,
      CORS_ORIGINS: [ports.shell, ports.catalog, ports.booking, ports.content].map(local).join(','),
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
console.log(`dev: shell ${local(ports.shell)} · API ${apiUrl} (Ctrl-C stops all)`);
