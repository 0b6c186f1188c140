import { matchPath } from 'react-router-dom';
import { patternOf, preloadRoute, routePreloadScript } from './routePreload';
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

function respond(body: unknown, ok = true) {
  return Promise.resolve({
    ok,
    status: ok ? 200 : 503,
    json: () => Promise.resolve(body),
    text: () => Promise.resolve(JSON.stringify(body)),
  } as Response);
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].map((l) => `${l.as} ${l.href}`);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('route preload (the inline script in the page head)', () => {
  const routes = routeTable.map((row) => ({
    pattern: patternOf(row.path),
    remote: row.id.split('/')[0] as string,
    module: row.id.split('/')[1] as string,
    ...(row.data ? { data: row.data, params: row.path.includes(':id') ? ['id'] : [], dataFrom: row.dataFrom } : {}),
  }));
  const fallback = { pattern: patternOf(homeRow.path), remote: 'catalog', module: 'HomePage' };

  beforeEach(() => {
    document.head.innerHTML = '';
    delete window.__MAKAO_REGISTRY__;
    delete window.__MAKAO_MANIFEST__;
  });

  /** Runs the head script at `path` against the test registry and manifest; returns the fetch double. */
  async function preloadAt(path: string, reg: object = registry) {
    window.history.pushState({}, '', path);
    const fetchMock = jest.fn((url: string | URL) =>
      String(url).endsWith('/remotes.json') ? respond(reg) : respond(manifest),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    preloadRoute(routes, fallback);
    await window.__MAKAO_REGISTRY__;
    await settle();
    return fetchMock;
  }

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

  it("preloads the active release's entry and the chunks of the module this path shows", async () => {
    const fetchMock = await preloadAt('/properties');
    await expect(window.__MAKAO_REGISTRY__).resolves.toEqual(registry);
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('http://cdn.test/catalog/2/mf-manifest.json');
    expect(preloads().filter((hint) => hint.startsWith('script'))).toEqual([
      'script http://cdn.test/catalog/2/static/js/remoteEntry.abc.js',
      'script http://cdn.test/catalog/2/static/js/async/list.js',
    ]);
    // The runtime takes the same manifest from here instead of asking the CDN again.
    expect(window.__MAKAO_MANIFEST__?.url).toBe('http://cdn.test/catalog/2/mf-manifest.json');
    await expect(window.__MAKAO_MANIFEST__?.text).resolves.toBe(JSON.stringify(manifest));
  });

  it("preloads a detail page's property from the API beside its code, as the page will ask for it", async () => {
    await preloadAt('/property/stay%2042');
    expect(preloads()).toContain('fetch http://api.test/api/properties/stay%2042');
    const link = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].find(
      (l) => l.as === 'fetch',
    );
    expect(link?.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('preloads no data for a page whose content is not one fixed call', async () => {
    await preloadAt('/properties?location=nairobi');
    expect(preloads().filter((hint) => hint.startsWith('fetch'))).toEqual([]);
  });

  it('preloads the unfiltered listing as the listing asks for it', async () => {
    await preloadAt('/properties');
    expect(preloads()).toContain('fetch http://api.test/api/properties?limit=500');
  });

  it("preloads the blog's page of posts from the blog source", async () => {
    await preloadAt('/blog', { ...registry, blogBaseUrl: 'http://blog.test/' });
    expect(preloads()).toContain('fetch http://blog.test/wp-json/wp/v2/posts?_embed&per_page=12');
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

  it('serialises to a self-contained script', () => {
    const script = routePreloadScript(routeTable, homeRow);
    expect(script).toMatch(/^\(function preloadRoute\(/);
    expect(script).toContain(
      '"pattern":"^/property/([^/]+)/?$","remote":"catalog","module":"PropertyDetailPage","data":"/api/properties/:id","params":["id"]',
    );
  });
});
