// The federation build tooling in federation/ is a workspace of its own, with its own tests.
module.exports = {
  ...require('../jest.preset.cjs').preset({ name: 'shared' }),
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/federation/'],
};
