import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The api package folder, found by walking up from this file. It holds `migrations/`, `seed/images/`
 * and the built `dist/images/`, read at run time both from `src/` (ts-jest) and from the bundle in `dist/`.
 */
function findPackageRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && existsSync(path.join(dir, 'migrations'))) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === 'api') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`api package folder not found above ${start}`);
    dir = parent;
  }
}

export const packageRoot = findPackageRoot(__dirname);
export const migrationsDir = path.join(packageRoot, 'migrations');
/** The committed artwork served under `/images/`. */
export const imagesDir = path.join(packageRoot, 'seed', 'images');
/**
 * The seed properties' own photos, also served under `/images/` (`properties/<slug>/<nn>-<kind>.svg`):
 * written by the build (`build.mjs`, `scripts/paint-seed-photos.ts`) into its output, never committed.
 */
export const paintedImagesDir = path.join(packageRoot, 'dist', 'images');
