import { createContext, runInContext } from 'node:vm';
import { matchPath } from 'react-router-dom';
import { clearEarlyRequests, createFetchDouble, jsonResponse } from 'test-utils';
import { patternOf, preloadOf, preloadRoute, routePreloadScript } from './routePreload';
import { homeRow, routeTable } from './routeTable';

const registry = {
  apiBaseUrl: 'http://api.test',
  remotes: {
    catalog: {
      active: '2',
      versions: [
        { version: '2', entry: 'http://cdn.test/catalog/2/mf-manifest.json', releasedAt: '' },
        { version: '1', entry: 'http://cdn.test/catalog/1/mf-manifest.json', releasedAt: '' },
      ],
    },
  },
};
const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { path: '', name: 'static/js/remoteEntry.abc.js' } },
  exposes: [
    { name: 'HomePage', assets: { js: { sync: ['static/js/async/home.js'] }, css: { sync: [] } } },
    { name: 'PropertiesPage', assets: { js: { sync: ['static/js/async/list.js'] }, css: { sync: [] } } },
  ],
};

const respond = (body: unknown, ok = true) => Promise.resolve(jsonResponse(ok ? 200 : 503, body));

/** What the API and the blog source answer in these tests: each page's content, with its images. */
const content: Record<string, unknown> = {
  'http://api.test/api/properties/stay%2042': { data: { id: 'stay 42', images: ['/images/stay-42.svg'] } },
  'http://api.test/api/properties?limit=24': {
    data: [{ images: ['http://api.test/images/first.svg', 'http://api.test/images/second.svg'] }, { images: [] }],
  },
  'http://blog.test/wp-json/wp/v2/posts?_embed&per_page=12': [
    { id: 1, _embedded: { 'wp:featuredmedia': [{ source_url: 'http://blog.test/images/newest.svg' }] } },
  ],
};

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].map((l) => `${l.as} ${l.href}`);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('route preload (the inline script in the page head)', () => {
  const routes = routeTable.map(preloadOf);
  const fallback = preloadOf(homeRow);

  beforeEach(() => {
    document.head.innerHTML = '';
    delete window.__MAKAO_REGISTRY__;
    clearEarlyRequests();
  });

  /** Runs the head script at `path` against the test registry and manifest; returns the fetch double. */
  async function preloadAt(path: string, reg: object = registry, sharedVersion = '1.0.0') {
    window.history.pushState({}, '', path);
    const fetchMock = jest.fn((url: string | URL) => {
      const href = String(url);
      if (href.endsWith('/remotes.json')) return respond(reg);
      if (href.endsWith('/mf-manifest.json')) return respond(manifest);
      return href in content ? respond(content[href]) : Promise.resolve(jsonResponse(404, { error: 'Not found' }));
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    preloadRoute(routes, fallback, undefined, undefined, undefined, undefined, sharedVersion);
    await window.__MAKAO_REGISTRY__;
    await settle();
    return fetchMock;
  }

  it('preloads the version the loader will take when this shell cannot serve the active one', async () => {
    const [newest, older] = registry.remotes.catalog.versions;
    const skewed = {
      ...registry,
      remotes: { catalog: { active: '2', versions: [{ ...newest, requires: { shared: '^1.1.0' } }, older] } },
    };
    const fetchMock = await preloadAt('/properties', skewed, '1.0.0');
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked).toContain('http://cdn.test/catalog/1/mf-manifest.json');
    expect(asked).not.toContain('http://cdn.test/catalog/2/mf-manifest.json');
    expect(preloads().filter((hint) => hint.startsWith('script'))[0]).toBe(
      'script http://cdn.test/catalog/1/static/js/remoteEntry.abc.js',
    );
  });

  it('matches exactly the paths the router matches', () => {
    for (const row of routeTable) {
      const sample = row.path.replace(/:[^/]+/g, '42');
      expect(new RegExp(patternOf(row.path), 'i').test(sample)).toBe(true);
      if (row.path !== '/') {
        expect(new RegExp(patternOf(row.path), 'i').test(`${sample}/`)).toBe(
          Boolean(matchPath(row.path, `${sample}/`)),
        );
      }
    }
    expect(new RegExp(patternOf('/property/:id')).test('/property/7/photos')).toBe(false);
    expect(new RegExp(patternOf('/')).test('/about')).toBe(false);
  });

  it('matches a path ending in /* as the router does: the path itself and everything below it', () => {
    for (const path of ['/hosting', '/hosting/', '/hosting/login', '/hosting/listings/7', '/hostingx', '/host']) {
      expect([path, new RegExp(patternOf('/hosting/*'), 'i').test(path)]).toEqual([
        path,
        Boolean(matchPath('/hosting/*', path)),
      ]);
    }
  });

  it("preloads the active release's entry and the chunks of the module this path shows", async () => {
    const fetchMock = await preloadAt('/properties');
    await expect(window.__MAKAO_REGISTRY__).resolves.toEqual(registry);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('http://cdn.test/catalog/2/mf-manifest.json');
    expect(preloads().filter((hint) => hint.startsWith('script'))).toEqual([
      'script http://cdn.test/catalog/2/static/js/remoteEntry.abc.js',
      'script http://cdn.test/catalog/2/static/js/async/list.js',
    ]);
    // At low priority: no script is needed for the first paint, which comes from the HTML.
    const scripts = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].filter(
      (l) => l.as === 'script',
    );
    expect(scripts.map((l) => l.getAttribute('fetchpriority'))).toEqual(['low', 'low']);
    // The runtime takes the same manifest from here instead of asking the CDN again.
    const early = window.__MAKAO_EARLY__?.take('http://cdn.test/catalog/2/mf-manifest.json');
    await expect(early?.then((r) => r.json())).resolves.toEqual(manifest);
    expect(window.__MAKAO_EARLY__?.take('http://cdn.test/catalog/2/mf-manifest.json')).toBeUndefined();
  });

  /** The URLs the head script asked the API or the blog source for. */
  const dataAsked = (fetchMock: jest.Mock) =>
    fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => !/remotes\.json|mf-manifest\.json/.test(url));
  const imageLinks = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')]
      .filter((l) => l.as === 'image')
      .map((l) => `${l.href} ${l.getAttribute('fetchpriority')}`);

  it("asks for a detail page's property beside its code, as the page will, and preloads its first photo", async () => {
    const fetchMock = await preloadAt('/property/stay%2042');
    expect(dataAsked(fetchMock)).toEqual(['http://api.test/api/properties/stay%2042']);
    // The page's own request (requestPageData) takes this answer.
    const early = window.__MAKAO_EARLY__?.take('http://api.test/api/properties/stay%2042');
    await expect(early?.then((r) => r.json())).resolves.toEqual(content['http://api.test/api/properties/stay%2042']);
    expect(imageLinks()).toEqual(['http://api.test/images/stay-42.svg high']);
  });

  it('asks for no data for a page whose content is not one fixed call', async () => {
    const fetchMock = await preloadAt('/properties?location=nairobi');
    expect(dataAsked(fetchMock)).toEqual([]);
    expect(window.__MAKAO_EARLY__?.take('http://api.test/api/properties?location=nairobi')).toBeUndefined();
    expect(imageLinks()).toEqual([]);
  });

  it("asks for the unfiltered listing as the listing does, and preloads the first card's photo", async () => {
    const fetchMock = await preloadAt('/properties');
    expect(dataAsked(fetchMock)).toEqual(['http://api.test/api/properties?limit=24']);
    expect(imageLinks()).toEqual(['http://api.test/images/first.svg high']);
  });

  it("asks the blog source for the blog's page of posts, and preloads the newest post's picture", async () => {
    const fetchMock = await preloadAt('/blog', { ...registry, blogBaseUrl: 'http://blog.test/' });
    expect(dataAsked(fetchMock)).toEqual(['http://blog.test/wp-json/wp/v2/posts?_embed&per_page=12']);
    expect(imageLinks()).toEqual(['http://blog.test/images/newest.svg high']);
  });

  it('preloads no image when the content is missing; the page reads that answer and says so', async () => {
    await preloadAt('/property/gone');
    await expect(window.__MAKAO_EARLY__?.take('http://api.test/api/properties/gone')).resolves.toMatchObject({
      status: 404,
    });
    expect(imageLinks()).toEqual([]);
  });

  it('preloads the home page for a path the table does not declare', async () => {
    await preloadAt('/no-such-page');
    expect(preloads()).toContain('script http://cdn.test/catalog/2/static/js/async/home.js');
  });

  it('leaves a failed registry to the bootstrap and hints nothing', async () => {
    window.history.pushState({}, '', '/');
    global.fetch = jest.fn(() => respond({}, false)) as unknown as typeof fetch;
    preloadRoute(routes, fallback);
    await expect(window.__MAKAO_REGISTRY__).rejects.toThrow('HTTP 503');
    await settle();
    expect(preloads()).toEqual([]);
  });

  it('runs as the page head runs it: serialised, alone, with only the browser to reach', async () => {
    // A fresh realm holding nothing but what a page has (window, document, location, fetch, URL): a
    // reference to anything else the build does not serialise (a helper, an import) fails here as it
    // would in the page.
    const location = new URL('http://shell.test/property/stay%2042');
    const property = { data: { id: 'stay 42', images: ['/images/stay-42.svg'] } };
    const detailManifest = {
      ...manifest,
      exposes: [
        {
          name: 'PropertyDetailPage',
          assets: { js: { sync: ['static/js/async/detail.js'] }, css: { sync: ['static/css/detail.css'] } },
        },
      ],
    };
    const http = createFetchDouble('http://shell.test')
      .on('GET', '/remotes.json', () => jsonResponse(200, registry))
      .on('GET', 'http://cdn.test/catalog/2/mf-manifest.json', () => jsonResponse(200, detailManifest))
      .on('GET', 'http://api.test/api/properties/stay%2042', () => jsonResponse(200, property));
    const page = createContext({
      document,
      location,
      URL,
      // As a browser resolves a relative address: against the page's.
      fetch: (url: string, init?: RequestInit) => fetch(new URL(url, location.href).href, init),
    }) as { window?: Window };
    try {
      runInContext('var window = globalThis;', page);
      runInContext(routePreloadScript(routeTable, homeRow, '1.0.0'), page);
      const head = page.window as Window;
      await expect(head.__MAKAO_REGISTRY__).resolves.toEqual(registry);
      await settle();

      expect(http.calls.map(({ url }) => url.href)).toEqual([
        'http://shell.test/remotes.json',
        'http://api.test/api/properties/stay%2042',
        'http://cdn.test/catalog/2/mf-manifest.json',
      ]);
      expect(document.documentElement.getAttribute('data-first-route')).toBe('catalog/PropertyDetailPage');
      expect(preloads().sort()).toEqual([
        'image http://api.test/images/stay-42.svg',
        'script http://cdn.test/catalog/2/static/js/async/detail.js',
        'script http://cdn.test/catalog/2/static/js/remoteEntry.abc.js',
        'style http://cdn.test/catalog/2/static/css/detail.css',
      ]);
      // What it asked for is handed once to the page and the runtime.
      const early = head.__MAKAO_EARLY__?.take('http://api.test/api/properties/stay%2042');
      await expect(early?.then((r) => r.json())).resolves.toEqual(property);
      expect(head.__MAKAO_EARLY__?.take('http://api.test/api/properties/stay%2042')).toBeUndefined();
      expect(head.__MAKAO_EARLY__?.take('http://cdn.test/catalog/2/mf-manifest.json')).toBeDefined();
    } finally {
      http.restore();
    }
  });
});
