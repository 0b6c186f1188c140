/**
 * ARCHITECTURE federation rule 4: the singletons every app shares, subpaths included, listed once.
 * Node-side only (read by each app's module-federation.config.ts at build time).
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import pkg from '../package.json';

const versions = pkg.peerDependencies as Record<string, string>;

const one = (name: string) => ({ singleton: true, requiredVersion: versions[name] as string });
/** A library shared as the site's cut of it (a module re-exporting the names the apps use). */
const cut = (name: string, file: string) => ({
  ...one(name),
  version: versions[name] as string,
  import: fileURLToPath(new URL(file, import.meta.url)),
});
const router = (name: string) => cut(name, './react-router.mjs');

export const sharedSingletons = {
  react: one('react'),
  'react/': one('react'),
  'react-dom': one('react-dom'),
  'react-dom/': one('react-dom'),
  // Both names resolve to the site's cut of the router (react-router.mjs): one instance, 15 KB not 60.
  'react-router': router('react-router'),
  'react-router/': one('react-router'),
  'react-router-dom': router('react-router-dom'),
  jotai: one('jotai'),
  'jotai/': one('jotai'),
  'styled-components': one('styled-components'),
  // Shared for its one QueryClient context; the cut (react-query.mjs) lets the unused rest be dropped.
  '@tanstack/react-query': cut('@tanstack/react-query', './react-query.mjs'),
  // The workspace package: contracts, atoms and UI kit must be one instance across apps.
  'shared/': { singleton: true, requiredVersion: pkg.version },
};

/** Dev-server ports of each app, used only by the dev scripts. */
export const devPorts = { shell: 3000, catalog: 3101, booking: 3102, content: 3103 } as const;

/** The page template of every app: language set for screen readers and translation (en-KE). */
export const htmlTemplate = fileURLToPath(new URL('./index.html', import.meta.url));

/**
 * Performance (ARCHITECTURE notes): a remote's production entry borrows the federation runtime the
 * shell provides instead of carrying its own copy (about 30 KB compressed per remote). The dev build
 * keeps its own copy so a remote's standalone dev page still runs without the shell.
 */
export const remoteExperiments = {
  externalRuntime: process.env.NODE_ENV === 'production',
  optimization: { target: 'web' as const },
};

/**
 * Performance (issue 8): the federation runtime as ES modules, so the bundler can drop what the site
 * never calls. The build plugin locates its runtime with Node's `require.resolve`, which picks each
 * package's CommonJS file; bundled as CommonJS nothing of it can be tree-shaken (the shell's entry
 * carried 28 KB compressed, each remote's entry 13 KB). Pointing the same files at their ESM twins
 * (same package, same version) measured 24 KB and 8 KB. Used as `resolve.alias` by every app.
 */
const requireHere = createRequire(import.meta.url);
const runtimeTools = requireHere.resolve('@module-federation/runtime-tools');
const esmTwin = (cjs: string) => cjs.replace(/\.cjs$/, '.js');
const fromTools = (name: string) => requireHere.resolve(name, { paths: [runtimeTools] });
export const federationRuntimeAlias: Record<string, string> = {
  // Imported by absolute path from the entry the build plugin generates (exact match: `$`).
  [`${fromTools('@module-federation/webpack-bundler-runtime')}$`]: esmTwin(
    fromTools('@module-federation/webpack-bundler-runtime'),
  ),
  [`${requireHere.resolve('@module-federation/inject-external-runtime-core-plugin')}$`]: esmTwin(
    requireHere.resolve('@module-federation/inject-external-runtime-core-plugin'),
  ),
  // The plugin aliases this name to the CommonJS file; the same key here replaces its value.
  '@module-federation/runtime': esmTwin(fromTools('@module-federation/runtime')),
};
