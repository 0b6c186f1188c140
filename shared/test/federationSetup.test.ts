// The federation setup the shell lends (shared/federation/federationSetup.ts) must do in a remote's
// webpack runtime exactly what the build plugin's own inlined copy does: run against rspack's own
// setup code, the original, the shell's rewritten module and a remote's must leave the same runtime.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { lentSetupGlobal, rewriteFederationSetup } from '../federation/federationSetup';

const rspackDist = path.dirname(require.resolve('@rspack/core'));
const defaultRuntime = readFileSync(path.join(rspackDist, 'moduleFederationDefaultRuntime.js'), 'utf8');
const opening = 'export default function(){';
// What the build plugin inlines (rspack's getDefaultEntryRuntimeSource): the app's values, then the body
// of its default runtime's function, with the webpack runtime's require in place of the placeholder.
const body = defaultRuntime
  .slice(defaultRuntime.indexOf(opening) + opening.length, defaultRuntime.lastIndexOf('}'))
  .replace('__module_federation_runtime_require__', '__webpack_require__');
const pluginSource = (name: string) =>
  [
    'import __module_federation_bundler_runtime__ from "/node_modules/bundler-runtime/index.js"',
    'import __module_federation_runtime_plugin_0__ from "./src/plugin.ts"',
    'const __module_federation_runtime_plugins__ = [{ plugin: __module_federation_runtime_plugin_0__, params: undefined }].filter(({ plugin }) => plugin).map(({ plugin, params }) => plugin(params))',
    'const __module_federation_remote_infos__ = {}',
    `const __module_federation_container_name__ = ${JSON.stringify(name)}`,
    'const __module_federation_share_strategy__ = "loaded-first"',
    'const __module_federation_share_fallbacks__ = undefined',
    'const __module_federation_library_type__ = "var"',
    body,
  ].join(';');

/** A webpack runtime with the federation data a remote's entry has, and the calls its setup makes. */
function webpackRuntime() {
  const calls: Array<[string, unknown]> = [];
  const record = (name: string) => (arg: unknown) => {
    calls.push([name, arg]);
    return name;
  };
  const hook = (..._args: unknown[]): unknown => undefined;
  const ensureChunk = (chunkId: string) => Promise.resolve(record('e')(chunkId));
  const require = Object.assign(() => undefined, {
    e: ensureChunk,
    federation: {},
    S: {},
    f: { remotes: hook, consumes: hook },
    I: hook,
    initContainer: hook,
    getContainer: hook,
    initializeSharingData: {
      scopeToSharingDataMapping: {
        default: [
          {
            name: 'shared/rules',
            version: '0.1.0',
            factory: () => undefined,
            eager: 0,
            singleton: 1,
            requiredVersion: '0.1.0',
          },
        ],
      },
      uniqueName: 'catalog',
    },
    consumesLoadingData: {
      chunkMapping: { 4: ['a'] },
      moduleIdToConsumeDataMapping: {
        a: {
          shareScope: 'default',
          shareKey: 'react',
          import: null,
          requiredVersion: '19.3.1',
          strictVersion: false,
          singleton: true,
          eager: false,
        },
      },
      initialConsumes: [],
    },
    initializeExposesData: { moduleMap: { './Page': () => Promise.resolve(() => 'page') }, shareScope: 'default' },
  });
  const bundlerRuntime = {
    runtime: { name: 'runtime' },
    attachShareScopeMap: record('attachShareScopeMap'),
    bundlerRuntime: {
      S: {},
      init: record('init'),
      remotes: record('remotes'),
      consumes: record('consumes'),
      I: record('I'),
      initContainerEntry: record('initContainerEntry'),
      installInitialConsumes: record('installInitialConsumes'),
    },
  };
  return { require, bundlerRuntime, calls, ensureChunk };
}

