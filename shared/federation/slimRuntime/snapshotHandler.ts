/**
 * Performance (bench/results.md): the shell's build replaces runtime-core's snapshot handler (about
 * 1.9 KB compressed with the manifest reader it pulls in) with this one. The shell turns the
 * runtime's snapshot plugin off (`disableSnapshot`) and reads the remotes' manifests itself
 * (shell/src/app/manifestPlugin.ts), so the handler's loading is never asked for; what the rest of the
 * runtime still uses of it is kept as it is: its hooks (plugins may register on them), the manifest
 * cache and `getGlobalRemoteInfo` (both read when a remote is registered again, as a rollback does).
 * shared/test/slimRuntime.test.ts holds it to the module it replaces.
 */
import {
  Global,
  getGlobalSnapshot,
  getGlobalSnapshotInfoByModuleInfo,
  getInfoWithoutType,
} from 'federation-own/runtime-core/global.js';
import { AsyncHook } from 'federation-own/runtime-core/utils/hooks/asyncHook.js';
import { AsyncWaterfallHook } from 'federation-own/runtime-core/utils/hooks/asyncWaterfallHooks.js';
import { PluginSystem } from 'federation-own/runtime-core/utils/hooks/pluginSystem.js';

interface ModuleInfo {
  name: string;
  version?: string;
}
interface Host {
  name: string;
  options: { name: string; version?: string };
  loaderHook: unknown;
}

/** The runtime's own function, unchanged: a remote's entry in the global snapshot and the host's. */
export function getGlobalRemoteInfo(moduleInfo: ModuleInfo, origin: Host) {
  const hostGlobalSnapshot = getGlobalSnapshotInfoByModuleInfo({ name: origin.name, version: origin.options.version });
  const globalRemoteInfo =
    hostGlobalSnapshot &&
    'remotesInfo' in hostGlobalSnapshot &&
    hostGlobalSnapshot.remotesInfo &&
    getInfoWithoutType(hostGlobalSnapshot.remotesInfo, moduleInfo.name).value;
  if (globalRemoteInfo && globalRemoteInfo.matchedVersion) {
    return {
      hostGlobalSnapshot,
      globalSnapshot: getGlobalSnapshot(),
      remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({
        name: moduleInfo.name,
        version: globalRemoteInfo.matchedVersion,
      }),
    };
  }
  return {
    hostGlobalSnapshot: undefined,
    globalSnapshot: getGlobalSnapshot(),
    remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({ name: moduleInfo.name, version: moduleInfo.version }),
  };
}

export class SnapshotHandler {
  loadingHostSnapshot = null;
  manifestCache = new Map<string, unknown>();
  hooks = new PluginSystem({
    beforeLoadRemoteSnapshot: new AsyncHook('beforeLoadRemoteSnapshot'),
    loadSnapshot: new AsyncWaterfallHook('loadGlobalSnapshot'),
    loadRemoteSnapshot: new AsyncWaterfallHook('loadRemoteSnapshot'),
    afterLoadSnapshot: new AsyncWaterfallHook('afterLoadSnapshot'),
    beforeLoadManifest: new AsyncHook('beforeLoadManifest'),
    afterLoadManifest: new AsyncHook('afterLoadManifest'),
  });
  manifestLoading = Global.__FEDERATION__.__MANIFEST_LOADING__;
  loaderHook: unknown;

  constructor(public HostInstance: Host) {
    this.loaderHook = HostInstance.loaderHook;
  }

  async loadRemoteSnapshotInfo(): Promise<never> {
    throw new Error('This site reads remotes through their manifests (manifestPlugin), not the runtime snapshot.');
  }

  getGlobalRemoteInfo(moduleInfo: ModuleInfo) {
    return getGlobalRemoteInfo(moduleInfo, this.HostInstance);
  }
}
