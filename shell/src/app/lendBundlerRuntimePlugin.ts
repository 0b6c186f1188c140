import {
  createInstance,
  getRemoteEntry,
  type ModuleFederation,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import federation from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from 'federation-own/bundler-runtime/initContainerEntry.js';

type UserOptions = Parameters<typeof createInstance>[0];

/** What the shell lends the remotes' production entries (shared/federation/borrowedBundlerRuntime.mjs). */
export interface LentBundlerRuntime extends Pick<typeof federation, 'attachShareScopeMap'> {
  bundlerRuntime: Partial<(typeof federation)['bundlerRuntime']>;
  getRemoteEntry: typeof getRemoteEntry;
  initRemote: typeof initRemote;
}

declare global {
  var _MAKAO_BUNDLER_RUNTIME: LentBundlerRuntime | undefined;
}

/**
 * The federation runtime's `init`, for a remote's container: the instance of that name (or of the
 * remote's build, `buildId`) given the options, else a new one. The same choice as the runtime
 * module's `init`, without its memory: that one also keeps the instance as the one its own
 * `loadRemote` uses, and the shell's `loadRemote` must keep using the shell's.
 */
export function initRemote(options: UserOptions, buildId: string): ModuleFederation {
  const { name, version } = options;
  const normalized = { ...options, id: options.id || '' };
  const known = globalThis.__FEDERATION__.__INSTANCES__.find(
    ({ options: own }) =>
      (buildId && own.id === buildId) || (own.name === name && (version ? own.version === version : !own.version)),
  );
  if (!known) return createInstance(normalized);
  known.initOptions(normalized);
  return known;
}

/**
 * Performance (bench/results.md): the shell lends its copy of the federation's bundler runtime to
 * every remote's production entry, as it lends the runtime core (`provideExternalRuntime`), so no
 * remote entry carries a copy of its own: with the container's `init` (`initContainerEntry`, which the
 * shell's own build, having no exposes, leaves out of the bundler runtime) and the runtime's `init`
 * for a container (`initRemote`). Set when the runtime starts, before any remote's entry loads.
 */
export default function lendBundlerRuntimePlugin(): ModuleFederationRuntimePlugin {
  globalThis._MAKAO_BUNDLER_RUNTIME = {
    bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry },
    attachShareScopeMap: federation.attachShareScopeMap,
    getRemoteEntry,
    initRemote,
  };
  return { name: 'makao-lend-bundler-runtime' };
}
