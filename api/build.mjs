// Bundles src/server.ts into dist/server.js (or the file named by the first argument, which must lie
// inside this package so the externals resolve), and the iCal feed reader's worker thread beside it
// (feed-parser-worker.js, which plugins/feed-parser.ts starts): the workspace package `shared` is
// bundled in, every dependency of this package stays external (installed beside it, PGlite's wasm
// files included). Then it paints the seed properties' own photos into dist/images/ (served under
// /images/; scripts/paint-seed-photos.ts), whatever the server's file: the drawing runs here, not in
// the server.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { build } from 'esbuild';
import { createJiti } from 'jiti';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => name !== 'contracts');
const server = process.argv[2] ? resolve(process.argv[2]) : new URL('./dist/server.js', import.meta.url).pathname;

const options = { bundle: true, platform: 'node', format: 'cjs', target: 'node24', sourcemap: true, external };
await build({
  ...options,
  entryPoints: [new URL('./src/server.ts', import.meta.url).pathname],
  outfile: server,
  logLevel: 'info',
});
await build({
  ...options,
  entryPoints: [new URL('./src/workers/feed-parser-worker.ts', import.meta.url).pathname],
  outfile: join(dirname(server), 'feed-parser-worker.js'),
  logLevel: 'info',
});

const jiti = createJiti(import.meta.url, { fsCache: false });
const { paintSeedPhotos } = await jiti.import('./scripts/paint-seed-photos.ts');
const painted = paintSeedPhotos();
console.log(
  `  ${relative(process.cwd(), painted.dir) || '.'}: ${painted.photos} seed photos (${painted.written} written, ` +
    `${painted.removed} removed)`,
);
