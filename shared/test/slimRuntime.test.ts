// The shell's build replaces six of the federation runtime's modules with smaller ones
// (shared/federation/slimRuntime, packageFiles.ts `slimRuntimeReplacements`): each must offer every
// name the runtime imports from the module it replaces, and answer as it does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { satisfy as runtimeSatisfy } from '@module-federation/runtime-core';
import { slimRuntimeFiles } from '../federation/packageFiles';
import { init } from '../federation/slimRuntime/bundlerInit';
import { createLogger } from '../federation/slimRuntime/logger';
import { satisfy } from '../federation/slimRuntime/semver';
import { getSharedFallbackGetter } from '../federation/slimRuntime/sharedFallbackGetter';
import { SnapshotHandler } from '../federation/slimRuntime/snapshotHandler';

const federationDir = path.join(__dirname, '..', 'federation');
const { dists, replaced } = slimRuntimeFiles(path.join(federationDir, 'index.ts'), federationDir);
const dist = dists['@module-federation/runtime-core'];
/** The CommonJS twin of a replaced file (jest loads the packages' CommonJS builds). */
const original = (name: keyof typeof dists, file: string) =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the package's own module
  require(path.join(dists[name], file.replace(/\.js$/, '.cjs')));

/** The names an ES module of the runtime's build exports (`export { a, b as c };`). */
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

describe('the federation runtime modules the shell replaces', () => {
  it('are found in the packages the federation runtime uses, and each replacement exports the same names', () => {
    expect(replaced.map(({ original: file }) => path.relative(path.join(dist, '..', '..'), file)).sort()).toEqual([
      path.join('runtime-core', 'dist', 'plugins', 'snapshot', 'SnapshotHandler.js'),
      path.join('runtime-core', 'dist', 'utils', 'preload.js'),
      path.join('runtime-core', 'dist', 'utils', 'semver', 'index.js'),
      path.join('sdk', 'dist', 'logger.js'),
      path.join('webpack-bundler-runtime', 'dist', 'getSharedFallbackGetter.js'),
      path.join('webpack-bundler-runtime', 'dist', 'init.js'),
    ]);
    for (const { original: file, by } of replaced) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the replacement as jest loads it
      expect(Object.keys(require(by)).sort()).toEqual(exportedNames(file));
    }
  });

  it('keeps the snapshot handler every hook, the manifest cache and the remote lookup the runtime still uses', () => {
    const host = { name: 'shell', options: { name: 'shell', version: '1.0.0' }, loaderHook: {} };
    const theirs = new (original(
      '@module-federation/runtime-core',
      'plugins/snapshot/SnapshotHandler.js',
    ).SnapshotHandler)(host);
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

  it('keeps the loggers: the prefix, then the message, to the delegate by the same stand-ins', () => {
    const sdk = original('@module-federation/sdk', 'logger.js');
    const delegates = [
      () => ({ log: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn(), debug: jest.fn() }),
      () => ({ log: jest.fn() }),
      () => ({ info: jest.fn(), error: jest.fn() }),
    ];
    for (const make of delegates) {
      const [ours, theirs] = [createLogger('[ Test ]'), sdk.createLogger('[ Test ]')];
      const [mine, its] = [make(), make()];
      ours.setDelegate(mine);
      theirs.setDelegate(its);
      for (const level of ['log', 'info', 'warn', 'error', 'success', 'ready', 'debug'] as const) {
        ours[level]('message', 1);
        theirs[level]('message', 1);
      }
      const calls = (delegate: Record<string, jest.Mock>) =>
        Object.fromEntries(Object.entries(delegate).map(([name, fn]) => [name, fn.mock.calls]));
      expect(calls(mine)).toEqual(calls(its));
    }
  });

  it('hands a shared module its factory as the fallback, as the bundler runtime does without tree shaking', () => {
    const theirs = original('@module-federation/webpack-bundler-runtime', 'getSharedFallbackGetter.js');
    const factory = () => 'module';
    const webpackRequire = { federation: {} };
    expect(getSharedFallbackGetter({ factory, webpackRequire })).toBe(
      theirs.getSharedFallbackGetter({ shareKey: 'react', factory, webpackRequire }),
    );
    expect(() => getSharedFallbackGetter({ factory, webpackRequire: { federation: { sharedFallback: {} } } })).toThrow(
      /tree shaking/,
    );
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

  it('starts the runtime with the same options as the bundler runtime without tree shaking', () => {
    const theirs = original('@module-federation/webpack-bundler-runtime', 'init.js');
    const started = (start: typeof init) => {
      const runtime = { init: jest.fn(() => 'instance') };
      const initOptions = { name: 'shell', plugins: [] as { beforeInit?(args: unknown): unknown }[] };
      const answer = start({ webpackRequire: { federation: { initOptions, runtime } } });
      return { answer, initOptions, passed: runtime.init.mock.calls[0] };
    };
    const ours = started(init);
    const its = started(theirs.init);
    expect(ours.answer).toBe(its.answer);
    expect(ours.passed).toEqual([ours.initOptions]);
    expect(its.passed).toEqual([its.initOptions]);
    // The one thing the original adds: a plugin that, without tree shaking, hands its arguments back.
    const args = { userOptions: {}, options: {}, origin: {} };
    expect(its.initOptions.plugins.map((plugin) => plugin.beforeInit?.(args))).toEqual([args]);
    expect(ours.initOptions.plugins).toEqual([]);
    const runtime = { init: jest.fn() };
    expect(() => init({ webpackRequire: { federation: { runtime } } })).toThrow('initOptions is required!');
    expect(() => init({ webpackRequire: { federation: { initOptions: {}, runtime, sharedFallback: {} } } })).toThrow(
      /tree shaking/,
    );
    expect(runtime.init).not.toHaveBeenCalled();
  });
});
