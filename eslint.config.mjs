// One lint config for every workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The names every app may use of a library shared as a cut: exactly what its cut module re-exports.
const cutExports = (file) =>
  readFileSync(new URL(`./shared/federation/${file}`, import.meta.url), 'utf8')
    .match(/export \{([^}]*)\}/)[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
const routerExports = cutExports('react-router.mjs');

// Inside an app imports flow one way (STYLE.md, "Layout shows the architecture"): src/app and src/exposes
// may use src/features and src/lib; a feature uses its own folder and src/lib; src/lib uses only src/lib.
// No app imports another app's source: what two apps agree on lives in shared.
const root = fileURLToPath(new URL('.', import.meta.url));
const apps = ['shell', 'mf-catalog', 'mf-booking', 'mf-content'];
const featuresOf = (app) =>
  readdirSync(new URL(`./${app}/src/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const noForcedRegistration = {
  selector:
    "CallExpression:matches([callee.name='registerRemotes'], [callee.property.name='registerRemotes']) Property[key.name='force']",
  message:
    'Replace a registered remote with replaceRemoteEntry (shared/remote-registration): MF 3.0 turns `force` into updateRemotes().',
};
const apiRouteAreas = readdirSync(new URL('./api/src/routes', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const boundaryZones = [
  // The API: routes are thin HTTP adapters over src/domain; no route folder reaches into another, and
  // the domain never reaches back into a route.
  ...apiRouteAreas.map((area) => ({
    target: `./api/src/routes/${area}`,
    from: './api/src/routes',
    except: [`./${area}`, './typed.ts', './required-fields.ts', './booking-token.ts'],
    message: `A route folder never imports another: move what several use to api/src/domain/.`,
  })),
  {
    target: ['./api/src/domain', './api/src/plugins', './api/src/workers'],
    from: './api/src/routes',
    message: 'Only the app registers routes: the domain, plugins and workers never import one.',
  },
  {
    target: './api/src',
    from: './api/seed/photos.ts',
    message:
      'The seed photos are drawn at build (api/scripts/paint-seed-photos.ts) and served as files: the API never loads the drawing. Photo paths: api/seed/photo-names.ts.',
  },
  ...apps.map((app) => ({
    target: `./${app}`,
    from: apps.filter((other) => other !== app).map((other) => `./${other}`),
    message: 'No app imports another app: what two apps must agree on lives in shared.',
  })),
  {
    target: './shared',
    from: apps.map((app) => `./${app}`),
    message: 'shared is below every app: it never imports an app.',
  },
  {
    target: './shared/contracts',
    from: ['./shared/src', './shared/federation', './shared/testing'],
    message: 'contracts is below the other shared workspaces: what the API uses never reaches for the UI.',
  },
  ...apps.flatMap((app) =>
    featuresOf(app).map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [`./${feature}`],
      message: `A feature never imports another feature: move what several features use to ${app}/src/lib/.`,
    })),
  ),
  ...apps.map((app) => ({
    target: `./${app}/src/features`,
    from: [`./${app}/src/app`, `./${app}/src/exposes`, `./${app}/src/bootstrap.tsx`, `./${app}/src/index.ts`],
    message: 'A feature never imports app/ or exposes/: the app passes what it needs down as props.',
  })),
  ...apps.map((app) => ({
    target: `./${app}/src/lib`,
    from: [`./${app}/src/features`, `./${app}/src/app`, `./${app}/src/exposes`],
    message: 'src/lib imports only src/lib and shared.',
  })),
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '.deploy/**', '.tmp/**', '**/.data/**', 'api/seed/images/**'],
  },
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
    // What the builds bundle: jest resolves each library to its package, so tests (and their
    // fixtures) may use the rest of it.
    ignores: ['**/*.test.{ts,tsx}', '**/*{Fixture,Fixtures}.{ts,tsx}'],
    rules: {
      // typescript-eslint's version of the rule: a type import of a cut library is erased, so allowed.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              allowImportNames: routerExports,
              allowTypeImports: true,
              message:
                'The apps share a cut of the router (shared/federation/react-router.mjs); add the name there first.',
            },
            { name: 'react-router', message: "Import from 'react-router-dom' (the shared cut of the router)." },
            { name: 'test-utils', message: 'Test helpers never reach a production bundle: import them in tests only.' },
            { name: 'federation-build', message: 'The build tooling runs in Node at build time, never in a page.' },
            {
              name: '@tanstack/react-query',
              allowImportNames: cutExports('react-query.mjs'),
              allowTypeImports: true,
              message:
                'The apps share a cut of react-query (shared/federation/react-query.mjs); add the name there first.',
            },
            {
              name: 'jotai/utils',
              allowImportNames: cutExports('jotai-utils.mjs'),
              allowTypeImports: true,
              message:
                'The apps share a cut of jotai/utils (shared/federation/jotai-utils.mjs); add the name there first.',
            },
            {
              name: 'styled-components',
              allowImportNames: cutExports('styled-components.mjs'),
              allowTypeImports: true,
              message:
                'The apps share a cut of styled-components (shared/federation/styled-components.mjs); add the name there first.',
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
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}', 'api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }] },
  },
  {
    // Module Federation 3.0 replaces `registerRemotes(…, { force: true })` with `updateRemotes()` and
    // makes the old form throw: the one call lives in shared/src/remotes/registration.ts.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['shared/src/remotes/registration.ts'],
    rules: { 'no-restricted-syntax': ['error', noForcedRegistration] },
  },
  {
    // An entry of the shared workspaces says what it exports, name by name: its surface is checked.
    files: ['shared/**/*.{ts,tsx}'],
    ignores: ['shared/src/remotes/registration.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noForcedRegistration,
        { selector: 'ExportAllDeclaration', message: 'Name each export (`export { a, b } from`), not `export *`.' },
      ],
    },
  },
  {
    // contracts is what the API runs too: no front-end package (React's types only) and nothing of
    // `shared`, which sits above it.
    files: ['shared/contracts/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react-router*', 'jotai', 'jotai/*', 'styled-components', '@tanstack/*'],
              allowTypeImports: true,
              message: 'contracts has no React: the API runs it. Put UI code in shared.',
            },
            {
              group: ['shared', 'shared/*', 'test-utils', 'federation-build'],
              message: 'contracts imports no other workspace.',
            },
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
