// `npm start`: build every app in production mode, release each remote into its own immutable
// version folder on the local CDN origin, write the registry, then run shell, CDN and API.
// Ctrl-C stops them all. `--no-build` reuses the current builds.
import { onLtsNode } from './lib/nodeVersions.mjs';
import { buildAll, configFromEnv, releaseAll, runUntilStopped, startTopology } from './lib/topology.mjs';

// On the active LTS Node, installed when missing (scripts/lib/nodeVersions.mjs).
await onLtsNode();

const config = configFromEnv();
if (!process.argv.includes('--no-build')) buildAll();
await releaseAll({ deployDir: config.deployDir });
const topology = await startTopology(config);
console.log(`\nMakao is running at ${config.shellOrigin} (Ctrl-C to stop)`);

runUntilStopped(topology, (_index, code, shutdown) => {
  console.error(`the API stopped (code ${code}); stopping the site`);
  void shutdown();
});
