const path = require('node:path');

const base = require('../jest.preset.cjs').preset({ name: 'shared' });
// The federation runtime's own files, which the shell's build aliases for its replacements
// (federation/slimRuntime): their CommonJS twins here.
const runtimeCoreDist = path.dirname(require.resolve('@module-federation/runtime-core'));
const sdkDist = path.dirname(require.resolve('@module-federation/sdk'));

module.exports = {
  ...base,
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^federation-own/runtime-core/(.*)\\.js$': path.join(runtimeCoreDist, '$1.cjs'),
    '^federation-own/sdk/(.*)\\.js$': path.join(sdkDist, '$1.cjs'),
  },
};
