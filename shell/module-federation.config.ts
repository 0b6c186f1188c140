import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { sharedSingletons } from 'federation-build';

/**
 * The shell is a host with no remotes at build time (ARCHITECTURE rule 2): it reads /remotes.json
 * at start and registers them with the runtime.
 */
export default createModuleFederationConfig({
  name: 'shell',
  remotes: {},
  // Rule 3: the default strategy loads every remote's entry at start, so one dead remote blanks the site.
  shareStrategy: 'loaded-first',
  shared: sharedSingletons,
  runtimePlugins: [
    './src/app/remoteFailurePlugin.ts',
    './src/app/manifestPlugin.ts',
    './src/app/remoteLoadStepsPlugin.ts',
  ],
  // Rule 7: the type plugin downloads over HTTP and opens a socket; contracts live in the `contracts` workspace.
  dts: false,
  // Performance (ARCHITECTURE notes): the shell provides the federation runtime core to the remotes
  // (their builds set the documented `externalRuntime`), and leaves the runtime's Node-only code and
  // its snapshot plugin out (manifestPlugin.ts reads the remotes' manifests instead).
  experiments: { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } },
});
