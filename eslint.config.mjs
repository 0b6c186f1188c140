// One lint config for every workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readFileSync } from 'node:fs';

// The names every app may use of a library shared as a cut: exactly what its cut module re-exports.
const cutExports = (file) =>
  readFileSync(new URL(`./shared/federation/${file}`, import.meta.url), 'utf8')
    .match(/export \{([^}]*)\}/)[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
const routerExports = cutExports('react-router.mjs');

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.deploy/**', '.tmp/**', '**/.data/**', 'api/seed/images/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              allowImportNames: routerExports,
              message:
                'The apps share a cut of the router (shared/federation/react-router.mjs); add the name there first.',
            },
            { name: 'react-router', message: "Import from 'react-router-dom' (the shared cut of the router)." },
            {
              name: '@tanstack/react-query',
              allowImportNames: cutExports('react-query.mjs'),
              message:
                'The apps share a cut of react-query (shared/federation/react-query.mjs); add the name there first.',
            },
          ],
          patterns: [
            { group: ['react-router/*', 'react-router-dom/*'], message: 'Only the shared cut of the router.' },
            { group: ['@tanstack/react-query/*'], message: 'Only the shared cut of react-query.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        AbortSignal: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        window: 'readonly',
        MouseEvent: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
