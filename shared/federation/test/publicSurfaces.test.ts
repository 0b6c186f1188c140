// ARCHITECTURE rule 11: every app's build refuses a config that points the bundler past a package's
// `exports` (shared/federation/publicSurfaces.ts, run by each build as `publicSurfacesPlugin`).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cutSourceFiles, federationRuntimeFiles, resolveFrom } from '../packageFiles';
import { privateFileReason, privateSurfaceUses } from '../publicSurfaces';

const sharedFederation = path.join(__dirname, '..', 'index.ts');

describe('the public surfaces check', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'makao-surfaces-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const install = (name: string, manifest: Record<string, unknown>, files: string[]) => {
    const dir = path.join(root, 'node_modules', ...name.split('/'));
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, version: '1.0.0', ...manifest }));
    for (const file of files) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), 'export {};\n');
    }
    return dir;
  };

  it('passes the aliases every app builds with in this install', () => {
    const alias = { ...federationRuntimeFiles(sharedFederation), ...cutSourceFiles(sharedFederation) };
    expect(Object.keys(alias).length).toBeGreaterThan(4);
    expect(privateSurfaceUses({ resolve: { alias } })).toEqual([]);
  });

  it('reports an alias to a file the package does not export, and passes the ones it does', () => {
    const runtime = install(
      '@module-federation/runtime-core',
      {
        exports: { '.': { import: './dist/index.js', require: './dist/index.cjs' }, './types': './dist/types/*.d.ts' },
      },
      ['dist/index.js', 'dist/index.cjs', 'dist/utils/semver.js'],
    );
    const inner = path.join(runtime, 'dist', 'utils', 'semver.js');
    expect(privateFileReason(inner)).toBe(
      './dist/utils/semver.js is not in the exports of @module-federation/runtime-core',
    );
    expect(privateFileReason(path.join(runtime, 'dist', 'index.js'))).toBeUndefined();
    expect(privateFileReason(runtime)).toBeUndefined();
    expect(
      privateSurfaceUses({
        resolve: { alias: { 'federation-own/semver': inner, ok: path.join(runtime, 'dist', 'index.cjs'), off: false } },
      }),
    ).toEqual([
      `the alias federation-own/semver → ${inner}: ./dist/utils/semver.js is not in the exports of @module-federation/runtime-core`,
    ]);
    // A folder of the package, as an alias to its build, is past its surface too.
    expect(
      privateSurfaceUses({ resolve: { alias: [{ name: 'own', alias: path.join(runtime, 'dist') }] } }),
    ).toHaveLength(1);
  });

  it('takes exports patterns and packages without an exports map as public', () => {
    const jotai = install('jotai', { exports: { '.': './index.js', './*': { import: './esm/*.mjs' } } }, [
      'esm/vanilla/utils.mjs',
    ]);
    expect(privateFileReason(path.join(jotai, 'esm', 'vanilla', 'utils.mjs'))).toBeUndefined();
    const legacy = install('legacy', { main: 'lib/index.js' }, ['lib/deep/file.js']);
    expect(privateFileReason(path.join(legacy, 'lib', 'deep', 'file.js'))).toBeUndefined();
    // A file of the workspace's own is nobody's package.
    expect(privateFileReason(sharedFederation)).toBeUndefined();
  });

  it('reports a module replacement aimed at a package’s files', () => {
    const file = resolveFrom(sharedFederation, '@module-federation/rsbuild-plugin');
    const exactly = new RegExp(`^${file.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}$`);
    const uses = privateSurfaceUses({ plugins: [{ resourceRegExp: exactly, newResource: '/tmp/mine.js' }, null] });
    expect(uses).toHaveLength(1);
    expect(uses[0]).toMatch(/^a module replacement swaps files inside a package/);
    expect(privateSurfaceUses({ plugins: [{ resourceRegExp: /\.svg$/ }] })).toEqual([]);
  });
});
