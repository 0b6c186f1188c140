// `npm run release -- <catalog|booking|content> [--canary <percent>] [--promote]`: build only that
// remote, copy it into a new immutable version folder on the CDN origin and make it active, for every
// guest or, as a canary, for that share of them (sticky per browser) until it is promoted or the
// registry rolls it back for failing. Nothing else is rebuilt or touched. docs/operations.md.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildAll, configFromEnv, repoDir } from './lib/topology.mjs';
import { ReleaseRefused, promoteCanary, releasePolicy, releaseRemote, remotes } from './lib/registry.mjs';

const usage = `usage: npm run release -- <${remotes.join('|')}> [--canary <percent> [--min-loads <n>] [--max-failure-rate <0-1>]] | --promote`;
let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: {
      canary: { type: 'string' },
      promote: { type: 'boolean' },
      'min-loads': { type: 'string' },
      'max-failure-rate': { type: 'string' },
    },
  });
} catch (error) {
  console.error(`${error.message}\n${usage}`);
  process.exit(2);
}
const [remote] = args.positionals;
const { canary, promote } = args.values;
if (!remotes.includes(remote) || args.positionals.length !== 1 || (promote && canary !== undefined)) {
  console.error(usage);
  process.exit(2);
}
/** A flag's number, or exit with the usage when it is not one. */
const numberFlag = (name, valid) => {
  const text = args.values[name];
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!valid(value)) {
    console.error(`--${name} ${text} is not valid\n${usage}`);
    process.exit(2);
  }
  return value;
};
const policy = {
  minLoads: numberFlag('min-loads', (n) => Number.isInteger(n) && n >= 1) ?? releasePolicy.minLoads,
  maxFailureRate: numberFlag('max-failure-rate', (n) => n >= 0 && n < 1) ?? releasePolicy.maxFailureRate,
};
const percent = numberFlag('canary', (n) => Number.isInteger(n) && n >= 1 && n <= 99);
const { deployDir } = configFromEnv();
const shellDir = join(repoDir, 'shell', 'dist');

try {
  if (promote) {
    const version = await promoteCanary({ deployDir, remote, shellDir });
    console.log(`promoted ${remote}@${version}: it is active for every guest`);
  } else {
    buildAll({ only: [`mf-${remote}`] });
    const { version, created } = await releaseRemote({ repoDir, deployDir, remote, shellDir, canary: percent, policy });
    const what = created ? `released ${remote}@${version}` : `${remote}@${version} is this build already`;
    console.log(
      percent === undefined
        ? `${what}; it is active`
        : `${what}; it is a canary for ${percent}% of guests. It is rolled back by itself if more than ` +
            `${policy.maxFailureRate * 100}% of at least ${policy.minLoads} loads fail; ` +
            `npm run release -- ${remote} --promote makes it everyone's`,
    );
  }
} catch (error) {
  if (!(error instanceof ReleaseRefused)) throw error;
  console.error(`refused: ${error.message}`);
  process.exit(1);
}
