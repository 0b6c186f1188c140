import type { RemoteName } from 'contracts';

/**
 * The release registry as the shell reads it (`/remotes.json`, written by the release tooling in
 * scripts/lib/registry.mjs): the shell's own contract with ops, not part of the surface remotes run
 * against, so a change to it never asks every remote to be rebuilt.
 */

/** One released version of a remote in the registry. */
export interface RemoteVersion {
  version: string;
  /** Absolute URL of that version's `mf-manifest.json` on the CDN origin. */
  entry: string;
  releasedAt: string;
  /** What the build needs of the shell (ARCHITECTURE rule 12): the range of `shared` it was built for. */
  requires?: { shared?: string };
}

export interface RemoteEntry {
  /** The version this browser loads: a canary's for the browsers in its share, else everyone's. */
  active: string;
  /**
   * Newest first down to the active one; after it, the versions to fall back to, the ones guests
   * have loaded without failures first (last known good), never one rolled back for failing.
   */
  versions: RemoteVersion[];
}

/**
 * `/remotes.json`, served by the shell origin with `Cache-Control: no-cache, private`: its answer is
 * this browser's (a canary is active for the browsers in its share, sticky by a cookie).
 */
export interface RemoteRegistry {
  apiBaseUrl: string;
  blogBaseUrl?: string;
  remotes: Record<RemoteName, RemoteEntry>;
}

/**
 * ARCHITECTURE rule 12: the versions of a remote a shell whose `shared` is `sharedVersion` may load, in
 * the order it tries them: the active one, then each older one, leaving out every build whose `shared`
 * range that version does not meet. Ranges are what Module Federation records in a build's manifest
 * (`^1.4.0`, or an exact `1.4.0`); any other form is not met. Self-contained on purpose: the page's head
 * runs it serialised (routePreload.ts), before the shell's code has loaded.
 */
export function servableVersions(entry: RemoteEntry | undefined, sharedVersion: string): RemoteVersion[] {
  const parts = (version: string) => {
    const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
    return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
  };
  const provided = parts(sharedVersion);
  const meets = (range: string) => {
    const caret = range.startsWith('^');
    const wanted = parts(caret ? range.slice(1) : range);
    if (!provided || !wanted) return false;
    const [major, minor, patch] = wanted as [number, number, number];
    const [hasMajor, hasMinor, hasPatch] = provided as [number, number, number];
    if (!caret) return hasMajor === major && hasMinor === minor && hasPatch === patch;
    // A caret keeps the first number that is not zero (`^1.4.0`: 1.x from 1.4.0; `^0.3.1`: 0.3.x).
    if (hasMajor !== major) return false;
    if (major === 0 && hasMinor !== minor) return false;
    if (major === 0 && minor === 0) return hasPatch === patch;
    return hasMinor > minor || (hasMinor === minor && hasPatch >= patch);
  };
  if (!entry) return [];
  const index = entry.versions.findIndex((v) => v.version === entry.active);
  if (index < 0) return [];
  return entry.versions.slice(index).filter((v) => !v.requires?.shared || meets(v.requires.shared));
}
