// Browser tests of the composed production build: one topology (built once) for the whole run.
const base = require('../jest.preset.cjs').preset({ environment: 'node' });
module.exports = {
  ...base,
  testMatch: ['<rootDir>/src/specs/**/*.test.ts'],
  globalSetup: '<rootDir>/src/support/globalSetup.ts',
  globalTeardown: '<rootDir>/src/support/globalTeardown.ts',
  testTimeout: 120_000,
  // Each worker has its own topology (globalSetup): files run side by side, one a core.
  maxWorkers: 2,
};
