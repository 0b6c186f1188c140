import { clearEarlyRequests, setEarlyRequests, textResponse } from 'test-utils';
import manifestPlugin, { MANIFEST_TIMEOUT_MS } from './manifestPlugin';
import type { RemoteManifest } from './remoteManifest';

const MANIFEST_URL = 'http://cdn.test/catalog/2/mf-manifest.json';
const manifest = (entry: string, publicPath = 'auto'): RemoteManifest => ({
  metaData: { globalName: 'catalog', publicPath, remoteEntry: { path: '', name: entry, type: 'global' } },
  exposes: [],
});
const answer = (body: RemoteManifest) => textResponse(200, JSON.stringify(body), '', 'application/json');

/** What the runtime's `afterResolve` gets for a remote registered by `entry`, and what the plugin makes of it. */
async function resolve(plugin: ReturnType<typeof manifestPlugin>, entry: string) {
  const remoteInfo = { name: 'catalog', entry, type: 'var', entryGlobalName: 'catalog', shareScope: 'default' };
  const hook = plugin.afterResolve as unknown as (args: object) => Promise<{ remoteInfo: typeof remoteInfo }>;
  return (await hook({ id: 'catalog/HomePage', expose: './HomePage', remote: { name: 'catalog', entry }, remoteInfo }))
    .remoteInfo;
}

describe("manifestPlugin (the runtime reaches a remote's entry through its manifest)", () => {
  let network: jest.Mock;

  beforeEach(() => {
    network = jest.fn(() => Promise.resolve(answer(manifest('static/js/remoteEntry.net.js'))));
    global.fetch = network as unknown as typeof fetch;
    clearEarlyRequests();
  });

  it("points the runtime at the entry the manifest names, beside the manifest, from the head's request", async () => {
    setEarlyRequests({ [MANIFEST_URL]: Promise.resolve(answer(manifest('static/js/remoteEntry.abc.js'))) });
    const info = await resolve(manifestPlugin(), MANIFEST_URL);
    expect(info).toMatchObject({
      entry: 'http://cdn.test/catalog/2/static/js/remoteEntry.abc.js',
      type: 'global',
      entryGlobalName: 'catalog',
    });
    expect(network).not.toHaveBeenCalled();
  });

  it('reads a manifest once for every load of its remote, and under its publicPath when it has one', async () => {
    network.mockImplementation(() => Promise.resolve(answer(manifest('js/entry.js', 'https://static.test/c/2/'))));
    const plugin = manifestPlugin();
    const first = await resolve(plugin, MANIFEST_URL);
    const second = await resolve(plugin, MANIFEST_URL);
    expect(first.entry).toBe('https://static.test/c/2/js/entry.js');
    expect(second.entry).toBe(first.entry);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("asks the network itself when the head's request failed", async () => {
    setEarlyRequests({ [MANIFEST_URL]: Promise.reject(new TypeError('Failed to fetch')) });
    const info = await resolve(manifestPlugin(), MANIFEST_URL);
    expect(info.entry).toBe('http://cdn.test/catalog/2/static/js/remoteEntry.net.js');
    expect(network).toHaveBeenCalledWith(MANIFEST_URL, expect.objectContaining({ signal: expect.anything() }));
  });

  it('fails the load on a manifest the CDN does not have, and asks again on the next (Retry)', async () => {
    network.mockImplementationOnce(() => Promise.resolve(textResponse(404, 'Not Found')));
    const plugin = manifestPlugin();
    await expect(resolve(plugin, MANIFEST_URL)).rejects.toThrow(`HTTP 404 for the manifest ${MANIFEST_URL}`);
    await expect(resolve(plugin, MANIFEST_URL)).resolves.toMatchObject({
      entry: 'http://cdn.test/catalog/2/static/js/remoteEntry.net.js',
    });
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('gives up on a manifest that does not arrive in time, and asks again on the next load', async () => {
    jest.useFakeTimers();
    try {
      setEarlyRequests({ [MANIFEST_URL]: new Promise<Response>(() => {}) });
      const plugin = manifestPlugin();
      const stalled = resolve(plugin, MANIFEST_URL);
      const failed = expect(stalled).rejects.toThrow(
        `The manifest ${MANIFEST_URL} did not arrive within ${MANIFEST_TIMEOUT_MS / 1000} s`,
      );
      await jest.advanceTimersByTimeAsync(MANIFEST_TIMEOUT_MS);
      await failed;
      await expect(resolve(plugin, MANIFEST_URL)).resolves.toMatchObject({
        entry: 'http://cdn.test/catalog/2/static/js/remoteEntry.net.js',
      });
    } finally {
      jest.useRealTimers();
    }
  });

  it('leaves a remote registered by its entry file as it is', async () => {
    const entry = 'http://cdn.test/catalog/2/static/js/remoteEntry.abc.js';
    expect((await resolve(manifestPlugin(), entry)).entry).toBe(entry);
    expect(network).not.toHaveBeenCalled();
  });
});
