import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { exposesFor } from 'contracts';
import { remoteExperiments, remoteShared } from 'federation-build';

/** The content remote: exposes exactly the modules its contract in `contracts` lists (plain React components). */
export default createModuleFederationConfig({
  name: 'content',
  exposes: exposesFor('content'),
  shared: remoteShared,
  // Rule 3 for the standalone dev page, where this app is the host and registers the other remotes:
  // the default ('version-first') fetches every remote's entry before sharing anything, so the page
  // stayed blank whenever the catalog or booking dev server was not running.
  shareStrategy: 'loaded-first',
  // Rule 2: the entry's file name is content-hashed; the shell addresses this remote by its manifest.
  filename: 'static/js/remoteEntry.[contenthash:8].js',
  dts: false,
  experiments: remoteExperiments,
});
