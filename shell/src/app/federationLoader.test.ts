import type { RemoteRegistry } from './releaseRegistry';

// The federation runtime is the network edge of the loader: fake it, keep the loader real.
const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
}));

import { createFederationLoader, registrationsOf } from './federationLoader';
import { LOAD_FAILURE } from './remoteFailurePlugin';

const registry: RemoteRegistry = {
  apiBaseUrl: 'http://api.test',
  remotes: {
    catalog: {
      active: '2',
      versions: [
        { version: '2', entry: 'http://cdn.test/catalog/2/mf-manifest.json', releasedAt: '' },
        { version: '1', entry: 'http://cdn.test/catalog/1/mf-manifest.json', releasedAt: '' },
      ],
    },
    booking: {
      active: '1',
      versions: [{ version: '1', entry: 'http://cdn.test/booking/1/mf-manifest.json', releasedAt: '' }],
    },
    content: {
      active: '1',
      versions: [{ version: '1', entry: 'http://cdn.test/content/1/mf-manifest.json', releasedAt: '' }],
    },
  },
};

const Page = () => null;

/** A beacon's body as the API reads it (jsdom's Blob has no `text()`). */
const beaconBody = (blob: Blob) =>
  new Promise<unknown>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(JSON.parse(reader.result as string));
    reader.readAsText(blob);
  });

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  Object.assign(navigator, { sendBeacon: jest.fn(() => true) });
});

describe('the shell loader', () => {
  it('registers the active version of every remote', () => {
    expect(registrationsOf(registry, '1.4.0')).toEqual([
      { name: 'catalog', entry: 'http://cdn.test/catalog/2/mf-manifest.json' },
      { name: 'booking', entry: 'http://cdn.test/booking/1/mf-manifest.json' },
      { name: 'content', entry: 'http://cdn.test/content/1/mf-manifest.json' },
    ]);
  });

  it('falls back once to the previous version when the active one fails, and reports the failure', async () => {
    loadRemote
      .mockResolvedValueOnce({ [LOAD_FAILURE]: new Error('manifest 404'), default: Page })
      .mockResolvedValueOnce({ default: Page });
    const loader = createFederationLoader(registry, '1.4.0');
    await expect(loader.load('catalog/HomePage')).resolves.toEqual({ default: Page });
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'catalog', entry: 'http://cdn.test/catalog/1/mf-manifest.json' }],
      { force: true },
    );
    expect(navigator.sendBeacon).toHaveBeenCalledWith('http://api.test/api/telemetry/remote-failure', expect.any(Blob));
  });

  it('reports each version that loads once a page, so the registry counts loads beside failures', async () => {
    loadRemote
      .mockResolvedValueOnce({ [LOAD_FAILURE]: new Error('manifest 404'), default: Page })
      .mockResolvedValue({ default: Page });
    const loader = createFederationLoader(registry, '1.4.0');
    await loader.load('catalog/HomePage');
    await loader.load('catalog/PropertiesPage');
    await loader.load('booking/BookingDialog');
    const reports = await Promise.all(
      jest
        .mocked(navigator.sendBeacon)
        .mock.calls.map(async ([url, body]) => [String(url).split('/').pop(), await beaconBody(body as Blob)]),
    );
    expect(reports).toEqual([
      ['remote-failure', expect.objectContaining({ remote: 'catalog', version: '2', reason: 'manifest 404' })],
      ['remote-load', { remote: 'catalog', version: '1' }],
      ['remote-load', { remote: 'booking', version: '1' }],
    ]);
  });

  it('gives up when the remote has no earlier version', async () => {
    loadRemote.mockRejectedValue(new Error('entry aborted'));
    const loader = createFederationLoader(registry, '1.4.0');
    await expect(loader.load('content/ContentPage')).rejects.toThrow('entry aborted');
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('retries from the active version with clean caches', () => {
    const loader = createFederationLoader(registry, '1.4.0');
    loader.reset('booking');
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'booking', entry: 'http://cdn.test/booking/1/mf-manifest.json' }],
      { force: true },
    );
  });

  it('fails every load cleanly when the registry could not be read', async () => {
    const loader = createFederationLoader(null, '1.4.0');
    await expect(loader.load('catalog/HomePage')).rejects.toThrow('catalog is not in the remote registry');
  });

  describe('a remote released for another shared', () => {
    /** catalog 3 (active) needs a later shared than the shell's 1.4.0; 2 and 1 do not. */
    const skewed = (requires: string): RemoteRegistry => ({
      ...registry,
      remotes: {
        ...registry.remotes,
        catalog: {
          active: '3',
          versions: [
            {
              version: '3',
              entry: 'http://cdn.test/catalog/3/mf-manifest.json',
              releasedAt: '',
              requires: { shared: requires },
            },
            {
              version: '2',
              entry: 'http://cdn.test/catalog/2/mf-manifest.json',
              releasedAt: '',
              requires: { shared: '^1.2.0' },
            },
            { version: '1', entry: 'http://cdn.test/catalog/1/mf-manifest.json', releasedAt: '' },
          ],
        },
      },
    });

    it('never registers it: the newest older version this shell serves takes its place, and the skip is reported', async () => {
      for (const requires of ['^1.5.0', '^2.0.0']) {
        expect(registrationsOf(skewed(requires), '1.4.0')[0]).toEqual({
          name: 'catalog',
          entry: 'http://cdn.test/catalog/2/mf-manifest.json',
        });
      }
      createFederationLoader(skewed('^1.5.0'), '1.4.0');
      expect(navigator.sendBeacon).toHaveBeenCalledTimes(1);
      // Reported as skipped: the registry never counts a version this shell would not load as failing.
      const [[url, body]] = jest.mocked(navigator.sendBeacon).mock.calls as [[string, Blob]];
      expect(url).toBe('http://api.test/api/telemetry/remote-failure');
      expect(await beaconBody(body)).toMatchObject({ remote: 'catalog', version: '3', skipped: true });
      expect(console.warn).toHaveBeenCalledWith(
        '[remote] catalog@3 needs shared ^1.5.0; this shell provides 1.4.0: loading catalog@2',
      );
    });

    it('registers it on a shell whose shared it accepts', () => {
      expect(registrationsOf(skewed('^1.3.0'), '1.4.0')[0]?.entry).toBe('http://cdn.test/catalog/3/mf-manifest.json');
      createFederationLoader(skewed('^1.3.0'), '1.4.0');
      expect(navigator.sendBeacon).not.toHaveBeenCalled();
    });

    it('falls back from the version it loads to the next one it serves, never to the skipped one', async () => {
      loadRemote
        .mockResolvedValueOnce({ [LOAD_FAILURE]: new Error('chunk aborted'), default: Page })
        .mockResolvedValueOnce({ default: Page });
      const loader = createFederationLoader(skewed('^1.5.0'), '1.4.0');
      await expect(loader.load('catalog/HomePage')).resolves.toEqual({ default: Page });
      expect(registerRemotes).toHaveBeenCalledWith(
        [{ name: 'catalog', entry: 'http://cdn.test/catalog/1/mf-manifest.json' }],
        { force: true },
      );
      // Retry starts again from the version it serves first.
      loader.reset('catalog');
      expect(registerRemotes).toHaveBeenLastCalledWith(
        [{ name: 'catalog', entry: 'http://cdn.test/catalog/2/mf-manifest.json' }],
        { force: true },
      );
    });
  });
});
