// The runtime modules the shell lends (shared/federation/runtimeModules) must do in a build's webpack
// runtime exactly what rspack's own do: each scenario below runs against rspack's template (the
// original, with one build's values), the shell's rewritten module and a remote's, and what each
// leaves (the page's script tags, the calls back, the chunks installed, the errors) must be the same.
import path from 'node:path';
import {
  lentRuntimeGlobal,
  readRuntimeTemplates,
  rewriteRuntimeModule,
  templateValues,
} from '../federation/runtimeModules/runtimeModules';

const texts = readRuntimeTemplates(path.join(__dirname, '..', 'federation', 'runtimeModules'));
type Module = keyof typeof texts;
type Req = Record<string, unknown> & { g?: unknown };

/** The template with one build's values: the module's source as rspack writes it into that build. */
function original(module: Module, values: Record<string, string>): string {
  return Object.entries(values).reduce((text, [name, value]) => text.split(name).join(value), texts[module]);
}

/** The module of one build's values as `role` rewrites it. */
const rewritten = (module: Module, values: Record<string, string>, role: 'lend' | 'borrow') =>
  rewriteRuntimeModule(module, original(module, values), role, texts);

const run = (source: string, req: Req) => new Function('__webpack_require__', source)(req) as unknown;

/**
 * Runs `module` three ways and returns each one's trace: rspack's own source, the shell's (its
 * `load_script` lends, so it runs first) and a remote's (it borrows what the shell's lent).
 */
function threeWays<T>(module: Module, values: Record<string, string>, scenario: (install: (req: Req) => void) => T) {
  const source = original(module, values);
  const lendScript = rewritten('load_script', { __UNIQUE_NAME__: '"shell:"' }, 'lend') as string;
  const as = (role: 'lend' | 'borrow') => rewriteRuntimeModule(module, source, role, texts) ?? source;
  const traces = [
    scenario((req) => run(source, req)),
    scenario((req) => {
      run(lendScript, {});
      run(as('lend'), req);
    }),
    scenario((req) => {
      run(lendScript, {});
      run(as('borrow'), req);
    }),
  ];
  delete (globalThis as Record<string, unknown>)[lentRuntimeGlobal];
  return traces;
}

/** The page's script tags, as a trace reads them. */
const scripts = () =>
  Array.from(document.querySelectorAll('script')).map((s) => ({
    src: s.getAttribute('src'),
    key: s.getAttribute('data-rspack'),
    nonce: s.getAttribute('nonce'),
    timeout: (s as HTMLScriptElement & { timeout?: number }).timeout,
    inHead: s.parentNode === document.head,
  }));

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('the script loader the shell lends (load_script)', () => {
  const values = { __UNIQUE_NAME__: '"booking:"' };

  it('adds one tag per address, calls back every waiter once it loads, and removes the tag', () => {
    const traces = threeWays('load_script', values, (install) => {
      const req: Req = { nc: 'n0nce' };
      install(req);
      const l = req.l as (url: string, done: (event: unknown) => void, key?: string, chunkId?: string) => void;
      const calls: string[] = [];
      l('https://cdn.test/booking/a.js', (event) => calls.push(`first ${(event as Event).type}`), 'chunk-a', 'a');
      l('https://cdn.test/booking/a.js', (event) => calls.push(`second ${(event as Event).type}`), 'chunk-a', 'a');
      const added = scripts();
      document.head.querySelector('script')?.dispatchEvent(new Event('load'));
      return { added, calls, after: scripts() };
    });
    expect(traces[0]).toEqual({
      added: [
        { src: 'https://cdn.test/booking/a.js', key: 'booking:chunk-a', nonce: 'n0nce', timeout: 120, inHead: true },
      ],
      calls: ['first load', 'second load'],
      after: [],
    });
    expect(traces[1]).toEqual(traces[0]);
    expect(traces[2]).toEqual(traces[0]);
  });

  it('takes over a tag already on the page for the same chunk, and reports an error', () => {
    const traces = threeWays('load_script', values, (install) => {
      const req: Req = {};
      install(req);
      const existing = document.createElement('script');
      existing.setAttribute('data-rspack', 'booking:chunk-b');
      document.body.appendChild(existing);
      const calls: string[] = [];
      (req.l as (url: string, done: (event: unknown) => void, key?: string) => void)(
        'https://cdn.test/booking/b.js',
        (event) => calls.push((event as Event).type),
        'chunk-b',
      );
      const during = scripts();
      existing.dispatchEvent(new Event('error'));
      return { during, calls, after: scripts() };
    });
    expect(traces[0]).toEqual({
      during: [{ src: null, key: 'booking:chunk-b', nonce: null, timeout: undefined, inHead: false }],
      calls: ['error'],
      after: [],
    });
    expect(traces[1]).toEqual(traces[0]);
    expect(traces[2]).toEqual(traces[0]);
  });

  it('gives up after two minutes with a timeout event', () => {
    const traces = threeWays('load_script', values, (install) => {
      jest.useFakeTimers();
      const req: Req = {};
      install(req);
      const calls: unknown[] = [];
      (req.l as (url: string, done: (event: unknown) => void, key?: string) => void)(
        'https://cdn.test/booking/c.js',
        (event) => calls.push((event as { type: string }).type),
        'chunk-c',
      );
      jest.advanceTimersByTime(119_999);
      const before = [...calls];
      jest.advanceTimersByTime(1);
      jest.useRealTimers();
      return { before, calls, after: scripts() };
    });
    expect(traces[0]).toEqual({ before: [], calls: ['timeout'], after: [] });
    expect(traces[1]).toEqual(traces[0]);
    expect(traces[2]).toEqual(traces[0]);
  });
});

