/**
 * ARCHITECTURE federation rule 4: the singletons every app shares, subpaths included, listed once.
 * Node-side only (read by each app's module-federation.config.ts at build time).
 */
import { fileURLToPath } from 'node:url';
import pkg from '../package.json';

const versions = pkg.peerDependencies as Record<string, string>;

const one = (name: string) => ({ singleton: true, requiredVersion: versions[name] as string });
const routerFacade = fileURLToPath(new URL('./react-router.mjs', import.meta.url));
const router = (name: string) => ({ ...one(name), version: versions[name] as string, import: routerFacade });

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
  '@tanstack/react-query': one('@tanstack/react-query'),
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
