// `npm run remotes`: each remote's active version, when it was released, and what it can roll back to.
import { configFromEnv } from './lib/topology.mjs';
import { readRegistry, remotes } from './lib/registry.mjs';

const registry = await readRegistry(configFromEnv().deployDir);
for (const name of remotes) {
  const entry = registry.remotes[name];
  if (!entry) {
    console.log(`${name}: never released`);
    continue;
  }
  const active = entry.versions.find((v) => v.version === entry.active);
  const older = entry.versions.slice(entry.versions.indexOf(active) + 1);
  console.log(`${name}: ${entry.active} (released ${active?.releasedAt ?? 'unknown'})`);
  console.log(
    `  can roll back to: ${older.length ? older.map((v) => `${v.version} (${v.releasedAt})`).join(', ') : 'nothing older'}`,
  );
  const newer = entry.versions.slice(0, entry.versions.indexOf(active));
  if (newer.length) console.log(`  newer, not active: ${newer.map((v) => v.version).join(', ')}`);
}
