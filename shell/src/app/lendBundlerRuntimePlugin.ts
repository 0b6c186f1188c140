import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import federation from '@module-federation/webpack-bundler-runtime';

declare global {
  // The global the remotes' entries read (shared/federation/borrowedBundlerRuntime.mjs).
  var _MAKAO_BUNDLER_RUNTIME: Pick<typeof federation, 'bundlerRuntime' | 'attachShareScopeMap'> | undefined;
}

/**
 * Performance (bench/results.md): the shell lends its copy of the federation's bundler runtime to
 * every remote's production entry, as it lends the runtime core (`provideExternalRuntime`), so no
 * remote entry carries a copy of its own. Set when the runtime starts, before any remote's entry loads.
 */
export default function lendBundlerRuntimePlugin(): ModuleFederationRuntimePlugin {
  globalThis._MAKAO_BUNDLER_RUNTIME = {
    bundlerRuntime: federation.bundlerRuntime,
    attachShareScopeMap: federation.attachShareScopeMap,
  };
  return { name: 'makao-lend-bundler-runtime' };
}
