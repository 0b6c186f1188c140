// `npm start`: build every app in production mode, release each remote into its own immutable
// version folder on the local CDN origin, write the registry, then run shell, CDN and API.
// Ctrl-C stops them all. `--no-build` reuses the current builds; `--operator EMAIL` first makes an
// operator of the operations console and prints their set-up link (the embedded database can be
// opened by one process at a time, so before the API starts).
import { spawnSync } from 'node:child_process';
import { onLtsNode } from './lib/nodeVersions.mjs';
import { buildAll, configFromEnv, releaseAll, runUntilStopped, startTopology } from './lib/topology.mjs';

// On the active LTS Node, installed when missing (scripts/lib/nodeVersions.mjs).
await onLtsNode();

const config = configFromEnv();
if (!process.argv.includes('--no-build')) buildAll();
await releaseAll({ deployDir: config.deployDir });
const operator = process.argv[process.argv.indexOf('--operator') + 1];
if (process.argv.includes('--operator') && operator) {
  const made = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/ops.ts', 'add-operator', operator], {
    cwd: new URL('../api/', import.meta.url).pathname,
    env: { ...process.env, SITE_URL: config.shellOrigin, ...(config.dataDir ? { DATA_DIR: config.dataDir } : {}) },
    stdio: 'inherit',
  });
  if (made.status !== 0) process.exit(made.status ?? 1);
}
const topology = await startTopology(config);
console.log(`\nMakao is running at ${config.shellOrigin} (Ctrl-C to stop)`);

runUntilStopped(topology, (_index, code, shutdown) => {
  console.error(`the API stopped (code ${code}); stopping the site`);
  void shutdown();
});
