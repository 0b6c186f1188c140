// `npm run rollback -- <remote> [version]`: end a remote's running canary, or point the remote back at
// its last known good (or the named) version, in one step. Open pages pick it up on their next load
// (the registry is never cached).
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
  const { active, endedCanary } = await rollbackRemote({
    deployDir: configFromEnv().deployDir,
    remote,
    version,
    shellDir,
  });
  console.log(
    endedCanary
      ? `ended the canary ${remote}@${endedCanary}; every guest loads ${remote}@${active}`
      : `${remote} now serves ${active}`,
  );
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