describe('the chunk loading the shell lends (jsonp_chunk_loading)', () => {
  const values = {
    __INSTALLED__: '{"v0": 0,}',
    __CONDITION__: '!/^([gh]|ov)$/.test(chunkId)',
    __GLOBAL__: '"chunk_test"',
  };
  type Done = (event?: { type: string; target: { src: string } }) => void;

  /** A webpack runtime whose script loader records each request and lets the scenario answer it. */
  function runtime() {
    const requested: Array<{ url: string; key: string; done: Done }> = [];
    const req: Req = {
      f: {},
      m: {} as Record<string, unknown>,
      p: 'https://cdn.test/booking/',
      o: (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key),
      u: (chunkId: string) => `static/js/async/${chunkId}.js`,
      l: (url: string, done: Done, key: string) => requested.push({ url, key, done }),
    };
    return { req, requested };
  }
  const ensure = (req: Req, chunkId: string) => {
    const promises: Promise<unknown>[] = [];
    (req.f as Record<string, (id: string, p: Promise<unknown>[]) => void>).j?.(chunkId, promises);
    return promises;
  };
  const settle = (promise: Promise<unknown> | undefined) =>
    promise?.then(
      () => 'loaded',
      (error: Error & { type?: string; request?: string }) =>
        `${error.name}: ${error.message} [${error.type}] ${error.request}`,
    );

  it('loads a chunk once, installs its modules when its script runs, and skips chunks with no script', async () => {
    const traces = await Promise.all(
      threeWays('jsonp_chunk_loading', values, async (install) => {
        const scope = self as unknown as Record<string, unknown[]>;
        delete scope.chunk_test;
        // A chunk whose script ran before the runtime started.
        scope.chunk_test = [[['early'], { e1: 'early module' }]];
        const { req, requested } = runtime();
        install(req);
        const first = ensure(req, 'a');
        const again = ensure(req, 'a');
        const none = ensure(req, 'g');
        const installedEarly = ensure(req, 'early');
        const loaded = ensure(req, 'v0');
        const ran: string[] = [];
        scope.chunk_test?.push([['a'], { a1: 'module a1' }, () => ran.push('chunk runtime')]);
        const outcome = await settle(first[0]);
        const trace = {
          requested: requested.map(({ url, key }) => ({ url, key })),
          waits: [first.length, again.length, none.length, installedEarly.length, loaded.length],
          outcome,
          modules: req.m,
          ran,
          afterwards: ensure(req, 'a').length,
        };
        delete scope.chunk_test;
        return trace;
      }),
    );
    expect(traces[0]).toEqual({
      requested: [{ url: 'https://cdn.test/booking/static/js/async/a.js', key: 'chunk-a' }],
      waits: [1, 1, 0, 0, 0],
      outcome: 'loaded',
      modules: { e1: 'early module', a1: 'module a1' },
      ran: ['chunk runtime'],
      afterwards: 0,
    });
    expect(traces[1]).toEqual(traces[0]);
    expect(traces[2]).toEqual(traces[0]);
  });

  it('fails a chunk whose script loaded without running, or failed, with a ChunkLoadError, and tries again later', async () => {
    const traces = await Promise.all(
      threeWays('jsonp_chunk_loading', values, async (install) => {
        const { req, requested } = runtime();
        install(req);
        const missing = ensure(req, 'b');
        requested[0]?.done({ type: 'load', target: { src: 'https://cdn.test/booking/static/js/async/b.js' } });
        const broken = ensure(req, 'c');
        requested[1]?.done({ type: 'error', target: { src: 'https://cdn.test/booking/static/js/async/c.js' } });
        const outcomes = [await settle(missing[0]), await settle(broken[0])];
        const retry = ensure(req, 'b');
        delete (self as unknown as Record<string, unknown>).chunk_test;
        return { outcomes, retried: retry.length, requests: requested.length };
      }),
    );
    expect(traces[0]).toEqual({
      outcomes: [
        'ChunkLoadError: Loading chunk b failed.\n(missing: https://cdn.test/booking/static/js/async/b.js) [missing] https://cdn.test/booking/static/js/async/b.js',
        'ChunkLoadError: Loading chunk c failed.\n(error: https://cdn.test/booking/static/js/async/c.js) [error] https://cdn.test/booking/static/js/async/c.js',
      ],
      retried: 1,
      requests: 3,
    });
    expect(traces[1]).toEqual(traces[0]);
    expect(traces[2]).toEqual(traces[0]);
  });
});

