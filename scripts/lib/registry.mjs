// The remote registry: which versions of each remote are released on the CDN origin and which one is
// active. Releases are immutable folders (`<cdn>/<remote>/<version>/`), never overwritten or deleted.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { cp, mkdir, readFile, readdir, writeFile, rename } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import semver from 'semver';

export const remotes = ['catalog', 'booking', 'content'];

/** A release the registry refuses, with the reason and what to do (the commands print the message alone). */
export class ReleaseRefused extends Error {
  name = 'ReleaseRefused';
}

export function deployPaths(deployDir) {
  return { cdn: join(deployDir, 'cdn'), registry: join(deployDir, 'registry.json') };
}

export async function readRegistry(deployDir) {
  const { registry } = deployPaths(deployDir);
  if (!existsSync(registry)) return { remotes: {} };
  return JSON.parse(await readFile(registry, 'utf8'));
}

export async function writeRegistry(deployDir, registry) {
  const { registry: file } = deployPaths(deployDir);
  await mkdir(deployDir, { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, JSON.stringify(registry, null, 2) + '\n');
  await rename(temp, file); // atomic: a reader never sees half a registry
}

async function filesOf(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesOf(full)));
    else out.push(full);
  }
  return out.sort();
}

/**
 * Build output no guest loads: `mf-stats.json` is the bundler's report (the runtime reads
 * `mf-manifest.json`), and two builds of the same source list its exposes in different orders.
 */
const notServed = new Set(['mf-stats.json']);

/**
 * A hash of what guests load from a build (each served file's name and bytes), to tell a changed
 * build from the same one rebuilt.
 */
export async function contentHash(dir) {
  const hash = createHash('sha256');
  for (const file of await filesOf(dir)) {
    const name = relative(dir, file);
    if (notServed.has(name)) continue;
    hash.update(name);
    hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 12);
}

function gitCommit(cwd) {
  try {
    return execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'nogit';
  }
}

/** Whether a manifest's shared entry is the workspace package's (`shared/…`). */
const isWorkspaceEntry = (shared) => shared.name.startsWith('shared/');
/** Whether a build takes this shared module from the page without a copy of its own (`import: false`). */
const takenOnly = (shared) => shared.assets.js.sync.length + shared.assets.js.async.length === 0;

/**
 * ARCHITECTURE rule 12: what a remote's build needs of the shell, read from its `mf-manifest.json`
 * the way Module Federation records it: the range of `shared` its entries require (`requiredVersion`,
 * `^` of the version it was built against) and the modules it takes from the page without a copy.
 */
export function requirementsOf(manifest) {
  // Every entry of the workspace package records the same range; where they differ, the strictest.
  const [shared] = manifest.shared
    .filter(isWorkspaceEntry)
    .map((s) => s.requiredVersion)
    .filter((range) => semver.validRange(range))
    .sort((a, b) => semver.rcompare(semver.minVersion(a), semver.minVersion(b)));
  return { shared, taken: [...new Set(manifest.shared.filter(takenOnly).map((s) => s.name))].sort() };
}

/** The version of `shared` a shell build provides (its manifest's entries of the workspace package). */
export function sharedVersionOf(manifest) {
  return manifest.shared.find(isWorkspaceEntry)?.version;
}

/**
 * Why the shell whose manifest is `shell` cannot serve a remote with these requirements, and what to
 * do about it; undefined when it can.
 */
export function incompatibility(remote, requirements, shell) {
  const provided = sharedVersionOf(shell);
  // The shell's loader reads the ranges Module Federation records (servableVersions in shared).
  if (requirements.shared && !/^\^?\d+\.\d+\.\d+$/.test(requirements.shared)) {
    return `${remote} records the shared range ${requirements.shared}, which the shell's loader cannot read: build it with a caret range (^x.y.z).`;
  }
  if (requirements.shared && !(provided && semver.satisfies(provided, requirements.shared))) {
    return (
      `${remote} needs shared ${requirements.shared}; the active shell provides shared ${provided ?? 'nothing'}. ` +
      `Release a shell built with shared ${semver.minVersion(requirements.shared)?.version ?? requirements.shared} or later first, ` +
      `or build ${remote} from a commit whose shared the shell accepts.`
    );
  }
  const names = new Set(shell.shared.map((s) => s.name));
  const missing = (requirements.taken ?? []).filter((name) => !names.has(name));
  if (missing.length) {
    return `${remote} takes ${missing.join(', ')} from the page, and the active shell provides none of it. Release a shell that provides ${missing.length === 1 ? 'it' : 'them'} first.`;
  }
  return undefined;
}