/** Evaluates a setup module's source: its imports become the given values, the rest runs as it would. */
function evaluate(source: string, global: Record<string, unknown>) {
  const runtime = webpackRuntime();
  const plugins: unknown[] = [];
  const imports = {
    __module_federation_bundler_runtime__: runtime.bundlerRuntime,
    __module_federation_runtime_plugin_0__: (params: unknown) => (plugins.push(params), { name: 'plugin' }),
  };
  const code = source.replace(/import (\w+) from "[^"]*";?/g, (_, name) => `const ${name} = imports.${name};`);
  new Function('imports', '__webpack_require__', 'globalThis', code)(imports, runtime.require, global);
  return { ...runtime, plugins };
}

/** Evaluates a setup module and the tasks it leaves, then describes the runtime it set up. */
async function run(source: string, global: Record<string, unknown>) {
  const runtime = evaluate(source, global);
  await jest.runAllTimersAsync();
  const { require, plugins } = runtime;
  expect(require.e).toBe(runtime.ensureChunk);
  // What the runtime's hooks hand on when called, as the webpack runtime calls them.
  require.f.consumes(4, []);
  require.I('default');
  require.initContainer({});
  const described = JSON.parse(
    JSON.stringify({ federation: require.federation, calls: runtime.calls, plugins }, (key, value) =>
      typeof value === 'function' ? `function ${key}` : key === 'webpackRequire' ? 'the webpack runtime' : value,
    ),
  );
  return described;
}

describe('the federation setup the shell lends', () => {
  const original = pluginSource('catalog');
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('leaves a remote with the runtime its own copy of the setup would', async () => {
    const expected = await run(original, {});
    const shell: Record<string, unknown> = {};
    await run(rewriteFederationSetup(pluginSource('shell'), 'lend'), shell);
    expect(typeof shell[lentSetupGlobal]).toBe('function');
    expect(await run(rewriteFederationSetup(original, 'lend'), {})).toEqual(expected);
    expect(await run(rewriteFederationSetup(original, 'borrow'), shell)).toEqual(expected);
    expect(expected.federation.initOptions).toMatchObject({ name: 'catalog', shareStrategy: 'loaded-first' });
  });

  it('sets the shell itself up after its entry, in two tasks, and holds any chunk asked for sooner until then', async () => {
    const tasks: Array<() => void> = [];
    const queue = jest.spyOn(globalThis, 'setTimeout').mockImplementation(((task: () => void) => {
      tasks.push(task);
      return 0;
    }) as typeof setTimeout);
    const shell: Record<string, unknown> = {};
    const { require, calls, ensureChunk } = evaluate(rewriteFederationSetup(pluginSource('shell'), 'lend'), shell);
    queue.mockRestore();
    const names = () => calls.map(([name]) => name);
    expect(typeof shell[lentSetupGlobal]).toBe('function');
    expect(names()).toEqual([]);
    expect(tasks).toHaveLength(2);
    const runTask = (task: (() => void) | undefined) => {
      if (!task) throw new Error('no task queued');
      task();
    };
    const chunk = require.e('bootstrap');
    runTask(tasks[0]);
    await Promise.resolve();
    expect(names()).toEqual(['attachShareScopeMap']);
    runTask(tasks[1]);
    expect(names()).toEqual(['attachShareScopeMap', 'init', 'installInitialConsumes']);
    await expect(chunk).resolves.toBe('e');
    expect(calls.at(-1)).toEqual(['e', 'bootstrap']);
    expect(require.e).toBe(ensureChunk);
  });

  it("keeps a remote's own values and none of the setup's code", () => {
    const borrowed = rewriteFederationSetup(original, 'borrow');
    expect(borrowed).toContain('const __module_federation_container_name__ = "catalog"');
    expect(borrowed).not.toContain('consumesLoadingModuleToHandlerMapping');
    expect(borrowed.length).toBeLessThan(original.length / 4);
  });

  it('stops a remote that finds nothing lent with a message, and a build whose setup is not in the shape it reads', async () => {
    await expect(run(rewriteFederationSetup(original, 'borrow'), {})).rejects.toThrow(/lends no federation setup/);
    expect(() =>
      rewriteFederationSetup(original.replace('const runtimeRequire=', 'let runtimeRequire='), 'lend'),
    ).toThrow(/not in the shape/);
  });
});
