/**
 * ARCHITECTURE federation rule 4: the singletons every app shares, subpaths included, listed once.
 * Node-side only (read by each app's module-federation.config.ts at build time).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pkg from '../package.json';
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';
import { federationSetupRequest, rewriteFederationSetupRequest } from './federationSetup';
import { borrowedBundlerRuntimeFiles, cutSourceFiles, federationRuntimeFiles, slimRuntimeFiles } from './packageFiles';
import { readRuntimeTemplates, rewriteRuntimeModule } from './runtimeModules/runtimeModules';

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
  // The cut of jotai/utils (jotai-utils.mjs): two of its seventeen names; the exact key wins over `jotai/`.
  'jotai/utils': cut('jotai', './jotai-utils.mjs'),
  'jotai/': one('jotai'),
  // The cut of styled-components (styled-components.mjs): the six names the apps use.
  'styled-components': cut('styled-components', './styled-components.mjs'),
  // Shared for its one QueryClient context; the cut (react-query.mjs) lets the unused rest be dropped.
  '@tanstack/react-query': cut('@tanstack/react-query', './react-query.mjs'),
  // The workspace package: contracts, atoms and UI kit must be one instance across apps.
  'shared/': { singleton: true, requiredVersion: pkg.version },
};

/** Dev-server ports and origins, the table scripts/dev.mjs reads too (devPorts.mjs). */
export { devOrigin, devPorts } from './devPorts.mjs';

/** The page template of every app: language set for screen readers and translation (en-KE). */
export const htmlTemplate = fileURLToPath(new URL('./index.html', import.meta.url));

/**
 * Performance (ARCHITECTURE notes): a remote's production entry borrows the federation runtime the
 * shell provides instead of carrying its own copy (about 30 KB compressed per remote). The dev build
 * keeps its own copy so a remote's standalone dev page still runs without the shell.
 * `disableRemote` drops the bundler's code for a build's own static remotes from the production entry
 * (0.6 KB compressed each, bench/results.md): no remote has any (rule 2), and remote to remote (rule 9)
 * goes through the shell's runtime instance (`RemoteModule` in `shared/ui`), never the remote's own.
 * The dev build keeps it: a standalone dev page loads its widgets through a runtime of its own.
 */
/** Whether this is a production build (the settings below and remoteBuild.ts differ by it). */
export const production = process.env.NODE_ENV === 'production';
/**
 * The workspace package's entries the shell provides: those its own code imports (its manifest lists
 * them). The browser tests check the list against the deployed manifests.
 */
export const shellProvidedEntries = [
  'shared/config',
  'shared/contracts',
  'shared/host-session',
  'shared/state',
  'shared/ui',
  'shared/ui-extras',
  'shared/ui-faq',
  'shared/ui-dialog',
] as const;
/**
 * What a remote shares. In production it brings no copy of its own (`import: false`) of the libraries
 * (rule 4) nor of the workspace package's entries the shell provides: the browser tests check that
 * each one a remote takes so is one the shell's manifest provides. Its entry then lists no fallbacks for
 * them (bench/results.md) and its build emits no copies. The rest of the workspace package (`shared/`:
 * `shared/rules`, `shared/calendar`, ...) keeps its fallbacks, and the first remote that needs one
 * provides it. The dev build keeps every copy for the standalone dev page.
 */
export const remoteShared = production
  ? {
      ...Object.fromEntries(
        Object.entries(sharedSingletons).map(([key, config]) => [
          key,
          key === 'shared/' ? config : { ...config, import: false as const },
        ]),
      ),
      ...Object.fromEntries(
        shellProvidedEntries.map((key) => [key, { ...sharedSingletons['shared/'], import: false as const }]),
      ),
    }
  : sharedSingletons;
export const remoteExperiments = {
  externalRuntime: production,
  optimization: { target: 'web' as const, disableRemote: production },
};

/**
 * Every app's `resolve.alias`: the federation runtime as ES modules and the sources of the library
 * cuts, each file found through its package (packageFiles.ts), never by an install path.
 */
const here = fileURLToPath(import.meta.url);
export const federationAlias: Record<string, string> = {
  ...federationRuntimeFiles(here),
  ...cutSourceFiles(here),
};

/**
 * A remote's `resolve.alias`: in production its entry also borrows the bundler runtime the shell lends
 * (borrowedBundlerRuntime.mjs), as it borrows the runtime core. The dev build keeps its own copy, so
 * the standalone dev page runs without the shell.
 */
export const remoteAlias: Record<string, string> = production
  ? {
      ...federationAlias,
      ...borrowedBundlerRuntimeFiles(here, fileURLToPath(new URL('./borrowedBundlerRuntime.mjs', import.meta.url))),
    }
  : federationAlias;

/**
 * The shell's build (the one copy of the federation runtime, lent to every remote): replaces the
 * runtime's modules the site never calls into with smaller ones (packageFiles.ts
 * `slimRuntimeReplacements`, about 3.8 KB compressed off the shell's entry, bench/results.md). Matched
 * by the resolved file, so only that package's own module is replaced.
 */
export const slimRuntimePlugin = (): RsbuildPlugin => ({
  name: 'makao:slim-runtime',
  setup(api) {
    const { aliases, replaced } = slimRuntimeFiles(here, path.dirname(here));
    api.modifyRspackConfig((config, { rspack }) => {
      config.resolve ??= {};
      config.resolve.alias = { ...(config.resolve.alias as Record<string, string>), ...aliases };
      config.plugins ??= [];
      for (const { original, by } of replaced) {
        const exactly = new RegExp(`^${original.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}$`);
        config.plugins.push(new rspack.NormalModuleReplacementPlugin(exactly, by));
      }
    });
  },
});

/**
 * The federation setup the build plugin inlines into every app's entry, and the webpack runtime's
 * script loader, JSONP chunk loading and automatic public path: the shell's build lends its copies (`lend`), a remote's
 * production build calls the lent ones (`borrow`). federationSetup.ts and runtimeModules.ts say how.
 */
export const federationSetupPlugin = (role: 'lend' | 'borrow'): RsbuildPlugin => ({
  name: 'makao:federation-setup',
  setup(api) {
    const runtimeTemplates = readRuntimeTemplates(fileURLToPath(new URL('./runtimeModules', import.meta.url)));
    api.modifyRspackConfig((config, { rspack }) => {
      config.plugins ??= [];
      config.plugins.push(
        new rspack.NormalModuleReplacementPlugin(federationSetupRequest, (data: { request: string }) => {
          data.request = rewriteFederationSetupRequest(data.request, role);
        }),
        // Production only: no dev build borrows them (a remote's dev page keeps its own runtime), and a
        // dev runtime's modules are not the production templates (hot updates).
        production && {
          apply(compiler: Rspack.Compiler) {
            compiler.hooks.thisCompilation.tap('makao:runtime-modules', (compilation) => {
              compilation.hooks.runtimeModule.tap('makao:runtime-modules', (module) => {
                const source = module.source?.source.toString('utf-8');
                const rewritten = source && rewriteRuntimeModule(module.name, source, role, runtimeTemplates);
                if (rewritten && module.source) module.source.source = Buffer.from(rewritten, 'utf-8');
              });
            });
          },
        },
      );
    });
  },
});
