import { loadRemote } from '@module-federation/enhanced/runtime';
import { remoteNames, remoteOf, type ExposedModule, type ExposedModuleId, type RemoteName } from 'contracts';
import { replaceRemoteEntry } from 'shared/remote-registration';
import type { RemoteLoader } from 'shared/ui';
import { servableVersions, type RemoteRegistry, type RemoteVersion } from './releaseRegistry';
import { LOAD_FAILURE, type FailedRemoteModule } from './remoteFailurePlugin';

/** The runtime registrations for the version of every remote in the registry this shell loads. */
export function registrationsOf(registry: RemoteRegistry, sharedVersion: string) {
  return remoteNames.flatMap((name) => {
    const [version] = servableVersions(registry.remotes[name], sharedVersion);
    return version ? [{ name, entry: version.entry }] : [];
  });
}

interface RemoteFailure {
  remote: RemoteName;
  version: string;
  module: string;
  reason: string;
  /** A version this shell did not load because it cannot serve it: reported, never counted against it. */
  skipped?: boolean;
}

/**
 * Tells the API how a remote's version fared in this page (`remote-load` once it rendered,
 * `remote-failure`), which the release registry counts per version to prove a release good or roll a
 * failing canary back (docs/operations.md). Sent as a beacon; reporting must never break the page.
 */
function report(apiBaseUrl: string | undefined, kind: 'remote-load' | 'remote-failure', body: object) {
  if (!apiBaseUrl) return;
  try {
    const json = JSON.stringify(body);
    const url = `${apiBaseUrl.replace(/\/$/, '')}/api/telemetry/${kind}`;
    if (!navigator.sendBeacon?.(url, new Blob([json], { type: 'text/plain' }))) {
      void fetch(url, {
        method: 'POST',
        body: json,
        headers: { 'Content-Type': 'application/json' },
        keepalive: true,
      }).catch(() => {});
    }
  } catch {
    // Reporting must never break the page.
  }
}

/** ARCHITECTURE rule 8: tell ops which remote and version failed (console and the API's log). */
function reportFailure(apiBaseUrl: string | undefined, failure: RemoteFailure) {
  console.error(`[remote] ${failure.remote}@${failure.version} failed to load ${failure.module}: ${failure.reason}`);
  report(apiBaseUrl, 'remote-failure', failure);
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
 * can serve (the active one, or the newest older one its `shared` satisfies, reporting the active one as
 * skipped); when that version fails, it falls back once to the next servable one before giving up.
 */
export function createFederationLoader(registry: RemoteRegistry | null, sharedVersion: string): RemoteLoader {
  const current = new Map<RemoteName, RemoteVersion>();
  const fellBack = new Set<RemoteName>();
  const loaded = new Set<string>();
  /** Once per version and page: the loads the registry weighs a release's failures against. */
  const loadCounted = async <K extends ExposedModuleId>(id: K) => {
    const module = await loadOnce(id);
    const remote = remoteOf(id);
    const version = current.get(remote)?.version;
    if (version && !loaded.has(`${remote}@${version}`)) {
      loaded.add(`${remote}@${version}`);
      report(registry?.apiBaseUrl, 'remote-load', { remote, version });
    }
    return module;
  };
  const servable = (name: RemoteName) => (registry ? servableVersions(registry.remotes[name], sharedVersion) : []);
  if (registry) {
    for (const name of remoteNames) {
      const [version] = servable(name);
      if (version) current.set(name, version);
      const entry = registry.remotes[name];
      const active = entry?.versions.find((v) => v.version === entry.active);
      if (active && version !== active) {
        const reason = `${name}@${active.version} needs shared ${active.requires?.shared}; this shell provides ${sharedVersion}`;
        const skipped: RemoteFailure = { remote: name, version: active.version, module: name, reason, skipped: true };
        report(registry.apiBaseUrl, 'remote-failure', skipped);
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
        return await loadCounted(id);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        reportFailure(registry?.apiBaseUrl, { remote, version: version.version, module: id, reason });
        const previous = servable(remote)[1];
        if (!previous || fellBack.has(remote)) throw error;
        fellBack.add(remote);
        console.warn(`[remote] falling back to ${remote}@${previous.version}`);
        switchTo(remote, previous);
        return await loadCounted(id);
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
