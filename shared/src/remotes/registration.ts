/**
 * The one way the site registers remotes with the federation runtime (ARCHITECTURE rule 2): the shell
 * at start and on a fallback or Retry, and the standalone dev pages. `registerRemotes(…, { force: true })`
 * is the one call Module Federation 3.0 replaces (with `updateRemotes()`, and makes the old form throw):
 * it lives here only, and lint forbids `force: true` anywhere else.
 */
import { registerRemotes } from '@module-federation/enhanced/runtime';

export interface RemoteRegistration {
  name: string;
  /** The address of the remote's `mf-manifest.json`. */
  entry: string;
}

/** Registers remotes the runtime does not know yet. */
export function registerRemoteEntries(remotes: RemoteRegistration[]): void {
  registerRemotes(remotes);
}

/**
 * Points a known remote at another release (or the same one again), dropping what the runtime cached
 * of the one before: its entry, its container and its loaded modules.
 */
export function replaceRemoteEntry(remote: RemoteRegistration): void {
  registerRemotes([remote], { force: true });
}
