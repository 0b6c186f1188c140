// `npm run rollback -- <remote> [version]`: end a remote's running canary, or point the remote back at
// its last known good (or the named) version, in one step. Open pages pick it up on their next load
// (the registry is never cached).
// `npm run rollback -- shell [version] [--with <remotes>]`: serve the previous (or the named) shell
// release again; refused when it cannot serve an active remote unless that remote is named to roll
// back with it (to the newest of its versions that shell serves). docs/operations.md.
import { parseArgs } from 'node:util';
import { configFromEnv } from './lib/topology.mjs';
import { ReleaseRefused, remotes, rollbackRemote, rollbackShell } from './lib/registry.mjs';

const usage =
  `usage: npm run rollback -- <${remotes.join('|')}> [version]\n` +
  `       npm run rollback -- shell [version] [--with <${remotes.join(',')}>]`;
let args;
try {
  args = parseArgs({ allowPositionals: true, options: { with: { type: 'string' } } });
} catch (error) {
  console.error(`${error.message}\n${usage}`);
  process.exit(2);
}
const [name, version] = args.positionals;
const together = args.values.with?.split(',').filter(Boolean) ?? [];
const shell = name === 'shell';
if (
  args.positionals.length > 2 ||
  !(shell ? together.every((r) => remotes.includes(r)) : remotes.includes(name) && together.length === 0)
) {
  console.error(usage);
  process.exit(2);
}
const { deployDir } = configFromEnv();
try {
  if (shell) {
    const { active, moved } = await rollbackShell({ deployDir, version, together });
    console.log(`the shell now serves ${active}${moved.length ? `, with ${moved.join(', ')}` : ''}`);
  } else {
    const { active, endedCanary } = await rollbackRemote({ deployDir, remote: name, version });
    console.log(
      endedCanary
        ? `ended the canary ${name}@${endedCanary}; every guest loads ${name}@${active}`
        : `${name} now serves ${active}`,
    );
  }
} catch (error) {
  console.error(error instanceof ReleaseRefused ? `refused: ${error.message}` : error.message);
  process.exit(1);
}
