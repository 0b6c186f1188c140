/**
 * Performance (bench/results.md): what a remote's production entry gets for the federation's bundler
 * runtime (`@module-federation/webpack-bundler-runtime`, aliased here by remoteBuild.ts): the shell's
 * copy, lent by its `lendBundlerRuntimePlugin`, instead of a copy of its own (about 2 KB compressed
 * per remote entry). The same object the package exports, with three parts of the remote's own:
 * - `runtime`: its own `@module-federation/runtime` module (through `enhanced/runtime`), whose `init`
 *   remembers the instance it creates. With the shell's module, the remote's instance would replace the
 *   shell's and the shell's `loadRemote` would look for remotes in the wrong instance. Only the two
 *   functions the bundler runtime calls on it (`runtime.init`, `runtime.getRemoteEntry`: the package
 *   test checks the list), so the entry keeps no more of the module than the remote's own code uses.
 * - `S`, the share scopes the bundler fills per container, starts empty.
 * - `initContainerEntry`: the shell has no exposes, so its build drops it.
 * Like the runtime core (`externalRuntime`), this couples a remote to the shell's federation version:
 * every app builds from the one lockfile (release order: the shell's README).
 */
import { getRemoteEntry, init } from '@module-federation/enhanced/runtime';
import { initContainerEntry } from 'federation-own/init-container-entry';

const lent = globalThis._MAKAO_BUNDLER_RUNTIME;
if (!lent) throw new Error('The shell lends no federation bundler runtime: load this remote through the shell.');

export default {
  runtime: { getRemoteEntry, init },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...lent.bundlerRuntime, S: {}, initContainerEntry },
  attachShareScopeMap: lent.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
