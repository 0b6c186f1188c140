import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { pluginReact } from '@rsbuild/plugin-react';
import { remoteBuildConfig } from 'federation-build/remote-build';
import federation from './module-federation.config';

export default remoteBuildConfig('content', federation, { pluginModuleFederation, pluginReact });
