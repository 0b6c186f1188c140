import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import {
  devOrigin,
  devPorts,
  federationAliasFor,
  htmlTemplate,
  publicSurfacesPlugin,
  sharedVersion,
} from 'federation-build';
import mfConfig from './module-federation.config';
import { firstPaintCss, firstPaintHtml } from './src/app/firstPaint';
import { patternOf, routePreloadScript } from './src/app/routePreload';
import { homeRow, routeTable } from './src/app/routeTable';
import { preloadStartupChunks, startupChunkSplit } from './startupChunks';

/** The route table's paths as patterns: the pages that exist (the others show home, answered 404). */
const routePatterns = routeTable.map((row) => patternOf(row.path));

/**
 * Writes `route-patterns.json` beside index.html: the origin answers a path none matches with 404
 * (scripts/lib/knownPages.mjs), from this one route table rather than a second list.
 */
const routePatternsPlugin = (): RsbuildPlugin => ({
  name: 'makao:route-patterns',
  setup(api) {
    api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
      compilation.emitAsset('route-patterns.json', new sources.RawSource(JSON.stringify(routePatterns)));
    });
  },
});

/** In dev: the same 404 for a path no route matches (the dev server still shows the home page). */
const unknownPathStatus = (req: { method?: string; url?: string; headers: Record<string, unknown> }) => {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  if (req.method !== 'GET' || /\.[a-z0-9]+$/i.test(path) || !String(req.headers.accept ?? '').includes('text/html')) {
    return false;
  }
  return !routePatterns.some((pattern) => new RegExp(pattern, 'i').test(path));
};

const devRegistry = {
  apiBaseUrl: process.env.API_URL ?? devOrigin('api'),
  remotes: Object.fromEntries(
    (['catalog', 'booking', 'content'] as const).map((name) => [
      name,
      {
        active: 'dev',
        versions: [
          {
            version: 'dev',
            entry: `${devOrigin(name)}/mf-manifest.json`,
            releasedAt: new Date().toISOString(),
          },
        ],
      },
    ]),
  ),
};

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation(mfConfig),
    publicSurfacesPlugin(),
    preloadStartupChunks(),
    routePatternsPlugin(),
  ],
  performance: { chunkSplit: startupChunkSplit },
  source: {
    entry: { index: './src/index.ts' },
    // The `shared` this shell provides: its loader skips remote builds that need another (rule 12).
    define: { 'process.env.SHARED_VERSION': JSON.stringify(sharedVersion) },
  },
  resolve: { alias: federationAliasFor(process.cwd()) },
  html: {
    title: 'Makao — furnished apartments, holiday homes and safari lodges in Kenya',
    meta: {
      description:
        'Book furnished apartments, holiday homes, safari lodges, serviced apartments and corporate housing across Kenya. Reserve now, pay on arrival in KSh.',
      'theme-color': '#0b6e4f',
    },
    favicon: './public/favicon.svg',
    template: htmlTemplate,
    // The top bar (and home's hero picture) paint from the HTML, before any script (firstPaint.ts).
    templateParameters: { firstPaint: firstPaintHtml },
    tags: [
      { tag: 'style', children: firstPaintCss, head: true },
      // The registry and the current route's remote start downloading before the shell's code runs.
      { tag: 'script', children: routePreloadScript(routeTable, homeRow, sharedVersion), head: true, append: true },
    ],
  },
  server: { port: devPorts.shell, historyApiFallback: true },
  dev: {
    // In dev the registry points at each remote's dev server; in production the shell origin serves it.
    setupMiddlewares: [
      (middlewares) => {
        middlewares.unshift((req, res, next) => {
          // SPEC §2: an unknown path shows the home page, with status 404 (as the shell origin answers).
          // The dev server's HTML fallback sets 200 itself, so the status is changed as the head goes out.
          if (unknownPathStatus(req)) {
            const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => typeof res;
            res.writeHead = ((status: number, ...rest: unknown[]) =>
              writeHead(status === 200 ? 404 : status, ...rest)) as typeof res.writeHead;
          }
          if (req.url !== '/remotes.json') return next();
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(JSON.stringify(devRegistry));
        });
      },
    ],
  },
});
