// Root: every workspace's unit, component and API tests in one run (the e2e suite runs on its own).
module.exports = {
  projects: [
    '<rootDir>/shared',
    '<rootDir>/shell',
    '<rootDir>/mf-catalog',
    '<rootDir>/mf-booking',
    '<rootDir>/mf-content',
    '<rootDir>/api',
  ],
};
