import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import shellConfig from '../../shell/rsbuild.config';

/**
 * For measurement only (issue 8, federation cost): the shell with every remote's exposed modules
 * imported directly, built as one app with the shell's page settings and no federation.
 */
export default defineConfig({
  plugins: [pluginReact()],
  source: { entry: { index: './src/index.ts' } },
  html: { ...shellConfig.html, favicon: '../../shell/public/favicon.svg', tags: [] },
  output: { distPath: { root: 'dist' } },
});
