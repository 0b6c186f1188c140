/**
 * ARCHITECTURE rule 8 (fallback): two releases of one remote can run on one page, the active one that
 * failed and the last good one the shell falls back to. Each build's code therefore lives under names
 * of its own on the page: its container global (`library.name`) and the bundler's `uniqueName`, from
 * which its chunk-loading global and script keys derive. With shared names, the failed release's
 * chunk loader stayed installed and swallowed the fallback's chunks (`o[e] is not a function`).
 * The name is a hash of what the build is made from, so rebuilding the same source makes the same files
 * (one release, scripts/lib/registry.mjs) and any change of source, tooling or lockfile a new name.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const skipped = new Set(['node_modules', 'dist', '.data']);

/** The files at or under `target`, sorted, leaving out installs, builds and data. */
function filesUnder(target: string): string[] {
  if (!existsSync(target)) return [];
  if (statSync(target).isFile()) return [target];
  return readdirSync(target, { recursive: true, encoding: 'utf8' })
    .filter((name) => !name.split(path.sep).some((part) => skipped.has(part)))
    .map((name) => path.join(target, name))
    .filter((file) => statSync(file).isFile())
    .sort();
}

/**
 * The names a remote's build from `appDir` (its folder) uses on the page: `remote_<hash>` for the
 * container and the bundler, where the hash covers the remote's source and configs, the workspace
 * packages in `sharedDir` (`shared`, `contracts`, the build tooling) and the lockfile beside it.
 */
export function buildPageName(remote: string, appDir: string, sharedDir: string): string {
  const hash = createHash('sha256');
  const inputs: Array<[string, string[]]> = [
    [appDir, ['src', 'package.json', 'module-federation.config.ts', 'rsbuild.config.ts']],
    [sharedDir, ['src', 'contracts', 'federation', 'package.json']],
    [path.dirname(sharedDir), ['package-lock.json']],
  ];
  for (const [root, entries] of inputs) {
    for (const file of entries.flatMap((entry) => filesUnder(path.join(root, entry)))) {
      hash.update(path.relative(root, file).split(path.sep).join('/'));
      hash.update(readFileSync(file));
    }
  }
  return `${remote}_${hash.digest('hex').slice(0, 10)}`;
}
