// `npm run release -- <catalog|booking|content> [--canary <percent>] [--promote]`: build only that
// remote, copy it into a new immutable version folder on the CDN origin and make it active, for every
// guest or, as a canary, for that share of them (sticky per browser) until it is promoted or the
// registry rolls it back for failing. Nothing else is rebuilt or touched.
// `npm run release -- shell [--with <remotes>]`: the same for the shell, which the shell origin serves
// at once; refused when it cannot serve an active remote unless that remote is released with it.
// docs/operations.md.
import { parseArgs } from 'node:util';
import { buildAll, configFromEnv, repoDir } from './lib/topology.mjs';
import {
  ReleaseRefused,
  checkCanary,
  promoteCanary,
  releasePolicy,
  releaseRemote,
  releaseShell,
  remotes,
} from './lib/registry.mjs';

const usage =
  `usage: npm run release -- <${remotes.join('|')}> [--canary <percent> [--min-loads <n>] [--max-failure-rate <0-1>]] | --promote\n` +
  `       npm run release -- shell [--with <${remotes.join(',')}>]`;
let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: {
      canary: { type: 'string' },
      promote: { type: 'boolean' },
      'min-loads': { type: 'string' },
      'max-failure-rate': { type: 'string' },
      with: { type: 'string' },
    },
  });
} catch (error) {
  console.error(`${error.message}\n${usage}`);
  process.exit(2);
}
const [name] = args.positionals;
const { canary, promote } = args.values;
const together = args.values.with?.split(',').filter(Boolean) ?? [];
const shell = name === 'shell';
const valid =
  args.positionals.length === 1 &&
  (shell
    ? canary === undefined && !promote && together.every((r) => remotes.includes(r))
    : remotes.includes(name) && together.length === 0 && !(promote && canary !== undefined));
if (!valid) {
  console.error(usage);
  process.exit(2);
}
/** A flag's number, or exit with the usage when it is not one. */
const numberFlag = (flag, isValid) => {
  const text = args.values[flag];
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!isValid(value)) {
    console.error(`--${flag} ${text} is not valid\n${usage}`);
    process.exit(2);
  }
  return value;
};
const policy = {
  minLoads: numberFlag('min-loads', (n) => Number.isInteger(n) && n >= 1) ?? releasePolicy.minLoads,
  maxFailureRate: numberFlag('max-failure-rate', (n) => n >= 0 && n < 1) ?? releasePolicy.maxFailureRate,
};
const percent = numberFlag('canary', Number.isFinite);
const { deployDir } = configFromEnv();

try {
  if (shell) {
    buildAll({ only: ['shared', 'shell', ...together.map((r) => `mf-${r}`)] });
    const { version, created, released } = await releaseShell({ repoDir, deployDir, together });
    console.log(
      `${created ? `released shell@${version}` : `shell@${version} is this build already`}; it is active` +
        (released.length ? `, with ${released.join(', ')}` : ''),
    );
  } else if (promote) {
    const version = await promoteCanary({ deployDir, remote: name });
    console.log(`promoted ${name}@${version}: it is active for every guest`);
  } else {
    checkCanary(percent); // before the build, which it would waste
    buildAll({ only: [`mf-${name}`] });
    const { version, created } = await releaseRemote({ repoDir, deployDir, remote: name, canary: percent, policy });
    const what = created ? `released ${name}@${version}` : `${name}@${version} is this build already`;
    console.log(
      percent === undefined
        ? `${what}; it is active`
        : `${what}; it is a canary for ${percent}% of guests. It is rolled back by itself if more than ` +
            `${policy.maxFailureRate * 100}% of at least ${policy.minLoads} loads fail; ` +
            `npm run release -- ${name} --promote makes it everyone's`,
    );
  }
} catch (error) {
  if (!(error instanceof ReleaseRefused)) throw error;
  console.error(`refused: ${error.message}`);
  process.exit(1);
}
