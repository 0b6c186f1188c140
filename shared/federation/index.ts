/**
 * ARCHITECTURE federation rule 4: the singletons every app shares, subpaths included, listed once.
 * Node-side only (read by each app's module-federation.config.ts at build time).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import contracts from 'contracts/package.json';
import shared from 'shared/package.json';
import pkg from './package.json';
import { cutSourceFiles, federationRuntimeFiles } from './packageFiles';

export { publicSurfacesPlugin } from './publicSurfaces';

const versions = pkg.peerDependencies as Record<string, string>;

/**
 * The version of the workspace packages this build is made with (ARCHITECTURE rule 12): `shared` and
 * `contracts` are one version line (workspacePackages.mjs), checked here so a build never records two.
 */
export const sharedVersion = shared.version;
if (contracts.version !== sharedVersion) {
  throw new Error(
    `contracts is ${contracts.version} and shared ${sharedVersion}: they are versioned together (.changeset/config.json).`,
  );
}
const workspace = { singleton: true, requiredVersion: `^${sharedVersion}` };

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
  // Both names resolve to the site's cut of the router (react-router.mjs, which says why): one instance.
  'react-router': router('react-router'),
  'react-router/': one('react-router'),
  'react-router-dom': router('react-router-dom'),
  jotai: one('jotai'),
  // The cut of jotai/utils (jotai-utils.mjs): two of its seventeen names; the exact key wins over `jotai/`.
  'jotai/utils': cut('jotai', './jotai-utils.mjs'),
  'jotai/': one('jotai'),
  // The cut of styled-components (styled-components.mjs): the six names the apps use.
  'styled-components': cut('styled-components', './styled-components.mjs'),
  // Shared for its one QueryClient context; the cut (react-query.mjs) lets the unused rest be dropped.
  '@tanstack/react-query': cut('@tanstack/react-query', './react-query.mjs'),
  // The workspace packages: contracts, atoms and UI kit must be one instance across apps. A build needs
  // the surface of the version it was built with or a later minor (rule 12, shared/scripts/surface.cjs):
  // the range its manifest records, which releases and the shell's loader check.
  contracts: workspace,
  'contracts/': workspace,
  'shared/': workspace,
};

export { workspaceSources } from './workspaceSources';

/** Dev-server ports and origins, the table scripts/dev.mjs reads too (devPorts.mjs). */
export { devOrigin, devPorts } from './devPorts.mjs';

/** The page template of every app: language set for screen readers and translation (en-KE). */
export const htmlTemplate = fileURLToPath(new URL('./index.html', import.meta.url));

/** Whether this is a production build (the settings below and remoteBuild.ts differ by it). */
export const production = process.env.NODE_ENV === 'production';
/**
 * The workspace packages' entries the shell provides: those its own code imports (its manifest lists
 * them). The browser tests check the list against the deployed manifests.
 */
export const shellProvidedEntries = [
  'contracts',
  // Through shared/host-session: the host calls and the CSRF header.
  'contracts/host-api',
  // Through shared/state: the saved stays' limit.
  'contracts/saved',
  'shared/config',
  'shared/host-session',
  'shared/state',
  'shared/ui',
] as const;
/**
 * What a remote shares. In production it brings no copy of its own (`import: false`) of the libraries
 * (rule 4) nor of the workspace packages' entries the shell provides: the browser tests check that
 * each one a remote takes so is one the shell's manifest provides. Its entry then lists no fallbacks for
 * them (bench/results.md) and its build emits no copies. The rest of the workspace packages
 * (`contracts/rules`, `contracts/calendar`, `shared/ui-dialog`, ...) keeps its fallbacks, and the first remote that needs one
 * provides it. The dev build keeps every copy for the standalone dev page.
 */
export const remoteShared = production
  ? {
      ...Object.fromEntries(
        Object.entries(sharedSingletons).map(([key, config]) => [
          key,
          config === workspace ? config : { ...config, import: false as const },
        ]),
      ),
      ...Object.fromEntries(shellProvidedEntries.map((key) => [key, { ...workspace, import: false as const }])),
    }
  : sharedSingletons;
/**
 * Performance (ARCHITECTURE notes): a remote's production entry uses the federation runtime core the
 * shell provides (the build plugin's documented `externalRuntime`, `provideExternalRuntime` in the
 * shell) instead of carrying its own copy, the largest part of the shell's entry (its size: bench/results.md,
 * "`contracts` a workspace of its own; booking's forms on `contracts/booking-rules`"). The runtime core
 * keeps its interface within a major version, so a remote built with another patch release of the
 * toolchain runs on it (the browser suite builds one). Everything else of the federation (bundler
 * runtime, setup, chunk loading) is the remote's own. `disableRemote` drops the bundler's code for a
 * build's own static remotes from the production entry: no remote has any (rule 2), and remote to
 * remote (rule 9) goes through the shell's runtime instance (`RemoteModule` in `shared/ui`). The dev
 * build keeps its own runtime: the standalone dev page loads its widgets through a runtime of its own.
 */
export const remoteExperiments = {
  externalRuntime: production,
  optimization: { target: 'web' as const, disableRemote: production },
};

/**
 * An app's `resolve.alias`: the federation runtime as ES modules, found from the app's own folder
 * (`appDir`: the toolchain it installs, which may be another patch release than the shell's), and the
 * sources of the library cuts; each file found through its package's `exports` (packageFiles.ts),
 * never by an install path.
 */
export function federationAliasFor(appDir: string): Record<string, string> {
  return {
    ...federationRuntimeFiles(path.join(appDir, 'package.json')),
    ...cutSourceFiles(fileURLToPath(import.meta.url)),
  };
}
