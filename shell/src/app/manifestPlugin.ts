import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// Types only: this plugin runs in the shell's entry, before the shared scope exists, so it cannot
// consume `shared/config` (rule 5); `takeEarlyRequest` there is the same one line for the apps.
import type {} from 'shared/config';
import { manifestFileUrl, type RemoteManifest } from './remoteManifest';

/** How long a manifest may take, its body included, before the load fails (Retry, the previous release). */
export const MANIFEST_TIMEOUT_MS = 10_000;

/**
 * Rule 2: each remote is registered by its `mf-manifest.json`; this plugin reads that manifest and
 * points the runtime at the remote's entry. It stands in for the runtime's snapshot plugin, which the
 * shell's build leaves out (`disableSnapshot`, which takes its code off every page: bench/results.md,
 * "The shell's entry without the snapshot plugin, `/properties` without `shared/rules`, and the
 * libraries evaluated in a task of their own");
 * that plugin also preloads the exposed module's chunks, which the page head already does
 * (routePreload.ts).
 *
 * Performance: the page head has already fetched the manifest of the remote this path shows. This
 * takes the head's request instead of asking again, which takes a whole round trip off the way to the
 * page's content; once only, and a head request that failed on the network is asked again. A manifest
 * is read once per address (each release has its own), and asked again after a failure, so Retry and
 * the fallback to a previous release (federationLoader.ts) reach the CDN. One that does not arrive in
 * time fails like a missing one (the runtime's own script loads give up after 20 s).
 */
export default function manifestPlugin(): ModuleFederationRuntimePlugin {
  const manifests = new Map<string, Promise<RemoteManifest>>();
  const read = (url: string): Promise<RemoteManifest> => {
    const known = manifests.get(url);
    if (known) return known;
    const stop = new AbortController();
    const timer = setTimeout(
      () => stop.abort(new Error(`The manifest ${url} did not arrive within ${MANIFEST_TIMEOUT_MS / 1000} s`)),
      MANIFEST_TIMEOUT_MS,
    );
    const ask = () => fetch(url, { signal: stop.signal });
    const request = window.__MAKAO_EARLY__?.take(url)?.catch(ask) ?? ask();
    const stopped = new Promise<never>((_, reject) =>
      stop.signal.addEventListener('abort', () => reject(stop.signal.reason), { once: true }),
    );
    const manifest = Promise.race([
      request.then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status} for the manifest ${url}`);
        return response.json() as Promise<RemoteManifest>;
      }),
      stopped,
    ]).finally(() => clearTimeout(timer));
    manifests.set(url, manifest);
    manifest.catch(() => manifests.delete(url));
    return manifest;
  };
  return {
    name: 'makao-manifest',
    async afterResolve(args) {
      const { remote, remoteInfo } = args;
      if (!('entry' in remote) || !new URL(remote.entry).pathname.endsWith('.json')) return args;
      const manifest = await read(remote.entry);
      remoteInfo.entry = manifestFileUrl(manifest, remote.entry);
      remoteInfo.type = manifest.metaData.remoteEntry.type as typeof remoteInfo.type;
      remoteInfo.entryGlobalName = manifest.metaData.globalName;
      return args;
    },
  };
}
