/**
 * The webpack runtime's script loader and automatic public path (rspack's `load_script` and
 * `auto_public_path` runtime modules: *.template.js beside this file), as functions of what differs
 * between builds. The shell's build defines them once and lends them (runtimeModules.ts); each remote's
 * production entry calls them instead of carrying its own copy. They are inlined into the builds by
 * their source text (`String(fn)`), so each is self-contained: it names nothing outside itself.
 * lent.test.ts holds each to its template, case by case.
 */

type Done = (event: unknown) => unknown;

/** `__webpack_require__.l` of the build whose unique name is `uniqueName` ("booking:"), runtime `req`. */
export function loadScript(uniqueName: string, req: { nc?: string }) {
  const inProgress: Record<string, Done[]> = {};
  return function load(url: string, done: Done, key?: string) {
    const waiting = inProgress[url];
    if (waiting) {
      waiting.push(done);
      return;
    }
    let script: HTMLScriptElement | undefined;
    if (key !== undefined) {
      for (const candidate of Array.from(document.getElementsByTagName('script'))) {
        if (candidate.getAttribute('src') == url || candidate.getAttribute('data-rspack') == uniqueName + key) {
          script = candidate;
          break;
        }
      }
    }
    const needAttach = !script;
    if (!script) {
      script = document.createElement('script');
      (script as HTMLScriptElement & { timeout: number }).timeout = 120;
      if (req.nc) script.setAttribute('nonce', req.nc);
      script.setAttribute('data-rspack', uniqueName + key);
      script.src = url;
    }
    const element = script;
    inProgress[url] = [done];
    const complete = (previous: Done | null, event: unknown) => {
      element.onerror = element.onload = null;
      clearTimeout(timeout);
      const doneFns = inProgress[url];
      delete inProgress[url];
      element.parentNode?.removeChild(element);
      doneFns?.forEach((fn) => fn(event));
      if (previous) return previous(event);
    };
    const timeout = setTimeout(() => complete(null, { type: 'timeout', target: element }), 120000);
    const onError = element.onerror as Done | null;
    const onLoad = element.onload as Done | null;
    element.onerror = (event) => complete(onError, event);
    element.onload = (event) => complete(onLoad, event);
    if (needAttach) document.head.appendChild(element);
  };
}

/** The folder of the script running now (a remote's entry, as it starts): its public path's base. */
export function scriptBase(g: { importScripts?: unknown; location?: unknown; document?: Document }): string {
  let scriptUrl = g.importScripts ? String(g.location) : '';
  const doc = g.document;
  if (!scriptUrl && doc) {
    // Its tag name, not `instanceof`: a page could shadow `HTMLScriptElement` or `document.currentScript`.
    const current = doc.currentScript;
    if (current && current.tagName.toUpperCase() === 'SCRIPT') scriptUrl = (current as HTMLScriptElement).src;
    if (!scriptUrl) {
      const scripts = doc.getElementsByTagName('script');
      for (let i = scripts.length - 1; i > -1 && (!scriptUrl || !/^http(s?):/.test(scriptUrl)); i--) {
        scriptUrl = (scripts[i] as HTMLScriptElement).src;
      }
    }
  }
  if (!scriptUrl) throw new Error('Automatic publicPath is not supported in this browser');
  return scriptUrl
    .replace(/^blob:/, '')
    .replace(/#.*$/, '')
    .replace(/\?.*$/, '')
    .replace(/\/[^/]+$/, '/');
}

type Installed = Record<
  string,
  0 | undefined | null | [(value?: unknown) => void, (error: Error) => void, Promise<unknown>?]
>;
interface ChunkLoadingRuntime {
  f: Record<string, (chunkId: string, promises: Promise<unknown>[]) => void>;
  o: (object: object, key: string) => boolean;
  m: Record<string, unknown>;
  p: string;
  u: (chunkId: string) => string;
  l: (
    url: string,
    done: (event: { type?: string; target?: { src?: string } } | undefined) => void,
    key: string,
    chunkId: string,
  ) => void;
}
type ChunkData = [chunkIds: string[], moreModules: Record<string, unknown>, runtime?: (req: unknown) => unknown];

/**
 * The build's JSONP chunk loading (`__webpack_require__.f.j` and the chunk callback on
 * `self[globalName]`): `installed` holds the chunks its entry carries, `isJs` says which chunks have
 * a script to load.
 */
export function jsonpChunkLoading(
  req: ChunkLoadingRuntime,
  installed: Installed,
  isJs: (chunkId: string) => boolean,
  globalName: string,
) {
  req.f.j = function (chunkId, promises) {
    let data = req.o(installed, chunkId) ? installed[chunkId] : undefined;
    if (data === 0) return;
    if (data) {
      promises.push(data[2] as Promise<unknown>);
      return;
    }
    if (!isJs(chunkId)) {
      installed[chunkId] = 0;
      return;
    }
    let loading!: [(value?: unknown) => void, (error: Error) => void, Promise<unknown>?];
    const promise = new Promise((resolve, reject) => {
      loading = installed[chunkId] = [resolve, reject];
    });
    promises.push((loading[2] = promise));
    // Made before the stack unwinds, for a useful trace.
    const error = new Error() as Error & { type?: string; request?: string };
    req.l(
      req.p + req.u(chunkId),
      (event) => {
        if (!req.o(installed, chunkId)) return;
        data = installed[chunkId];
        if (data !== 0) installed[chunkId] = undefined;
        if (!data) return;
        const errorType = event && (event.type === 'load' ? 'missing' : event.type);
        const realSrc = event && event.target && event.target.src;
        error.message = 'Loading chunk ' + chunkId + ' failed.\n(' + errorType + ': ' + realSrc + ')';
        error.name = 'ChunkLoadError';
        error.type = errorType;
        error.request = realSrc;
        data[1](error);
      },
      'chunk-' + chunkId,
      chunkId,
    );
  };
  const callback = (parent: ((data: ChunkData) => unknown) | 0, data: ChunkData) => {
    const [chunkIds, moreModules, runtime] = data;
    if (chunkIds.some((id) => installed[id] !== 0)) {
      for (const moduleId in moreModules) {
        if (req.o(moreModules, moduleId)) req.m[moduleId] = moreModules[moduleId];
      }
      if (runtime) runtime(req);
    }
    if (parent) parent(data);
    for (const chunkId of chunkIds) {
      const loading = installed[chunkId];
      if (req.o(installed, chunkId) && loading) loading[0]();
      installed[chunkId] = 0;
    }
  };
  const scope = self as unknown as Record<string, ChunkData[]>;
  const chunkLoadingGlobal = (scope[globalName] = scope[globalName] || []);
  chunkLoadingGlobal.forEach(callback.bind(null, 0));
  chunkLoadingGlobal.push = callback.bind(null, chunkLoadingGlobal.push.bind(chunkLoadingGlobal)) as never;
}
