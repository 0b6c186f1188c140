import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  remoteNames,
  remoteOf,
  servableVersions,
  type ExposedModule,
  type ExposedModuleId,
  type RemoteName,
  type RemoteRegistry,
  type RemoteVersion,
} from 'shared/contracts';
import { replaceRemoteEntry } from 'shared/remote-registration';
import type { RemoteLoader } from 'shared/ui';
import { LOAD_FAILURE, type FailedRemoteModule } from './remoteFailurePlugin';

/** The runtime registrations for the version of every remote in the registry this shell loads. */
export function registrationsOf(registry: RemoteRegistry, sharedVersion: string) {
  return remoteNames.flatMap((name) => {
    const [version] = servableVersions(registry.remotes[name], sharedVersion);
    return version ? [{ name, entry: version.entry }] : [];
  });
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
 * The shell's RemoteLoader: loads through the federation runtime the version of each remote this shell
 * can serve (the active one, or the newest older one its `shared` satisfies, reported as a failure of
 * the active one); when that version fails, it falls back once to the next servable one before giving up.
 */
export function createFederationLoader(registry: RemoteRegistry | null, sharedVersion: string): RemoteLoader {
  const current = new Map<RemoteName, RemoteVersion>();
  const fellBack = new Set<RemoteName>();
  const servable = (name: RemoteName) => (registry ? servableVersions(registry.remotes[name], sharedVersion) : []);
  if (registry) {
    for (const name of remoteNames) {
      const [version] = servable(name);
      if (version) current.set(name, version);
      const entry = registry.remotes[name];
      const active = entry?.versions.find((v) => v.version === entry.active);
      if (active && version !== active) {
        const reason = `${name}@${active.version} needs shared ${active.requires?.shared}; this shell provides ${sharedVersion}`;
        reportFailure(registry.apiBaseUrl, { remote: name, version: active.version, module: name, reason });
        console.warn(`[remote] ${reason}: loading ${version ? `${name}@${version.version}` : 'nothing'}`);
      }
    }
  }
  const switchTo = (name: RemoteName, version: RemoteVersion) => {
    current.set(name, version);
    replaceRemoteEntry({ name, entry: version.entry });
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
        const previous = servable(remote)[1];
        if (!previous || fellBack.has(remote)) throw error;
        fellBack.add(remote);
        console.warn(`[remote] falling back to ${remote}@${previous.version}`);
        switchTo(remote, previous);
        return await loadOnce(id);
      }
    },
    reset(remote) {
      // Retry starts again from the first version this shell can serve, with clean runtime caches.
      const [first] = servable(remote);
      fellBack.delete(remote);
      if (first) switchTo(remote, first);
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
