// The libraries shared as cuts (shared/federation/*.mjs: the union of the names the apps use, since a
// shared module cannot be tree-shaken) must hold every name an app imports from them: a name missing
// from a cut is undefined at run time in every app (the federation hands each app the shell's cut).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const federation = path.join(__dirname, '..');
const repo = path.join(federation, '..', '..');

/** Each library shared as a cut: the requests the apps import it by, and its cut module. */
const cuts = [
  { requests: ['react-router-dom', 'react-router'], file: 'react-router.mjs' },
  { requests: ['@tanstack/react-query'], file: 'react-query.mjs' },
  { requests: ['jotai/utils'], file: 'jotai-utils.mjs' },
  { requests: ['styled-components'], file: 'styled-components.mjs' },
];

/** The names a module re-exports with `export { … } from …`. */
function cutExports(file: string): Set<string> {
  const text = readFileSync(path.join(federation, file), 'utf8');
  const names = [...text.matchAll(/export\s*\{([^}]*)\}\s*from/g)].flatMap((m) => (m[1] as string).split(','));
  return new Set(names.map((name) => name.trim()).filter(Boolean));
}

/**
 * Every source file the four apps' and `shared`'s builds may bundle: tests and the test helpers are
 * left out, since jest resolves each library to its package (jest.preset.cjs maps none to its cut).
 */
function sourceFiles(): string[] {
  const roots = ['shell', 'mf-catalog', 'mf-booking', 'mf-content', 'shared'].map((app) => path.join(repo, app, 'src'));
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== path.join(repo, 'shared', 'src', 'testing')) walk(full);
      } else if (/\.(ts|tsx|mts|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  roots.forEach(walk);
  return files;
}

/**
 * What `source` takes at run time from `request`: the names of its named imports and re-exports
 * (type-only ones are erased), `*` for a namespace import or `export *`, `default` for a default import.
 */
export function runtimeNames(source: string, request: string): string[] {
  const quoted = `['"]${request.replace(/[/.]/g, '\\$&')}['"]`;
  const names: string[] = [];
  const statement = new RegExp(`(import|export)\\s+(type\\s+)?([^;]*?)\\s*from\\s*${quoted}`, 'g');
  for (const [, , typeOnly, clause] of source.matchAll(statement)) {
    if (typeOnly) continue;
    const braces = /\{([^}]*)\}/.exec(clause as string);
    const outside = (clause as string).replace(/\{[^}]*\}/, '').trim();
    if (/\*/.test(outside)) names.push('*');
    else if (/^[\w$]+/.test(outside)) names.push('default');
    for (const specifier of (braces?.[1] ?? '').split(',')) {
      const name = specifier.trim();
      if (!name || name.startsWith('type ')) continue;
      names.push(name.split(/\s+as\s+/)[0] as string);
    }
  }
  return names;
}

describe('the shared cuts', () => {
  it('read named imports, aliases, defaults and namespaces, and skip types', () => {
    const source = [
      "import { atomWithStorage, createJSONStorage as json, type SyncStorage } from 'jotai/utils';",
      "import type { WritableAtom } from 'jotai/utils';",
      "import * as utils from 'jotai/utils';",
      "export { loadable } from 'jotai/utils';",
      "import { atom } from 'jotai';",
    ].join('\n');
    expect(runtimeNames(source, 'jotai/utils')).toEqual(['atomWithStorage', 'createJSONStorage', '*', 'loadable']);
  });

  it.each(cuts)('hold every name the apps import from $requests.0', ({ requests, file }) => {
    const allowed = cutExports(file);
    expect(allowed.size).toBeGreaterThan(0);
    const missing: string[] = [];
    for (const source of sourceFiles()) {
      const text = readFileSync(source, 'utf8');
      for (const request of requests) {
        for (const name of runtimeNames(text, request)) {
          if (!allowed.has(name)) missing.push(`${path.relative(repo, source)}: ${name} from ${request}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
