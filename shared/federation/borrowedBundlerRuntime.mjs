/**
 * Performance (bench/results.md): what a remote's production entry gets for the federation's bundler
 * runtime (`@module-federation/webpack-bundler-runtime`, aliased here by remoteBuild.ts): the shell's
 * copy, lent by its `lendBundlerRuntimePlugin`, instead of a copy of its own (about 2.5 KB compressed
 * per remote entry). The same object the package exports, with two parts of the remote's own:
 * - `runtime`: the two functions the bundler runtime calls on it (`runtime.init`,
 *   `runtime.getRemoteEntry`: the package test checks the list). `init` is the shell's `initRemote`,
 *   the runtime module's `init` without its memory: that one remembers the instance it creates as the
 *   one its `loadRemote` uses, so with the shell's module the remote's instance would replace the
 *   shell's. It is given the remote's build identifier, as the runtime module reads its own.
 * - `S`, the share scopes the bundler fills per container, starts empty.
 * Like the runtime core (`externalRuntime`), this couples a remote to the shell's federation version:
 * every app builds from the one lockfile (release order: the shell's README).
 */
const lent = globalThis._MAKAO_BUNDLER_RUNTIME;
if (!lent) throw new Error('The shell lends no federation bundler runtime: load this remote through the shell.');

// eslint-disable-next-line no-undef -- defined by the build plugin, as the runtime module reads it
const buildId = typeof FEDERATION_BUILD_IDENTIFIER === 'undefined' ? '' : FEDERATION_BUILD_IDENTIFIER;
const { getRemoteEntry } = lent;
const init = (options) => lent.initRemote(options, buildId);

export default {
  runtime: { getRemoteEntry, init },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...lent.bundlerRuntime, S: {} },
  attachShareScopeMap: lent.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
