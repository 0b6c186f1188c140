// `npm run remotes`: the shell's active release and each remote's active version, a running canary
// with what guests' browsers reported of it, what was rolled back, and what each can roll back to.
import { configFromEnv } from './lib/topology.mjs';
import {
  describeRollback,
  fetchHealth,
  incompatibility,
  lastKnownGood,
  readRegistry,
  remotes,
  shellManifest,
  shellRollbackTarget,
} from './lib/registry.mjs';

const config = configFromEnv();
const registry = await readRegistry(config.deployDir);
let health;
try {
  health = await fetchHealth(config.apiOrigin);
} catch (error) {
  console.log(`(loads and failures unavailable: ${config.apiOrigin} did not answer: ${error.message})`);
}
/** "12 loads, 1 failure" as guests' browsers reported them, or nothing without the API. */
const reported = (remote, version) => {
  if (!health) return '';
  const row = health.find((h) => h.remote === remote && h.version === version) ?? { loads: 0, failures: 0 };
  return `: ${row.loads} loads, ${row.failures} ${row.failures === 1 ? 'failure' : 'failures'} reported`;
};
const proven = (v) => (v.provenAt ? `, good since ${v.provenAt}` : '');

const shell = registry.shell;
// The manifest of the shell the shell origin serves: what each remote's active release is checked against.
const servedShell = shell?.active ? await shellManifest(config.deployDir) : undefined;
if (shell?.active) {
  const active = shell.versions.find((v) => v.version === shell.active);
  const previous = shellRollbackTarget(shell);
  console.log(`shell: ${shell.active} (released ${active?.releasedAt}, provides shared ${active?.provides?.shared})`);
  console.log(
    `  rolls back to: ${previous ? `${previous.version} (provides shared ${previous.provides?.shared})` : 'nothing older'}`,
  );
} else {
  console.log('shell: never released');
}
for (const name of remotes) {
  const entry = registry.remotes[name];
  if (!entry) {
    console.log(`${name}: never released`);
    continue;
  }
  const active = entry.versions.find((v) => v.version === entry.active);
  console.log(
    `${name}: ${entry.active} (released ${active?.releasedAt ?? 'unknown'}${active ? proven(active) : ''})${reported(name, entry.active)}`,
  );
  // A release the served shell cannot serve (made before a shell change): guests get an older one.
  const unservable =
    servedShell && active?.requires && incompatibility(name, active.requires, servedShell, { advise: false });
  if (unservable) console.log(`  the active shell cannot serve it, so guests load an older release: ${unservable}`);
  if (entry.canary) {
    const { minLoads, maxFailureRate } = entry.versions.find((v) => v.version === entry.canary.version)?.policy ?? {};
    console.log(
      `  canary: ${entry.canary.version} for ${entry.canary.percent}% of guests since ${entry.canary.startedAt}` +
        `${reported(name, entry.canary.version)} (rolled back by itself past ${maxFailureRate * 100}% failures over ${minLoads} loads)`,
    );
  }
  for (const v of entry.versions.filter((v) => v.rolledBack))
    console.log(`  rolled back: ${v.version} ${describeRollback(v.rolledBack)}`);
  const target = lastKnownGood(entry);
  console.log(
    `  rolls back to: ${target ? `${target.version} (released ${target.releasedAt}${proven(target)})` : 'nothing older'}`,
  );
  const older = entry.versions.slice(entry.versions.indexOf(active) + 1).filter((v) => v !== target);
  if (older.length) console.log(`  also kept: ${older.map((v) => v.version).join(', ')}`);
  const newer = entry.versions
    .slice(0, entry.versions.indexOf(active))
    .filter((v) => v.version !== entry.canary?.version && !v.rolledBack);
  if (newer.length) console.log(`  newer, not active: ${newer.map((v) => v.version).join(', ')}`);
}
