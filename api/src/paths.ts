import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The api package folder, found by walking up from this file. It holds `migrations/` and
 * `seed/images/`, read at run time both from `src/` (ts-jest) and from the bundle in `dist/`.
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
export const imagesDir = path.join(packageRoot, 'seed', 'images');
