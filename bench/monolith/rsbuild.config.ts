import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import shellConfig from '../../shell/rsbuild.config';
import { firstPaintCss } from '../../shell/src/app/firstPaint';
import { cutSourceFiles } from 'federation-build/package-files';

const firstPaintStyle = { tag: 'style', children: firstPaintCss, head: true };

/**
 * For measurement only (the cost of federation): the shell with every remote's exposed modules
 * imported directly, built as one app with the shell's page settings and no federation.
 */
export default defineConfig({
  plugins: [pluginReact()],
  source: { entry: { index: './src/index.ts' } },
  // The router's build the federated apps' cut re-exports (the one its package exports), so both builds
  // of a page carry the same router.
  resolve: {
    alias: {
      'react-router$': cutSourceFiles(fileURLToPath(import.meta.url))['federation-cut-source/react-router$'] as string,
    },
  },
  // The shell's first paint (its HTML and style), without its head script (that preloads remotes);
  // so home paints the plain top bar first, not the hero picture.
  html: { ...shellConfig.html, favicon: '../../shell/public/favicon.svg', tags: [firstPaintStyle] },
  // Pictures as files, as the remotes' builds emit them (shared/federation/remoteBuild.ts).
  output: { distPath: { root: 'dist' }, dataUriLimit: { svg: 0 } },
});
