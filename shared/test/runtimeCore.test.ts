// The shell's build replaces three of the federation runtime core's modules with smaller ones
// (shared/federation/runtimeCore, packageFiles.ts `runtimeCoreReplacements`): each must offer every
// name the runtime imports from the module it replaces, and answer as it does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { satisfy as runtimeSatisfy } from '@module-federation/runtime-core';
import { runtimeCoreFiles } from '../federation/packageFiles';
import { satisfy } from '../federation/runtimeCore/semver';
import { SnapshotHandler } from '../federation/runtimeCore/snapshotHandler';

const federationDir = path.join(__dirname, '..', 'federation');
const { dist, replaced } = runtimeCoreFiles(path.join(federationDir, 'index.ts'), federationDir);

/** The names an ES module of the runtime core's build exports (`export { a, b as c };`). */
const exportedNames = (file: string) =>
  (/export \{([^}]*)\}/.exec(readFileSync(file, 'utf8'))?.[1] ?? '')
    .split(',')
    .map(
      (name) =>
        name
          .trim()
          .split(/\s+as\s+/)
          .pop() as string,
    )
    .filter(Boolean)
    .sort();

describe('the runtime core modules the shell replaces', () => {
  it('are found in the runtime core the federation runtime uses, and each replacement exports the same names', () => {
    expect(replaced.map(({ original }) => path.relative(dist, original)).sort()).toEqual([
      path.join('plugins', 'snapshot', 'SnapshotHandler.js'),
      path.join('utils', 'preload.js'),
      path.join('utils', 'semver', 'index.js'),
    ]);
    for (const { original, by } of replaced) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the replacement as jest loads it
      expect(Object.keys(require(by)).sort()).toEqual(exportedNames(original));
    }
  });

  it('keeps the snapshot handler every hook, the manifest cache and the remote lookup the runtime still uses', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the runtime core's own module
    const original = require(path.join(dist, 'plugins', 'snapshot', 'SnapshotHandler.cjs'));
    const host = { name: 'shell', options: { name: 'shell', version: '1.0.0' }, loaderHook: {} };
    const theirs = new original.SnapshotHandler(host);
    const ours = new SnapshotHandler(host);
    expect(Object.keys(ours.hooks.lifecycle)).toEqual(Object.keys(theirs.hooks.lifecycle));
    expect(ours.manifestCache).toBeInstanceOf(Map);
    expect(ours.manifestLoading).toBe(theirs.manifestLoading);
    expect(ours.loaderHook).toBe(host.loaderHook);

    globalThis.__FEDERATION__.moduleInfo = {
      shell: { version: '1.0.0', remoteEntry: '', remotesInfo: { catalog: { matchedVersion: '2.0.0' } } },
      'catalog:2.0.0': { version: '2.0.0', remoteEntry: 'remoteEntry.js' },
    } as never;
    for (const remote of [{ name: 'catalog' }, { name: 'booking', version: '1.0.0' }]) {
      expect(ours.getGlobalRemoteInfo(remote)).toEqual(theirs.getGlobalRemoteInfo(remote));
    }
    expect(ours.getGlobalRemoteInfo({ name: 'catalog' }).remoteSnapshot).toMatchObject({ version: '2.0.0' });
    return expect(ours.loadRemoteSnapshotInfo()).rejects.toThrow(/manifests/);
  });
});

describe('semver: the same answers as the runtime core', () => {
  const versions = [
    '0.0.0',
    '0.0.3',
    '0.1.0',
    '0.2.3',
    '0.2.9',
    '0.3.0',
    '1.0.0',
    '1.2.2',
    '1.2.3',
    '1.2.4',
    '1.3.0',
    '1.9.9',
    '2.0.0',
    '2.0.1',
    '19.3.1',
    '19.3.2',
    '20.0.0',
    '5.108.0',
    '1.2.3-beta',
    '1.2.3-alpha.10',
    '2.0.0-rc.1',
    'v1.2.3',
    '1.2.3+build.5',
    '',
    'banana',
    '1.2',
  ];
  const ranges = [
    '19.3.1',
    '=19.3.1',
    '1.2.3',
    '0.1.0',
    '5.108.0',
    '^1.2.3',
    '^1.2',
    '^1',
    '^0.2.3',
    '^0.0.3',
    '^0.0',
    '^0',
    '~1.2.3',
    '~1.2',
    '~1',
    '~0.2.3',
    '>=1.2.3',
    '>1.2.3',
    '<1.2.3',
    '<=1.2.3',
    '<=19.3.1',
    '<=1.2.3-beta',
    '>=1.2',
    '<=1.2',
    '1.2.x',
    '1.x',
    '1.2.*',
    '*',
    'x',
    '',
    '>=1.0.0 <2.0.0',
    '1.2.3 - 2.0.0',
    '^1.2.3 || ^2.0.0',
    '0.1.0 || 19.3.1',
    '>=1.2.3-beta',
    '~ 1.2.3',
    '^ 1.2.3',
    'not-a-range',
  ];
  for (const range of ranges) {
    test(`"${range}"`, () => {
      expect(versions.map((v) => [v, satisfy(v, range)])).toEqual(versions.map((v) => [v, runtimeSatisfy(v, range)]));
    });
  }

  test('where the runtime core departs from semantic versioning, it follows the standard', () => {
    // The runtime ranks a longer pre-release tag below a shorter one it extends (1.2.3-beta.2 < 1.2.3-beta)...
    expect(runtimeSatisfy('1.2.3-beta.2', '<=1.2.3-beta')).toBe(true);
    expect(satisfy('1.2.3-beta.2', '<=1.2.3-beta')).toBe(false);
    expect(satisfy('1.2.3-beta.2', '>1.2.3-beta')).toBe(true);
    // ...and matches nothing against a range whose operators stand apart from their versions.
    expect(runtimeSatisfy('1.5.0', '>= 1.0.0 < 2.0.0')).toBe(false);
    expect(satisfy('1.5.0', '>= 1.0.0 < 2.0.0')).toBe(true);
  });
});
