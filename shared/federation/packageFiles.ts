/**
 * Where the build finds the files it points the bundler at, resolved the way Node resolves them (each
 * package from the package that depends on it, each file through its package's `exports` map), so a
 * nested install or a patch release that moves a file inside a package does not break the build.
 * Free of `import.meta` on purpose: the tests load it as CommonJS (shared/test/packageFiles.test.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { exports as resolveExports } from 'resolve.exports';

type ExportsField = string | null | ExportsField[] | { [key: string]: ExportsField };

/** An installed package: its directory and its package.json. */
export interface InstalledPackage {
  dir: string;
  name: string;
  version: string;
  exports?: ExportsField;
  /** Without `exports`: the ES module entry, and the browser's replacements of the package's files. */
  module?: string;
  browser?: string | Record<string, string | false>;
}

/** The file `request` names, resolved as `require` does from the file `from`. */
export const resolveFrom = (from: string, request: string): string => createRequire(from).resolve(request);

/** The installed package `name` that `file` (one of its files) belongs to. */
export function packageOf(file: string, name: string): InstalledPackage {
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const json = JSON.parse(readFileSync(manifest, 'utf8')) as Omit<InstalledPackage, 'dir'>;
      if (json.name === name) return { ...json, dir };
    }
    if (path.dirname(dir) === dir) throw new Error(`${file} is not inside the package ${name}`);
  }
}

/** A package without `exports`: its `module` entry, as its `browser` field maps it for the browser. */
function browserModuleOf(pkg: InstalledPackage): string | undefined {
  if (!pkg.module) return undefined;
  const entry = `./${path.posix.normalize(pkg.module)}`;
  const mapped = typeof pkg.browser === 'object' ? pkg.browser[entry] : undefined;
  return path.join(pkg.dir, typeof mapped === 'string' ? mapped : entry);
}

/**
 * The file `pkg` exports as `subpath` (`.` or `./name`) to an ES import in a browser bundle (rspack's
 * conditions for the web target: `browser`, `import`, `module`, `default`), or undefined when its
 * `exports` map has no such entry. A package with no `exports` map exports its browser ES module
 * (`module`, `browser`) as `.`.
 */
export function exportedModule(pkg: InstalledPackage, subpath = '.'): string | undefined {
  if (pkg.exports === undefined) return subpath === '.' ? browserModuleOf(pkg) : undefined;
  try {
    // resolve.exports reads the map as Node does: `default` and `import`, plus `browser` and `module`.
    const [target] = resolveExports(pkg, subpath, { browser: true, conditions: ['module'] }) ?? [];
    return target ? path.join(pkg.dir, target) : undefined;
  } catch {
    // No such subpath, or none for these conditions.
    return undefined;
  }
}

/**
 * The ES module twin of the CommonJS file `file` of package `name`: what the package exports to an
 * `import` of the same entry. Falls back to `file` itself (still a working build, only larger) when a
 * release stops exporting one.
 */
export function esmEntryOf(file: string, name: string, subpath = '.'): string {
  return exportedModule(packageOf(file, name), subpath) ?? file;
}

/**
 * Performance: the federation runtime as ES modules, so the bundler can drop what the site never
 * calls. The build plugin locates its runtime with `require.resolve`, which picks each package's
 * CommonJS file, and nothing of a CommonJS module can be tree-shaken, so every entry carried the whole
 * runtime (the entries' sizes before and after: bench/results.md, "What changed the numbers (home
 * page, compressed JavaScript)"). Each package is found as the plugin finds it, along the chain of
 * packages that depend on one another (rsbuild-plugin → enhanced → rspack → runtime-tools), and each
 * key is the very file the plugin imports, each value what the same package exports to an `import`.
 * `from` is a file of the workspace that depends on `@module-federation/rsbuild-plugin`.
 */
export function federationRuntimeFiles(from: string): Record<string, string> {
  const { bundlerRuntime, injectRuntime, runtime } = federationRuntimePackages(from);
  return {
    // Imported by absolute path from the entry the build plugin generates (exact match: `$`).
    [`${bundlerRuntime}$`]: esmEntryOf(bundlerRuntime, '@module-federation/webpack-bundler-runtime'),
    [`${injectRuntime}$`]: esmEntryOf(injectRuntime, '@module-federation/inject-external-runtime-core-plugin'),
    // The plugin aliases this name to the CommonJS file; the same key here replaces its value.
    '@module-federation/runtime': esmEntryOf(runtime, '@module-federation/runtime'),
  };
}

/** The runtime files the build plugin imports, found as it finds them (see federationRuntimeFiles). */
function federationRuntimePackages(from: string) {
  const plugin = resolveFrom(from, '@module-federation/rsbuild-plugin');
  const enhanced = resolveFrom(plugin, '@module-federation/enhanced');
  const rspackPlugin = resolveFrom(enhanced, '@module-federation/rspack');
  const runtimeTools = resolveFrom(rspackPlugin, '@module-federation/runtime-tools');
  return {
    bundlerRuntime: resolveFrom(runtimeTools, '@module-federation/webpack-bundler-runtime'),
    injectRuntime: resolveFrom(rspackPlugin, '@module-federation/inject-external-runtime-core-plugin'),
    runtime: resolveFrom(runtimeTools, '@module-federation/runtime'),
  };
}

/**
 * The requests the library cuts (react-router.mjs, react-query.mjs, jotai-utils.mjs) import their library by, and the
 * package each stands for. A cut cannot import its library by name: the federation would hand it the
 * shared module, i.e. the cut itself. These names match no shared key (`react-router/` included).
 */
export const cutSourceRequests = {
  'federation-cut-source/react-router': 'react-router',
  'federation-cut-source/react-query': '@tanstack/react-query',
  'federation-cut-source/jotai-utils': 'jotai',
  'federation-cut-source/styled-components': 'styled-components',
} as const;

/**
 * Every request of the workspace's own that an alias resolves (the cuts' libraries), and the declared
 * package that brings it: the package is what an install needs.
 */
export const aliasedRequestPackages: Record<string, string> = { ...cutSourceRequests };

/** The entry of its package each cut re-exports from, where it is not the main one (`.`). */
const cutSourceSubpaths: Partial<Record<keyof typeof cutSourceRequests, string>> = {
  // jotai/utils is `export *` of two files; the names the apps use are all in its vanilla half.
  'federation-cut-source/jotai-utils': './vanilla/utils',
};

/** What each cut re-exports from: the library's ES build, installed for `from` (a file of the workspace). */
export function cutSourceFiles(from: string): Record<string, string> {
  const file = (name: string, subpath = '.') => {
    const pkg = packageOf(resolveFrom(from, name), name);
    const exported = exportedModule(pkg, subpath);
    if (!exported) throw new Error(`${name} ${pkg.version} exports no ES module entry for ${subpath}`);
    return exported;
  };
  return Object.fromEntries(
    Object.entries(cutSourceRequests).map(([request, name]) => [
      `${request}$`,
      file(name, cutSourceSubpaths[request as keyof typeof cutSourceRequests]),
    ]),
  );
}
