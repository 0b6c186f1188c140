/**
 * One jest setup for every workspace: ts-jest in CommonJS mode (ESM mode fails on styled-components),
 * jsdom for the front ends, node for the API and e2e.
 */
const path = require('node:path');

function preset({ environment = 'jsdom', setup = true, name } = {}) {
  return {
    ...(name && { displayName: name }),
    testEnvironment: environment,
    transform: {
      '^.+\\.(t|j)sx?$': [
        'ts-jest',
        {
          tsconfig: {
            jsx: 'react-jsx',
            module: 'commonjs',
            moduleResolution: 'node10',
            esModuleInterop: true,
            allowJs: true,
            target: 'ES2022',
            verbatimModuleSyntax: false,
            isolatedModules: true,
          },
        },
      ],
    },
    // The workspaces' own packages (contracts, shared, test-utils) resolve through their `exports`
    // maps, as the bundlers resolve them: only pictures need a stand-in.
    moduleNameMapper: {
      '\\.(png|jpe?g|svg|webp|avif)$': path.join(__dirname, 'shared/testing/fileStub.cjs'),
    },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    setupFilesAfterEnv: setup && environment === 'jsdom' ? [path.join(__dirname, 'jest.setup.dom.cjs')] : [],
    // A component test may wait up to 15 s for what it looks for (jest.setup.dom.cjs): room for a few.
    ...(environment === 'jsdom' && { testTimeout: 60_000 }),
    clearMocks: true,
  };
}

module.exports = { preset };
