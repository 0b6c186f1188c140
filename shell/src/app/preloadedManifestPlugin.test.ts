import { clearEarlyRequests, setEarlyRequests, textResponse } from 'shared/testing';
import preloadedManifestPlugin from './preloadedManifestPlugin';

const MANIFEST_URL = 'http://cdn.test/catalog/2/mf-manifest.json';
const answer = (body: string) => textResponse(200, body);
const body = JSON.stringify({ id: 'catalog', exposes: [] });

describe('preloadedManifestPlugin (the runtime takes the manifest the page head fetched)', () => {
  const plugin = preloadedManifestPlugin();
  const fetchHook = (url: string) =>
    (plugin.fetch as (url: string, init: RequestInit) => Promise<Response> | undefined)(url, {});
  let network: jest.Mock;

  beforeEach(() => {
    network = jest.fn(() => Promise.resolve(answer('{"from":"network"}')));
    global.fetch = network as unknown as typeof fetch;
    clearEarlyRequests();
  });

  it("answers the head's manifest once, without a request; the next load asks the CDN", async () => {
    setEarlyRequests({ [MANIFEST_URL]: Promise.resolve(answer(body)) });
    expect(await (await fetchHook(MANIFEST_URL))?.text()).toBe(body);
    expect(network).not.toHaveBeenCalled();
    expect(fetchHook(MANIFEST_URL)).toBeUndefined();
  });

  it('leaves any other request to the runtime', () => {
    setEarlyRequests({ [MANIFEST_URL]: Promise.resolve(answer(body)) });
    expect(fetchHook('http://cdn.test/booking/1/mf-manifest.json')).toBeUndefined();
    clearEarlyRequests();
    expect(fetchHook(MANIFEST_URL)).toBeUndefined();
  });

  it("asks the network itself when the head's request failed", async () => {
    setEarlyRequests({ [MANIFEST_URL]: Promise.reject(new TypeError('Failed to fetch')) });
    expect(await (await fetchHook(MANIFEST_URL))?.text()).toBe('{"from":"network"}');
    expect(network).toHaveBeenCalledWith(MANIFEST_URL);
  });
});
