import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  remoteNames,
  remoteOf,
  type ExposedModule,
  type ExposedModuleId,
  type RemoteName,
  type RemoteRegistry,
  type RemoteVersion,
} from 'shared/contracts';
import type { RemoteLoader } from 'shared/ui';
import { LOAD_FAILURE, type FailedRemoteModule } from './remoteFailurePlugin';

/** The runtime registrations for the active version of every remote in the registry. */
export function registrationsOf(registry: RemoteRegistry) {
  return remoteNames.flatMap((name) => {
    const version = activeVersion(registry, name);
    return version ? [{ name, entry: version.entry }] : [];
  });
}

function activeVersion(registry: RemoteRegistry, name: RemoteName): RemoteVersion | undefined {
  const entry = registry.remotes[name];
  return entry?.versions.find((v) => v.version === entry.active);
}

/** The version released before the active one: the last known good (versions are newest first). */
function previousVersion(registry: RemoteRegistry, name: RemoteName): RemoteVersion | undefined {
  const entry = registry.remotes[name];
  if (!entry) return undefined;
  const index = entry.versions.findIndex((v) => v.version === entry.active);
  return index >= 0 ? entry.versions[index + 1] : undefined;
}

export interface RemoteFailure {
  remote: RemoteName;
  version: string;
  module: string;
  reason: string;
}

/** ARCHITECTURE rule 8: tell ops which remote and version failed (console and the API's log). */
function reportFailure(apiBaseUrl: string | undefined, failure: RemoteFailure) {
  console.error(`[remote] ${failure.remote}@${failure.version} failed to load ${failure.module}: ${failure.reason}`);
  if (!apiBaseUrl) return;
  try {
    const body = JSON.stringify(failure);
    const url = `${apiBaseUrl.replace(/\/$/, '')}/api/telemetry/remote-failure`;
    if (!navigator.sendBeacon?.(url, new Blob([body], { type: 'text/plain' }))) {
      void fetch(url, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true }).catch(
        () => {},
      );
    }
  } catch {
    // Reporting must never break the page.
  }
}

async function loadOnce<K extends ExposedModuleId>(id: K): Promise<ExposedModule<K>> {
  const module = await loadRemote<ExposedModule<K> | FailedRemoteModule>(id);
  if (!module) throw new Error(`${id} resolved to nothing`);
  if (LOAD_FAILURE in module) throw module[LOAD_FAILURE];
  if (!module.default) throw new Error(`${id} has no default export`);
  return module as ExposedModule<K>;
}

/**
 * The shell's RemoteLoader: loads through the federation runtime; when a remote's active version
 * fails, it falls back once to that remote's previous version from the registry before giving up.
 */
export function createFederationLoader(registry: RemoteRegistry | null): RemoteLoader {
  const current = new Map<RemoteName, RemoteVersion>();
  const fellBack = new Set<RemoteName>();
  if (registry) {
    for (const name of remoteNames) {
      const version = activeVersion(registry, name);
      if (version) current.set(name, version);
    }
  }
  const switchTo = (name: RemoteName, version: RemoteVersion) => {
    current.set(name, version);
    registerRemotes([{ name, entry: version.entry }], { force: true });
  };

  return {
    async load(id) {
      const remote = remoteOf(id);
      const version = current.get(remote);
      if (!version) throw new Error(`${remote} is not in the remote registry`);
      try {
        return await loadOnce(id);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        reportFailure(registry?.apiBaseUrl, { remote, version: version.version, module: id, reason });
        const previous = registry ? previousVersion(registry, remote) : undefined;
        if (!previous || fellBack.has(remote)) throw error;
        fellBack.add(remote);
        console.warn(`[remote] falling back to ${remote}@${previous.version}`);
        switchTo(remote, previous);
        return await loadOnce(id);
      }
    },
    reset(remote) {
      // Retry starts again from the registry's active version with clean runtime caches.
      const active = registry ? activeVersion(registry, remote) : undefined;
      fellBack.delete(remote);
      if (active) switchTo(remote, active);
    },
    reportRenderError(id, error) {
      const remote = remoteOf(id);
      reportFailure(registry?.apiBaseUrl, {
        remote,
        version: current.get(remote)?.version ?? 'unknown',
        module: id,
        reason: error.message,
      });
    },
  };
}
