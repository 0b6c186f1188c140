import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { exposesFor } from 'shared/contracts';
import { sharedSingletons } from 'shared/federation';

/** The content remote: exposes exactly the modules its contract in `shared` lists (plain React components). */
export default createModuleFederationConfig({
  name: 'content',
  exposes: exposesFor('content'),
  shared: sharedSingletons,
  // Rule 2: the entry's file name is content-hashed; the shell addresses this remote by its manifest.
  filename: 'static/js/remoteEntry.[contenthash:8].js',
  dts: false,
});
