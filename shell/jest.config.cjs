const path = require('node:path');

const base = require('../jest.preset.cjs').preset({ name: 'shell' });
// The bundler runtime's own files, which the shell's build aliases (shared/federation, slimRuntimeFiles):
// their CommonJS twins here.
const bundlerRuntimeDist = path.dirname(require.resolve('@module-federation/webpack-bundler-runtime'));

module.exports = {
  ...base,
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^federation-own/bundler-runtime/(.*)\\.js$': path.join(bundlerRuntimeDist, '$1.cjs'),
  },
};
