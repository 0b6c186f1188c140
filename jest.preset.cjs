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
    moduleNameMapper: {
      '^shared/(config|state|ui)$': path.join(__dirname, 'shared/src/$1/index.ts'),
      '^contracts$': path.join(__dirname, 'shared/contracts/src/index.ts'),
      '^test-utils$': path.join(__dirname, 'shared/testing/index.tsx'),
      '^contracts/schemas$': path.join(__dirname, 'shared/contracts/src/schemas.ts'),
      '^contracts/booking-rules$': path.join(__dirname, 'shared/contracts/src/bookingRules.ts'),
      '^contracts/rules$': path.join(__dirname, 'shared/contracts/src/rules.ts'),
      '^contracts/bookings$': path.join(__dirname, 'shared/contracts/src/booking.ts'),
      '^contracts/html$': path.join(__dirname, 'shared/contracts/src/html.ts'),
      '^shared/seo$': path.join(__dirname, 'shared/src/seo/index.ts'),
      '^shared/seo-meta$': path.join(__dirname, 'shared/src/seo/propertyMeta.ts'),
      '^shared/hosts$': path.join(__dirname, 'shared/src/hosts/index.ts'),
      '^shared/host-session$': path.join(__dirname, 'shared/src/hosts/hostSession.ts'),
      '^contracts/host-api$': path.join(__dirname, 'shared/contracts/src/hostApi.ts'),
      '^contracts/host-rules$': path.join(__dirname, 'shared/contracts/src/hosts.ts'),
      '^contracts/host-schemas$': path.join(__dirname, 'shared/contracts/src/hostSchemas.ts'),
      '^shared/ui-extras$': path.join(__dirname, 'shared/src/ui/extras.ts'),
      '^shared/ui-faq$': path.join(__dirname, 'shared/src/ui/FaqList.tsx'),
      '^shared/ui-dialog$': path.join(__dirname, 'shared/src/ui/ModalDialog.tsx'),
      '^shared/ui-form$': path.join(__dirname, 'shared/src/ui/form/index.ts'),
      '^contracts/booking-lifecycle$': path.join(__dirname, 'shared/contracts/src/bookingLifecycle.ts'),
      '^contracts/calendar$': path.join(__dirname, 'shared/contracts/src/calendar.ts'),
      '^shared/remote-registration$': path.join(__dirname, 'shared/src/remotes/registration.ts'),
      '^contracts/calendar-schemas$': path.join(__dirname, 'shared/contracts/src/calendarSchemas.ts'),
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
