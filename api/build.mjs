// Bundles src/server.ts into dist/server.js (or the file named by the first argument, which must lie
// inside this package so the externals resolve): the workspace package `shared` is bundled in, every
// dependency of this package stays external (installed beside it, PGlite's wasm files included).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => name !== 'shared');

await build({
  entryPoints: [new URL('./src/server.ts', import.meta.url).pathname],
  outfile: process.argv[2] ? resolve(process.argv[2]) : new URL('./dist/server.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'info',
});
