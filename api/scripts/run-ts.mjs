// Bundles scripts/bench-listing.ts (TypeScript, imports src/) with esbuild and runs it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
// Inside node_modules: ignored by git and lint, and its packages resolve from there.
const outfile = new URL('node_modules/.cache/makao-bench/bench-listing.cjs', root).pathname;
await build({
  entryPoints: [new URL('scripts/bench-listing.ts', root).pathname],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: Object.keys(manifest.dependencies ?? {}).filter((name) => name !== 'shared'),
  logLevel: 'warning',
});
createRequire(import.meta.url)(outfile);
