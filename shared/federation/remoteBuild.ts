import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RsbuildConfig, RsbuildPlugin } from '@rsbuild/core';
import type { createModuleFederationConfig, pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { RemoteName } from 'contracts';
import { buildPageName } from './buildName';
import { devOrigin, devPorts, federationAliasFor, htmlTemplate, production, publicSurfacesPlugin } from './index';
import { workspaceSources } from './workspaceSources';

const standaloneNotice =
  '<p>This part of Makao runs inside the site. Its standalone page runs with <code>npm run dev</code>.</p>';

/**
 * The build plugins a remote brings from its own install (its package.json's devDependencies): its
 * team may take a patch release of Module Federation or Rsbuild alone (ARCHITECTURE rule 11).
 */
export interface RemoteToolchain {
  pluginModuleFederation: typeof pluginModuleFederation;
  pluginReact: () => RsbuildPlugin;
}

/**
 * The Rsbuild config every remote uses: React, its own federation config, assets addressed relative
 * to wherever its manifest is served (rule 10: each release's own versioned CDN path, never the
 * shell's origin), and a standalone dev page on its own port. The build plugins and the federation
 * runtime are the remote's own (`toolchain`, and the runtime files found from its folder).
 */
export function remoteBuildConfig(
  name: RemoteName,
  federation: ReturnType<typeof createModuleFederationConfig>,
  { pluginModuleFederation, pluginReact }: RemoteToolchain,
): RsbuildConfig {
  // This build's own names on the page (buildName.ts): a release that fails cannot poison its fallback.
  const pageName = production
    ? buildPageName(name, process.cwd(), path.dirname(createRequire(import.meta.url).resolve('shared/package.json')))
    : name;
  return {
    plugins: [
      pluginReact(),
      pluginModuleFederation({ ...federation, library: { type: 'global', name: pageName } }),
      publicSurfacesPlugin(),
    ],
    source: {
      // The standalone page is for development: in production the page only says so (standalone.ts).
      entry: { index: production ? fileURLToPath(new URL('./standalone.ts', import.meta.url)) : './src/index.ts' },
      define: {
        // Only the standalone dev page reads these; inside the site the shell configures the runtime.
        'process.env.DEV_API_URL': JSON.stringify(process.env.API_URL ?? devOrigin('api')),
        'process.env.DEV_REMOTE_PORTS': JSON.stringify(devPorts),
      },
    },
    resolve: { alias: federationAliasFor(process.cwd()) },
    html: {
      title: `Makao · ${name} (standalone)`,
      template: htmlTemplate,
      templateParameters: { firstPaint: production ? standaloneNotice : '' },
    },
    // Without the shell its modules have no React to share: in production the page takes none of its
    // scripts, only its notice (its title and meta tags stay).
    tools: {
      htmlPlugin: (config) => (production ? { ...config, chunks: [] } : config),
      rspack: { output: { uniqueName: pageName, chunkLoadingGlobal: `chunk_${pageName}` } },
    },
    // A picture the code imports (the catalog's scenes) is a file of the release, never inlined into
    // the JavaScript: it loads when shown, and caches on its own.
    output: { assetPrefix: 'auto', distPath: { root: 'dist' }, dataUriLimit: { svg: 0 } },
    // Performance (bench/results.md): a module of the workspace packages that two of the remote's chunks
    // use goes into a chunk of its own, however small. The workspace entries the shell does not provide
    // are each a chunk of the remote's, and by default each carried its own copy of the modules they
    // have in common (the detail page loaded `contracts/api.ts` twice, with `contracts/rules` and
    // `contracts/booking-lifecycle`).
    performance: {
      chunkSplit: {
        strategy: 'split-by-experience',
        override: {
          cacheGroups: {
            workspace: {
              test: workspaceSources({ shared: '', contracts: '' }),
              chunks: 'async',
              minChunks: 2,
              minSize: 0,
              priority: -5,
              reuseExistingChunk: true,
            },
          },
        },
      },
    },
    // Dev servers answer the shell's dev origin only (the CDN origin sends CORS in production).
    server: {
      port: devPorts[name],
      cors: { origin: [devOrigin('shell')] },
      historyApiFallback: true,
    },
    // Absolute in dev, so a deep link on the standalone page (e.g. /blog/8) still finds its scripts.
    dev: { assetPrefix: `${devOrigin(name)}/` },
  };
}
