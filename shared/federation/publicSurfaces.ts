/**
 * ARCHITECTURE federation rule 11: a build uses its libraries through their public surfaces only. A
 * library's public files are the ones its `exports` map names (a package without one exports every
 * file, as Node lets it); a build config that points the bundler at any other file of an installed
 * package (an alias, a module replacement) binds the site to that package's internals, and the next
 * patch release may move or change them. `publicSurfacesPlugin` fails every app's build that does.
 * Free of `import.meta` on purpose: the tests load it as CommonJS (shared/test/publicSurfaces.test.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

type ExportsField = string | null | ExportsField[] | { [key: string]: ExportsField };

/** Every path an `exports` value names, under any condition. */
function exportedPaths(value: ExportsField | undefined): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(exportedPaths);
  if (!value) return [];
  return Object.values(value).flatMap(exportedPaths);
}

/** Whether `relative` (`dist/x.js`) is a file `pattern` (`./dist/*.js`, or a plain path) names. */
function names(pattern: string, relative: string): boolean {
  const wanted = path.posix.normalize(pattern);
  const star = wanted.indexOf('*');
  if (star === -1) return wanted === relative;
  const [prefix, suffix] = [wanted.slice(0, star), wanted.slice(star + 1)];
  return relative.length >= wanted.length - 1 && relative.startsWith(prefix) && relative.endsWith(suffix);
}

/** The installed package `file` lies in (its folder under `node_modules`), or undefined. */
function installedPackageOf(file: string): { dir: string; name: string; exports?: ExportsField } | undefined {
  const parts = path.resolve(file).split(path.sep);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0 || at + 1 >= parts.length) return undefined;
  const length = parts[at + 1]?.startsWith('@') ? 2 : 1;
  const dir = parts.slice(0, at + 1 + length).join(path.sep);
  const manifest = path.join(dir, 'package.json');
  if (!existsSync(manifest)) return undefined;
  const json = JSON.parse(readFileSync(manifest, 'utf8')) as { name: string; exports?: ExportsField };
  return { dir, name: json.name, exports: json.exports };
}

/** Why `file` is not a public file of the package it lies in, or undefined when it is (or lies in none). */
export function privateFileReason(file: string): string | undefined {
  const pkg = installedPackageOf(file);
  if (!pkg || pkg.exports === undefined) return undefined;
  const inside = path.relative(pkg.dir, path.resolve(file));
  // The package's own folder: whatever is asked of it goes through its exports map.
  if (inside === '') return undefined;
  const relative = inside.split(path.sep).join('/');
  if (exportedPaths(pkg.exports).some((pattern) => names(pattern, relative))) return undefined;
  return `./${relative} is not in the exports of ${pkg.name}`;
}

interface CheckedConfig {
  resolve?: { alias?: unknown };
  plugins?: unknown[];
}

/**
 * What in an rspack config reaches past a package's public surface: an alias whose target is a file
 * (or folder) the package does not export, and a module replacement aimed at a package's files.
 */
export function privateSurfaceUses(config: CheckedConfig): string[] {
  const found: string[] = [];
  const alias = config.resolve?.alias;
  const entries = Array.isArray(alias)
    ? (alias as Array<{ name: string; alias: unknown }>).map(({ name, alias: to }) => [name, to] as const)
    : Object.entries((alias ?? {}) as Record<string, unknown>);
  for (const [request, targets] of entries) {
    for (const target of [targets].flat()) {
      if (typeof target !== 'string' || !path.isAbsolute(target)) continue;
      const reason = privateFileReason(target);
      if (reason) found.push(`the alias ${request} → ${target}: ${reason}`);
    }
  }
  for (const plugin of config.plugins ?? []) {
    const pattern = (plugin as { resourceRegExp?: unknown } | null)?.resourceRegExp;
    if (pattern instanceof RegExp && /node_modules/.test(pattern.source)) {
      found.push(`a module replacement swaps files inside a package (${pattern.source})`);
    }
  }
  return found;
}

/** Every app's build: fails, naming each use, when its final config reaches past a public surface. */
export const publicSurfacesPlugin = (): RsbuildPlugin => ({
  name: 'makao:public-surfaces',
  setup(api) {
    api.modifyRspackConfig({
      order: 'post',
      handler(config) {
        const uses = privateSurfaceUses(config as CheckedConfig);
        if (uses.length) {
          throw new Error(
            `This build reaches past its libraries' public surfaces (ARCHITECTURE rule 11):\n- ${uses.join('\n- ')}`,
          );
        }
      },
    });
  },
});
