// Bundles one TypeScript script (it may import src/ and shared) with esbuild and runs it:
// `node scripts/run-ts.mjs scripts/bench-listing.ts`, path relative to the api folder.
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

const entry = process.argv[2];
if (!entry) throw new Error('Usage: node scripts/run-ts.mjs <script.ts>');
const root = new URL('..', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
// Inside node_modules: ignored by git and lint, and its packages resolve from there. One file per
// process, so that two runs at once (two test files making operators) never read each other's half.
const outfile = new URL(`node_modules/.cache/makao-scripts/${path.basename(entry, '.ts')}.${process.pid}.cjs`, root)
  .pathname;
process.on('exit', () => rmSync(outfile, { force: true }));
await build({
  entryPoints: [new URL(entry, root).pathname],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: Object.keys(manifest.dependencies ?? {}).filter((name) => name !== 'contracts'),
  logLevel: 'warning',
});
createRequire(import.meta.url)(outfile);
