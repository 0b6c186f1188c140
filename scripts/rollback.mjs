// `npm run rollback -- <remote> [version]`: point one remote back at its previous (or the named)
// version in one step. Open pages pick it up on their next load (the registry is never cached).
import { join } from 'node:path';
import { configFromEnv, repoDir } from './lib/topology.mjs';
import { remotes, rollbackRemote } from './lib/registry.mjs';

const [remote, version] = process.argv.slice(2);
if (!remotes.includes(remote)) {
  console.error(`usage: npm run rollback -- <${remotes.join('|')}> [version]`);
  process.exit(2);
}
try {
  const shellDir = join(repoDir, 'shell', 'dist');
  const active = await rollbackRemote({ deployDir: configFromEnv().deployDir, remote, version, shellDir });
  console.log(`${remote} now serves ${active}`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
