// Root: every workspace's unit, component and API tests in one run (the e2e suite runs on its own).
module.exports = {
  // Jest reads a test's timeout from the run's own options, never a project's: the preset's 60 s for
  // component tests (jest.preset.cjs) holds only when set here too.
  testTimeout: 60_000,
  projects: [
    '<rootDir>/shared',
    '<rootDir>/shared/contracts',
    '<rootDir>/shared/federation',
    '<rootDir>/shared/testing',
    '<rootDir>/shell',
    '<rootDir>/mf-catalog',
    '<rootDir>/mf-booking',
    '<rootDir>/mf-content',
    '<rootDir>/api',
    '<rootDir>/scripts',
  ],
};