describe('the automatic public path the shell lends (auto_public_path)', () => {
  const values = { __SUFFIX__: "'../../'" };
  const page = (srcs: string[], current?: number) => {
    for (const src of srcs) {
      const script = document.createElement('script');
      script.src = src;
      document.head.appendChild(script);
    }
    const all = document.querySelectorAll('script');
    return {
      document: {
        currentScript: current === undefined ? null : all[current],
        getElementsByTagName: (n: string) => document.getElementsByTagName(n),
      },
    };
  };

  it.each([
    ['the running script', ['https://cdn.test/booking/1.0.0/static/js/remoteEntry.1.js?from=/home#top'], 0],
    [
      'the last script with an http address',
      ['https://cdn.test/a/static/js/one.js', 'https://cdn.test/b/static/js/two.js'],
      undefined,
    ],
  ])('is the folder of %s, with the suffix', (_, srcs, current) => {
    const traces = threeWays('auto_public_path', values, (install) => {
      const req: Req = { g: page(srcs, current) };
      install(req);
      document.head.innerHTML = '';
      return req.p;
    });
    expect(traces[0]).toBe(
      `${(srcs[current ?? srcs.length - 1] as string).replace(/[?#].*$/, '').replace(/[^/]+$/, '')}../../`,
    );
    expect(traces[1]).toBe(traces[0]);
    expect(traces[2]).toBe(traces[0]);
  });

  it('says so where no script has an address', () => {
    const traces = threeWays('auto_public_path', values, (install) => {
      try {
        install({ g: page([]) });
        return 'no error';
      } catch (error) {
        return (error as Error).message;
      }
    });
    expect(traces).toEqual(Array(3).fill('Automatic publicPath is not supported in this browser'));
  });
});

describe('rewriting the runtime modules', () => {
  it('reads the values a build put in place of the placeholders, the same value where one is used twice', () => {
    const source = original('jsonp_chunk_loading', {
      __INSTALLED__: '{"qz": 0,}',
      __CONDITION__: '"v" != chunkId',
      __GLOBAL__: '"chunk_catalog"',
    });
    expect(
      templateValues(
        texts.jsonp_chunk_loading,
        { __INSTALLED__: '\\{[^{}\\n]*\\}', __CONDITION__: '[^\\n{};]+', __GLOBAL__: '"[^"\\n]*"' },
        source,
      ),
    ).toEqual({ __INSTALLED__: '{"qz": 0,}', __CONDITION__: '"v" != chunkId', __GLOBAL__: '"chunk_catalog"' });
    const twoGlobals = source.replace('self["chunk_catalog"] ||', 'self["chunk_other"] ||');
    expect(() => rewriteRuntimeModule('jsonp_chunk_loading', twoGlobals, 'borrow', texts)).toThrow(
      'The runtime module jsonp_chunk_loading is not its template',
    );
  });

  it('fails the build on a module that is not its template, and leaves every other module as it is', () => {
    const changed = original('load_script', { __UNIQUE_NAME__: '"booking:"' }).replace('120000', '60000');
    expect(() => rewriteRuntimeModule('load_script', changed, 'borrow', texts)).toThrow(
      'The runtime module load_script is not its template',
    );
    expect(rewriteRuntimeModule('sharing', 'var x = 1;', 'borrow', texts)).toBeNull();
    const autoPath = original('auto_public_path', { __SUFFIX__: "'../../'" });
    expect(rewriteRuntimeModule('auto_public_path', autoPath, 'lend', texts)).toBeNull();
  });

  it('stops a remote that finds nothing lent with a message (it falls back as any broken release)', () => {
    const borrowed = rewritten('load_script', { __UNIQUE_NAME__: '"booking:"' }, 'borrow') as string;
    expect(() => run(borrowed, {})).toThrow('The shell lends no runtime modules: load this remote through the shell.');
  });

  it('leaves a remote none of the code it borrows', () => {
    for (const [module, values] of [
      ['load_script', { __UNIQUE_NAME__: '"booking:"' }],
      ['jsonp_chunk_loading', { __INSTALLED__: '{"v0": 0,}', __CONDITION__: 'true', __GLOBAL__: '"chunk_booking"' }],
      ['auto_public_path', { __SUFFIX__: "'../../'" }],
    ] as const) {
      const borrowed = rewritten(module, values, 'borrow') as string;
      expect(borrowed.length).toBeLessThan(300);
      expect(borrowed).not.toMatch(/createElement|getElementsByTagName|ChunkLoadError/);
    }
  });
});
