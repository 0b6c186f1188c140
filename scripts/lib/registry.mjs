// The remote registry: which versions of each remote are released on the CDN origin and which one is
// active. Releases are immutable folders (`<cdn>/<remote>/<version>/`), never overwritten or deleted.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { cp, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import semver from 'semver';
import { isWorkspaceModule } from 'federation-build/workspace-packages';

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

/**
 * A server's reader of the registry: parsed again only when the file changed (a release or rollback
 * renames a new one in place), so each request the shell origin answers costs a `stat`, not a read
 * and a parse. What it answers is shared between requests: read it, never change it.
 */
export function registryReader(deployDir) {
  let cached;
  return async () => {
    const info = await stat(deployPaths(deployDir).registry).catch(() => null);
    const key = info ? `${info.mtimeMs}:${info.size}:${info.ino}` : 'none';
    if (cached?.key !== key) {
      const registry = readRegistry(deployDir);
      cached = { key, registry };
      registry.catch(() => (cached = undefined));
    }
    return cached.registry;
  };
}

export async function writeRegistry(deployDir, registry) {
  const { registry: file } = deployPaths(deployDir);
  await mkdir(deployDir, { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, JSON.stringify(registry, null, 2) + '\n');
  await rename(temp, file); // atomic: a reader never sees half a registry
}

/**
 * Runs `change(registry)` on a fresh read of the registry and writes it if `change` returns true,
 * holding a lock (a folder beside it, made atomically) so that a release, a rollback and the
 * registry's own review of a canary never write over each other. A lock older than 30 s is left by a
 * process that died and is taken over.
 */
export async function updateRegistry(deployDir, change) {
  const lock = `${deployPaths(deployDir).registry}.lock`;
  await mkdir(deployDir, { recursive: true });
  for (const deadline = Date.now() + 15_000; ;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const held = await stat(lock).catch(() => null);
      if (held && Date.now() - held.mtimeMs > 30_000) await rm(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`the registry stayed locked (${lock}); try again`);
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    const registry = await readRegistry(deployDir);
    const result = await change(registry);
    if (result) await writeRegistry(deployDir, registry);
    return result;
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/**
 * When a version has proved itself, and when a canary is rolled back: at least `minLoads` loads and
 * failures reported by guests' browsers, and a share of failures at most (proven) or above (rolled
 * back) `maxFailureRate`. A release may set its own (`--min-loads`, `--max-failure-rate`).
 */
export const releasePolicy = { minLoads: 50, maxFailureRate: 0.05 };

/** Every file under `dir`, sorted (Node's own recursive `readdir`). */
async function filesOf(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
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

/** Whether a manifest's shared entry is one of the workspace packages' (`contracts`, `shared/…`). */
const isWorkspaceEntry = (shared) => isWorkspaceModule(shared.name);
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
 * do about it (`advise`); undefined when it can. `shellName` names that shell in the message.
 */
export function incompatibility(remote, requirements, shell, { shellName = 'the active shell', advise = true } = {}) {
  const provided = sharedVersionOf(shell);
  // The shell's loader reads the ranges Module Federation records (servableVersions, in the shell).
  if (requirements.shared && !/^\^?\d+\.\d+\.\d+$/.test(requirements.shared)) {
    return `${remote} records the shared range ${requirements.shared}, which the shell's loader cannot read: build it with a caret range (^x.y.z).`;
  }
  if (requirements.shared && !(provided && semver.satisfies(provided, requirements.shared))) {
    return (
      `${remote} needs shared ${requirements.shared}; ${shellName} provides shared ${provided ?? 'nothing'}.` +
      (advise
        ? ` Release a shell built with shared ${semver.minVersion(requirements.shared)?.version ?? requirements.shared} or later first, ` +
          `or build ${remote} from a commit whose shared the shell accepts.`
        : '')
    );
  }
  const names = new Set(shell.shared.map((s) => s.name));
  const missing = (requirements.taken ?? []).filter((name) => !names.has(name));
  if (missing.length) {
    return (
      `${remote} takes ${missing.join(', ')} from the page, and ${shellName} provides none of it.` +
      (advise ? ` Release a shell that provides ${missing.length === 1 ? 'it' : 'them'} first.` : '')
    );
  }
  return undefined;
}

/** The manifest of the shell build in `shellDir`. */
export async function manifestIn(shellDir) {
  const file = join(shellDir, 'mf-manifest.json');
  if (!existsSync(file))
    throw new Error(`there is no shell build at ${shellDir}: build the shell first (npm run build -w shell)`);
  return JSON.parse(await readFile(file, 'utf8'));
}

/** Where the releases of `name` live: a remote's on the CDN origin, the shell's beside the registry. */
export const releasesDir = (deployDir, name) =>
  name === 'shell' ? join(deployDir, 'shell') : join(deployPaths(deployDir).cdn, name);

/** The folder of one shell release, which the shell origin serves while it is active. */
export const shellReleaseDir = (deployDir, version) => join(releasesDir(deployDir, 'shell'), version);

/** What `npm run rollback -- shell` returns to without a version: the previous release not rolled back. */
export function shellRollbackTarget(entry) {
  const index = entry.versions.findIndex((v) => v.version === entry.active);
  return entry.versions.slice(index + 1).find((v) => !v.rolledBack);
}

/** How a version ops left is marked: no longer one to fall back to, until it is released again. */
const leftByOps = (now) => ({ at: now.toISOString(), by: 'npm run rollback' });

/**
 * The release of `dist` in `entry` (a remote's or the shell's): the version that is this build
 * already (the same build released twice, or rebuilt from the same source, is one version:
 * `contentHash`), else a new immutable version folder `<package version>-<commit>` (a different build
 * of the same commit gets `.2`, `.3`…), added newest first. Whatever it did before, it is released
 * again on purpose: no longer marked rolled back.
 */
async function addRelease(entry, { deployDir, name, dist, repoDir, pkgVersion, now, more = {} }) {
  const hash = await contentHash(dist);
  let record = entry.versions.find((v) => v.contentHash === hash);
  const created = !record;
  if (!record) {
    const base = `${pkgVersion}-${gitCommit(repoDir)}`;
    let version = base;
    for (
      let n = 2;
      entry.versions.some((v) => v.version === version) || existsSync(join(releasesDir(deployDir, name), version));
      n++
    ) {
      version = `${base}.${n}`;
    }
    const target = join(releasesDir(deployDir, name), version);
    // cp makes the version folder itself: Node 22+ refuses to copy into one that exists (errorOnExist).
    await mkdir(dirname(target), { recursive: true });
    await cp(dist, target, { recursive: true, errorOnExist: true, force: false });
    record = { version, releasedAt: now.toISOString(), commit: gitCommit(repoDir), contentHash: hash };
    entry.versions.unshift(record);
  }
  Object.assign(record, more);
  delete record.rolledBack;
  return { record, created };
}

/** `addRelease` of a remote's build, addressed by its manifest's path on the CDN origin. */
async function addRemoteRelease(
  registry,
  { deployDir, remote, dist, repoDir, pkgVersion, now, requires, policy = {} },
) {
  const entry = (registry.remotes[remote] ??= { active: null, versions: [] });
  const more = { requires, policy: { ...releasePolicy, ...policy } };
  const { record, created } = await addRelease(entry, {
    deployDir,
    name: remote,
    dist,
    repoDir,
    pkgVersion,
    now,
    more,
  });
  record.path = `/${remote}/${record.version}/mf-manifest.json`;
  return { entry, record, created };
}

/** Refuses a canary share that is not a whole percentage from 1 to 99 (none: a release for everyone). */
export function checkCanary(percent) {
  if (percent !== undefined && !(Number.isInteger(percent) && percent >= 1 && percent <= 99))
    throw new ReleaseRefused(
      `a canary is for 1 to 99 percent of guests (given: ${percent}); to release to everyone, leave --canary out`,
    );
}

/** A build's manifest and package version, or a clear error when the folder holds no build. */
async function buildOf(sourceDir, label) {
  const dist = join(sourceDir, 'dist');
  if (!existsSync(join(dist, 'mf-manifest.json')))
    throw new Error(`${label} has no build (mf-manifest.json missing in ${dist})`);
  const manifest = JSON.parse(await readFile(join(dist, 'mf-manifest.json'), 'utf8'));
  const pkg = JSON.parse(await readFile(join(sourceDir, 'package.json'), 'utf8'));
  return { dist, manifest, pkgVersion: pkg.version };
}

/**
 * Copy a remote's build into a new immutable version folder and make it active, or, with `canary`
 * (a percentage), active for that share of guests only (`publicRegistry`). Refused when the active
 * shell (`shellDir`, else the registry's) cannot serve it. `policy` is when the registry takes the
 * version as proven, or rolls its canary back (`releasePolicy`).
 */
export async function releaseRemote({
  repoDir,
  deployDir,
  remote,
  now = new Date(),
  sourceDir = join(repoDir, `mf-${remote}`),
  shellDir,
  canary,
  policy = {},
}) {
  const { dist, manifest, pkgVersion } = await buildOf(sourceDir, `mf-${remote}`);
  checkCanary(canary);
  // Refused before any guest sees it: a build the active shell cannot serve (ARCHITECTURE rule 12).
  const requires = requirementsOf(manifest);
  const refusal = incompatibility(remote, requires, await shellToCheck(deployDir, shellDir));
  if (refusal) throw new ReleaseRefused(refusal);
  return updateRegistry(deployDir, async (registry) => {
    const { entry, record, created } = await addRemoteRelease(registry, {
      deployDir,
      remote,
      dist,
      repoDir,
      pkgVersion,
      now,
      requires,
      policy,
    });
    if (canary === undefined) {
      entry.active = record.version;
      delete entry.canary;
    } else {
      if (record.version === entry.active)
        throw new ReleaseRefused(`${remote}@${record.version} is this build, and it is active for every guest already`);
      entry.canary = { version: record.version, percent: canary, startedAt: now.toISOString() };
    }
    return { version: record.version, created, canary };
  });
}

/** The manifest of the shell release the shell origin serves (the registry's active shell). */
export async function shellManifest(deployDir) {
  const active = (await readRegistry(deployDir)).shell?.active;
  if (!active) throw new ReleaseRefused('no shell is released yet: release it first (npm run release -- shell)');
  return manifestIn(shellReleaseDir(deployDir, active));
}

/** What a remote's release, promotion or rollback is checked against: the build in `shellDir` if given. */
const shellToCheck = (deployDir, shellDir) => (shellDir ? manifestIn(shellDir) : shellManifest(deployDir));

/**
 * The remotes a shell whose manifest is `shell` cannot serve as they stand: each active version and
 * running canary it does not meet, with the reason.
 */
function stranded(registry, shell) {
  return Object.entries(registry.remotes).flatMap(([remote, entry]) =>
    [entry.active, entry.canary?.version].flatMap((version) => {
      const record = entry.versions.find((v) => v.version === version);
      const reason =
        record?.requires && incompatibility(remote, record.requires, shell, { shellName: 'that shell', advise: false });
      return reason ? [{ remote, version, reason }] : [];
    }),
  );
}

/** The message of a shell change refused for the remotes it would strand, and the command that does it. */
const strandedMessage = (what, left, command) =>
  `${what} cannot serve ${left.map((s) => `${s.remote}@${s.version}`).join(', ')}: ` +
  left.map((s) => s.reason).join(' ') +
  ` To change them together, run: ${command} --with ${[...new Set(left.map((s) => s.remote))].join(',')}`;

/**
 * Move every remote in `together` that `shell` cannot serve as it stands to the newest of its
 * versions that shell serves (never one rolled back), ending a canary it cannot serve; throws when a
 * remote has none. What it left is marked rolled back by ops.
 */
function followShell(registry, shell, together, now) {
  const moved = [];
  for (const remote of together) {
    const entry = registry.remotes[remote];
    if (!entry) continue;
    const serves = (v) => !v.requires || !incompatibility(remote, v.requires, shell);
    if (entry.canary && !serves(entry.versions.find((v) => v.version === entry.canary.version))) delete entry.canary;
    const active = entry.versions.find((v) => v.version === entry.active);
    if (!active || serves(active)) continue;
    const target = entry.versions.find((v) => v !== active && !v.rolledBack && serves(v));
    if (!target) throw new ReleaseRefused(`${remote} has no released version that shell serves: release one first`);
    active.rolledBack = leftByOps(now);
    entry.active = target.version;
    moved.push(`${remote}@${target.version}`);
  }
  return moved;
}

/**
 * `npm run release -- shell [--with <remotes>]`: copy the shell's build into a new immutable version
 * folder beside the registry and make it the one the shell origin serves. Refused when it cannot serve
 * an active remote (or a running canary) unless that remote is released with it (`together`, each
 * remote's build in `mf-<remote>/dist`, or `sourceDirs[remote]`), each checked against the new shell.
 */
export async function releaseShell({
  repoDir,
  deployDir,
  now = new Date(),
  sourceDir = join(repoDir, 'shell'),
  together = [],
  sourceDirs = {},
}) {
  const shell = await buildOf(sourceDir, 'shell');
  const builds = [];
  for (const remote of together) {
    const build = await buildOf(sourceDirs[remote] ?? join(repoDir, `mf-${remote}`), `mf-${remote}`);
    const requires = requirementsOf(build.manifest);
    const refusal = incompatibility(remote, requires, shell.manifest);
    if (refusal) throw new ReleaseRefused(refusal);
    builds.push({ remote, requires, ...build });
  }
  return updateRegistry(deployDir, async (registry) => {
    const left = stranded(registry, shell.manifest).filter((s) => !together.includes(s.remote));
    if (left.length) throw new ReleaseRefused(strandedMessage('this shell', left, 'npm run release -- shell'));
    const entry = (registry.shell ??= { active: null, versions: [] });
    const { record, created } = await addRelease(entry, {
      deployDir,
      name: 'shell',
      dist: shell.dist,
      repoDir,
      pkgVersion: shell.pkgVersion,
      now,
      more: { provides: { shared: sharedVersionOf(shell.manifest) } },
    });
    entry.active = record.version;
    const released = [];
    for (const build of builds) {
      const { entry: remoteEntry, record: added } = await addRemoteRelease(registry, {
        deployDir,
        repoDir,
        now,
        ...build,
      });
      const remote = build.remote;
      remoteEntry.active = added.version;
      delete remoteEntry.canary;
      released.push(`${remote}@${added.version}`);
    }
    return { version: record.version, created, released };
  });
}

/**
 * `npm run rollback -- shell [version] [--with <remotes>]`: serve the previous shell release not
 * rolled back (or the named one) again. Refused when that shell cannot serve an active remote (or a
 * running canary), unless the remote is named in `together`: it then returns to the newest of its
 * versions that shell serves (`followShell`).
 */
export async function rollbackShell({ deployDir, version, together = [], now = new Date() }) {
  return updateRegistry(deployDir, async (registry) => {
    const entry = registry.shell;
    if (!entry?.active) throw new Error('the shell has never been released (npm run release -- shell)');
    const target = version ? entry.versions.find((v) => v.version === version) : shellRollbackTarget(entry);
    if (!target)
      throw new Error(
        version ? `the shell has no version ${version}` : `the shell has no version before ${entry.active}`,
      );
    const shell = await manifestIn(shellReleaseDir(deployDir, target.version));
    const left = stranded(registry, shell).filter((s) => !together.includes(s.remote));
    if (left.length)
      throw new ReleaseRefused(
        strandedMessage(`shell ${target.version}`, left, `npm run rollback -- shell ${target.version}`),
      );
    const moved = followShell(registry, shell, together, now);
    const index = entry.versions.findIndex((v) => v.version === entry.active);
    if (index >= 0 && index < entry.versions.indexOf(target)) entry.versions[index].rolledBack = leftByOps(now);
    delete target.rolledBack;
    entry.active = target.version;
    return { active: target.version, moved };
  });
}

/** `npm run release -- <remote> --promote`: the canary becomes every guest's version. */
export async function promoteCanary({ deployDir, remote, shellDir }) {
  const shell = await shellToCheck(deployDir, shellDir);
  return updateRegistry(deployDir, (registry) => {
    const entry = registry.remotes[remote];
    if (!entry?.canary) {
      const failed = entry?.versions.find((v) => v.rolledBack);
      throw new ReleaseRefused(
        `${remote} has no canary to promote` +
          (failed ? `: ${remote}@${failed.version} was rolled back ${describeRollback(failed.rolledBack)}` : ''),
      );
    }
    const record = entry.versions.find((v) => v.version === entry.canary.version);
    const refusal = incompatibility(remote, record.requires ?? {}, shell);
    if (refusal) throw new ReleaseRefused(refusal);
    entry.active = record.version;
    delete entry.canary;
    return record.version;
  });
}

/**
 * The versions older than the one at `index` to fall back to, in order: those guests loaded without
 * failures first (`provenAt`), newest first within each kind; never one rolled back.
 */
function fallbacksAfter(entry, index) {
  const older = entry.versions.slice(index + 1).filter((v) => !v.rolledBack);
  return [...older.filter((v) => v.provenAt), ...older.filter((v) => !v.provenAt)];
}

/** The version a rollback returns to from the active one: the first of its fallbacks (last known good). */
export function lastKnownGood(entry) {
  return fallbacksAfter(
    entry,
    entry.versions.findIndex((v) => v.version === entry.active),
  )[0];
}

/**
 * `npm run rollback`: ends a running canary (its guests return to the active version); otherwise
 * points the remote back at its last known good (or the named) version. Refused when the active
 * shell cannot serve that version (ARCHITECTURE rule 12).
 */
export async function rollbackRemote({ deployDir, remote, version, shellDir, now = new Date() }) {
  const shell = await shellToCheck(deployDir, shellDir);
  return updateRegistry(deployDir, (registry) => {
    const entry = registry.remotes[remote];
    if (!entry) throw new Error(`${remote} has never been released`);
    if (entry.canary && !version) {
      const ended = entry.versions.find((v) => v.version === entry.canary.version);
      delete entry.canary;
      if (ended) ended.rolledBack = leftByOps(now);
      return { active: entry.active, endedCanary: ended?.version };
    }
    const target = version ? entry.versions.find((v) => v.version === version) : lastKnownGood(entry);
    if (!target)
      throw new Error(
        version ? `${remote} has no version ${version}` : `${remote} has no version before ${entry.active}`,
      );
    const refusal = target.requires && incompatibility(remote, target.requires, shell);
    if (refusal) throw new ReleaseRefused(refusal);
    const left = entry.versions.findIndex((v) => v.version === entry.active);
    if (left >= 0 && left < entry.versions.indexOf(target)) entry.versions[left].rolledBack = leftByOps(now);
    delete target.rolledBack;
    entry.active = target.version;
    if (entry.canary?.version === target.version) delete entry.canary;
    return { active: target.version };
  });
}

/** "automatically at <time>: 6 of 8 loads failed (…)" or "by npm run rollback at <time>". */
export function describeRollback(rolledBack) {
  if (rolledBack.by) return `by ${rolledBack.by} at ${rolledBack.at}`;
  const attempts = rolledBack.loads + rolledBack.failures;
  return (
    `automatically at ${rolledBack.at}: ${rolledBack.failures} of ${attempts} loads failed ` +
    `(${Math.round((rolledBack.failures / attempts) * 100)}%, over the ${Math.round(rolledBack.maxFailureRate * 100)}% ` +
    `it allows) while it was a canary for ${rolledBack.percent}% of guests`
  );
}

/**
 * The registry weighs what guests' browsers reported (`health`: the API's `remote-health`, loads and
 * failures per remote and version): a running canary whose failures pass its policy is rolled back,
 * its guests returned to the active version; a version within its policy over enough loads is proven
 * (the last known good a rollback and a failed load return to). Returns what it did, one line each.
 */
export function reviewReleases(registry, health, now = new Date()) {
  const at = new Date(now).toISOString();
  const done = [];
  const countsOf = (remote, version) => {
    const row = health.find((h) => h.remote === remote && h.version === version);
    return { loads: row?.loads ?? 0, failures: row?.failures ?? 0 };
  };
  for (const [remote, entry] of Object.entries(registry.remotes)) {
    for (const record of entry.versions) {
      const { minLoads, maxFailureRate } = { ...releasePolicy, ...record.policy };
      const { loads, failures } = countsOf(remote, record.version);
      const attempts = loads + failures;
      if (attempts < minLoads || record.rolledBack) continue;
      const failing = failures / attempts > maxFailureRate;
      if (failing && entry.canary?.version === record.version) {
        record.rolledBack = { at, loads, failures, maxFailureRate, percent: entry.canary.percent };
        delete entry.canary;
        done.push(`rolled back ${remote}@${record.version} ${describeRollback(record.rolledBack)}`);
      } else if (!failing && !record.provenAt) {
        record.provenAt = at;
        done.push(`${remote}@${record.version} proved good: ${failures} failures in ${attempts} loads`);
      }
    }
  }
  return done;
}

/** Whether anything in the registry waits on guests' reports: a canary, or a version not yet proven. */
const awaitingReports = (registry) =>
  Object.values(registry.remotes).some(
    (entry) => entry.canary || entry.versions.some((v) => v.version === entry.active && !v.provenAt),
  );

/** The API's loads and failures per version; throws when it does not answer within `timeoutMs`. */
export async function fetchHealth(apiOrigin, timeoutMs = 3_000) {
  const response = await fetch(`${apiOrigin}/api/telemetry/remote-health`, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`the API answered ${response.status}`);
  return (await response.json()).data;
}

/**
 * The registry's watch, run by the shell origin (topology.mjs): every `intervalMs` while something
 * awaits guests' reports, it reads the API's counts and reviews the releases (`reviewReleases`),
 * writing and logging what it did. An API that does not answer is logged and asked again next time.
 */
export function watchReleases({ deployDir, apiOrigin, intervalMs = 10_000, log = console.log }) {
  let timer;
  let stopped = false;
  const tick = async () => {
    try {
      if (awaitingReports(await readRegistry(deployDir))) {
        const health = await fetchHealth(apiOrigin);
        const done = await updateRegistry(deployDir, (registry) => {
          const lines = reviewReleases(registry, health);
          return lines.length ? lines : undefined;
        });
        for (const line of done ?? []) log(`[registry] ${line}`);
      }
    } catch (error) {
      log(`[registry] could not review releases: ${error.message}`);
    }
    if (!stopped) timer = setTimeout(tick, intervalMs);
  };
  timer = setTimeout(tick, intervalMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** A browser's canary bucket, 0–99: sticky by a cookie the shell origin sets on `/remotes.json`. */
export const bucketCookie = 'makao_release_bucket';

export function bucketOf(cookieHeader = '') {
  const match = new RegExp(`(?:^|;\\s*)${bucketCookie}=(\\d{1,2})(?:;|$)`).exec(cookieHeader);
  return match ? Number(match[1]) : undefined;
}

/**
 * What `/remotes.json` answers a browser in canary bucket `bucket`: the registry with absolute
 * manifest URLs on the configured CDN origin and the runtime configuration of the front ends. A
 * running canary is the active version for the buckets below its percentage. Versions are listed
 * newest first down to the one active for this browser; after it come the versions to fall back to:
 * the everyone's-active one (for a canary), then those proven good, then the rest; a version rolled
 * back for failing is left out.
 */
export function publicRegistry(registry, { cdnOrigin, apiOrigin, blogOrigin }, bucket = 100) {
  const listed = (v) => ({
    version: v.version,
    entry: `${cdnOrigin}${v.path}`,
    releasedAt: v.releasedAt,
    // What the shell's loader reads (servableVersions); `taken` is for release and rollback.
    ...(v.requires && { requires: { shared: v.requires.shared } }),
  });
  return {
    apiBaseUrl: apiOrigin,
    blogBaseUrl: blogOrigin ?? apiOrigin,
    remotes: Object.fromEntries(
      Object.entries(registry.remotes).map(([name, entry]) => {
        const active = entry.canary && bucket < entry.canary.percent ? entry.canary.version : entry.active;
        const index = entry.versions.findIndex((v) => v.version === active);
        if (index < 0) return [name, { active, versions: entry.versions.map(listed) }];
        const newer = entry.versions.slice(0, index).filter((v) => !v.rolledBack);
        // A canary's guest falls back to the version everyone else runs first.
        const fallbacks = fallbacksAfter(entry, index).sort(
          (a, b) => (b.version === entry.active) - (a.version === entry.active),
        );
        return [name, { active, versions: [...newer, entry.versions[index], ...fallbacks].map(listed) }];
      }),
    ),
  };
}
