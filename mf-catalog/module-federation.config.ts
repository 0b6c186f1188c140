import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { exposesFor } from 'contracts';
import { remoteExperiments, remoteShared } from 'federation-build';

/** The catalog remote: exposes exactly the modules its contract in `contracts` lists (plain React components). */
export default createModuleFederationConfig({
  name: 'catalog',
  exposes: exposesFor('catalog'),
  shared: remoteShared,
  // Rule 3, for the standalone dev page (a host there): the default strategy fetches every registered
  // remote's entry before sharing, so the page stayed blank whenever booking's dev server was down.
  shareStrategy: 'loaded-first',
  // Rule 2: the entry's file name is content-hashed; the shell addresses this remote by its manifest.
  filename: 'static/js/remoteEntry.[contenthash:8].js',
  dts: false,
  experiments: remoteExperiments,
});
