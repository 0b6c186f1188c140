import preloadedManifestPlugin from './preloadedManifestPlugin';

// jsdom has no fetch API: the little of Response this plugin and its test use.
class FakeResponse {
  constructor(
    private readonly body: string,
    readonly init: ResponseInit = {},
  ) {}
  text() {
    return Promise.resolve(this.body);
  }
}
beforeAll(() => {
  (globalThis as { Response?: unknown }).Response = FakeResponse;
});
afterAll(() => {
  delete (globalThis as { Response?: unknown }).Response;
});

const MANIFEST_URL = 'http://cdn.test/catalog/2/mf-manifest.json';
const body = JSON.stringify({ id: 'catalog', exposes: [] });

describe('preloadedManifestPlugin (the runtime takes the manifest the page head fetched)', () => {
  const plugin = preloadedManifestPlugin();
  const fetchHook = (url: string) => (plugin.fetch as (url: string, init: RequestInit) => unknown)(url, {});
  let network: jest.Mock;

  beforeEach(() => {
    network = jest.fn(() => Promise.resolve(new Response('{"from":"network"}')));
    global.fetch = network as unknown as typeof fetch;
    delete window.__MAKAO_MANIFEST__;
  });

  it("answers the head's manifest once, without a request; the next load asks the CDN", async () => {
    window.__MAKAO_MANIFEST__ = { url: MANIFEST_URL, text: Promise.resolve(body) };
    const first = (await fetchHook(MANIFEST_URL)) as Response;
    expect(first).toBeInstanceOf(FakeResponse);
    expect(await first.text()).toBe(body);
    expect(network).not.toHaveBeenCalled();
    expect(fetchHook(MANIFEST_URL)).toBeUndefined();
  });

  it('leaves any other request to the runtime', () => {
    window.__MAKAO_MANIFEST__ = { url: MANIFEST_URL, text: Promise.resolve(body) };
    expect(fetchHook('http://cdn.test/booking/1/mf-manifest.json')).toBeUndefined();
    expect(window.__MAKAO_MANIFEST__).toBeDefined();
  });

  it("asks the network itself when the head's request failed", async () => {
    window.__MAKAO_MANIFEST__ = { url: MANIFEST_URL, text: Promise.reject(new Error('HTTP 503')) };
    const response = (await fetchHook(MANIFEST_URL)) as Response;
    expect(await response.text()).toBe('{"from":"network"}');
    expect(network).toHaveBeenCalledWith(MANIFEST_URL);
  });
});
