const path = require('node:path');

const base = require('../jest.preset.cjs').preset({ name: 'shared' });
// The runtime core's own files, which the shell's build aliases for its replacements
// (federation/runtimeCore): its CommonJS twins here.
const runtimeCoreDist = path.dirname(require.resolve('@module-federation/runtime-core'));

module.exports = {
  ...base,
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^federation-own/runtime-core/(.*)\\.js$': path.join(runtimeCoreDist, '$1.cjs'),
  },
};