/** The manifest of the shell build the shell origin serves. */
export async function activeShellManifest(shellDir) {
  const file = join(shellDir, 'mf-manifest.json');
  if (!existsSync(file))
    throw new Error(`there is no shell build at ${shellDir}: build the shell first (npm run build -w shell)`);
  return JSON.parse(await readFile(file, 'utf8'));
}

/**
 * Copy a remote's build into a new immutable version folder and make it active. The same build
 * released twice, or rebuilt from the same source, is one version (`contentHash`); a different build
 * under the same package version + commit gets a numbered suffix.
 */
export async function releaseRemote({
  repoDir,
  deployDir,
  remote,
  now = new Date(),
  sourceDir = join(repoDir, `mf-${remote}`),
  shellDir = join(repoDir, 'shell', 'dist'),
}) {
  const dist = join(sourceDir, 'dist');
  if (!existsSync(join(dist, 'mf-manifest.json')))
    throw new Error(`mf-${remote} has no build (mf-manifest.json missing in ${dist})`);
  // Refused before any guest sees it: a build the active shell cannot serve (ARCHITECTURE rule 12).
  const requires = requirementsOf(JSON.parse(await readFile(join(dist, 'mf-manifest.json'), 'utf8')));
  const refusal = incompatibility(remote, requires, await activeShellManifest(shellDir));
  if (refusal) throw new ReleaseRefused(refusal);
  const pkg = JSON.parse(await readFile(join(sourceDir, 'package.json'), 'utf8'));
  const hash = await contentHash(dist);
  const registry = await readRegistry(deployDir);
  const entry = (registry.remotes[remote] ??= { active: null, versions: [] });
  const same = entry.versions.find((v) => v.contentHash === hash);
  if (same) {
    entry.active = same.version;
    await writeRegistry(deployDir, registry);
    return { version: same.version, created: false };
  }
  const base = `${pkg.version}-${gitCommit(repoDir)}`;
  let version = base;
  for (
    let n = 2;
    entry.versions.some((v) => v.version === version) || existsSync(join(deployPaths(deployDir).cdn, remote, version));
    n++
  ) {
    version = `${base}.${n}`;
  }
  const target = join(deployPaths(deployDir).cdn, remote, version);
  // cp makes the version folder itself: Node 22+ refuses to copy into one that exists (errorOnExist).
  await mkdir(dirname(target), { recursive: true });
  await cp(dist, target, { recursive: true, errorOnExist: true, force: false });
  entry.versions.unshift({
    version,
    path: `/${remote}/${version}/mf-manifest.json`,
    releasedAt: now.toISOString(),
    commit: gitCommit(repoDir),
    contentHash: hash,
    requires,
  });
  entry.active = version;
  await writeRegistry(deployDir, registry);
  return { version, created: true };
}

/**
 * Point a remote back at the previous (or the named) version; refused when the active shell cannot
 * serve that version (ARCHITECTURE rule 12).
 */
export async function rollbackRemote({ deployDir, remote, version, shellDir }) {
  const registry = await readRegistry(deployDir);
  const entry = registry.remotes[remote];
  if (!entry) throw new Error(`${remote} has never been released`);
  const index = entry.versions.findIndex((v) => v.version === entry.active);
  const target = version ? entry.versions.find((v) => v.version === version) : entry.versions[index + 1];
  if (!target)
    throw new Error(
      version ? `${remote} has no version ${version}` : `${remote} has no version before ${entry.active}`,
    );
  const refusal = target.requires && incompatibility(remote, target.requires, await activeShellManifest(shellDir));
  if (refusal) throw new ReleaseRefused(refusal);
  entry.active = target.version;
  await writeRegistry(deployDir, registry);
  return target.version;
}

/**
 * What `/remotes.json` answers: the registry with absolute manifest URLs on the configured CDN origin
 * and the runtime configuration of the front ends. Versions are listed newest first, the active
 * one is first among those it can fall back from.
 */
export function publicRegistry(registry, { cdnOrigin, apiOrigin, blogOrigin }) {
  return {
    apiBaseUrl: apiOrigin,
    blogBaseUrl: blogOrigin ?? apiOrigin,
    remotes: Object.fromEntries(
      Object.entries(registry.remotes).map(([name, entry]) => [
        name,
        {
          active: entry.active,
          versions: entry.versions.map((v) => ({
            version: v.version,
            entry: `${cdnOrigin}${v.path}`,
            releasedAt: v.releasedAt,
            // What the shell's loader reads (servableVersions); `taken` is for release and rollback.
            ...(v.requires && { requires: { shared: v.requires.shared } }),
          })),
        },
      ]),
    ),
  };
}
