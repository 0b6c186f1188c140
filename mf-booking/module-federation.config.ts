import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { exposesFor } from 'contracts';
import { remoteExperiments, remoteShared } from 'federation-build';

/** The booking remote: exposes exactly the modules its contract in `contracts` lists (plain React components). */
export default createModuleFederationConfig({
  name: 'booking',
  exposes: exposesFor('booking'),
  shared: remoteShared,
  // Rule 3, for the standalone dev page (where this build is the host): the default strategy loads
  // every registered remote's entry first, so a stopped catalog or content dev server broke this
  // remote's own pages, and a running one could lend its copy of `shared/state` to the widgets while
  // the page's toast viewport read the local copy (toasts never showed).
  shareStrategy: 'loaded-first',
  // Rule 2: the entry's file name is content-hashed; the shell addresses this remote by its manifest.
  filename: 'static/js/remoteEntry.[contenthash:8].js',
  dts: false,
  experiments: remoteExperiments,
});
