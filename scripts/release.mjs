// `npm run release -- <catalog|booking|content>`: build only that remote, copy it into a new immutable
// version folder on the CDN origin and make it active. Nothing else is rebuilt or touched.
import { buildAll, configFromEnv, repoDir } from './lib/topology.mjs';
import { ReleaseRefused, releaseRemote, remotes } from './lib/registry.mjs';

const remote = process.argv[2];
if (!remotes.includes(remote)) {
  console.error(`usage: npm run release -- <${remotes.join('|')}>`);
  process.exit(2);
}
const { deployDir } = configFromEnv();
buildAll({ only: [`mf-${remote}`] });
let released;
try {
  released = await releaseRemote({ repoDir, deployDir, remote });
} catch (error) {
  if (!(error instanceof ReleaseRefused)) throw error;
  console.error(`refused: ${error.message}`);
  process.exit(1);
}
const { version, created } = released;
console.log(
  created
    ? `released ${remote}@${version} and made it active`
    : `${remote}@${version} is this build already; it is active`,
);
