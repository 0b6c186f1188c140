// `npm run dev`: the API (built once at start; rerun for API changes) and every app's Rsbuild dev server with
// hot reload. The shell's dev server answers /remotes.json with the remotes' dev servers.
import { spawn, spawnSync } from 'node:child_process';
import { repoDir } from './lib/topology.mjs';

const build = spawnSync('npm', ['run', 'build', '-w', 'api'], { cwd: repoDir, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

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
      CORS_ORIGINS: 'http://localhost:3000,http://localhost:3101,http://localhost:3102,http://localhost:3103',
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
console.log('dev: shell http://localhost:3000 · API http://localhost:4000 (Ctrl-C stops all)');
