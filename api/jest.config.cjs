const base = require('../jest.preset.cjs').preset({ environment: 'node', name: 'api' });

module.exports = {
  ...base,
  transform: {
    // PGlite loads Node built-ins with dynamic import(), which jest's CommonJS runtime cannot run.
    '/@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/test/require-builtins-transform.cjs',
    ...base.transform,
  },
  // @fastify/static and light-my-request require content-disposition 3 and cookie, which ship only as
  // ESM: compile them for jest's
  // CommonJS runtime (Node itself loads them with require(esm)).
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie|@electric-sql/pglite)/)'],
};
