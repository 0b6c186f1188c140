import type { RemoteRegistry } from 'shared/contracts';

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

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  Object.assign(navigator, { sendBeacon: jest.fn(() => true) });
});

describe('the shell loader', () => {
  it('registers the active version of every remote', () => {
    expect(registrationsOf(registry)).toEqual([
      { name: 'catalog', entry: 'http://cdn.test/catalog/2/mf-manifest.json' },
      { name: 'booking', entry: 'http://cdn.test/booking/1/mf-manifest.json' },
      { name: 'content', entry: 'http://cdn.test/content/1/mf-manifest.json' },
    ]);
  });

  it('falls back once to the previous version when the active one fails, and reports the failure', async () => {
    loadRemote
      .mockResolvedValueOnce({ [LOAD_FAILURE]: new Error('manifest 404'), default: Page })
      .mockResolvedValueOnce({ default: Page });
    const loader = createFederationLoader(registry);
    await expect(loader.load('catalog/HomePage')).resolves.toEqual({ default: Page });
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'catalog', entry: 'http://cdn.test/catalog/1/mf-manifest.json' }],
      { force: true },
    );
    expect(navigator.sendBeacon).toHaveBeenCalledWith('http://api.test/api/telemetry/remote-failure', expect.any(Blob));
  });

  it('gives up when the remote has no earlier version', async () => {
    loadRemote.mockRejectedValue(new Error('entry aborted'));
    const loader = createFederationLoader(registry);
    await expect(loader.load('content/ContentPage')).rejects.toThrow('entry aborted');
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('retries from the active version with clean caches', () => {
    const loader = createFederationLoader(registry);
    loader.reset('booking');
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'booking', entry: 'http://cdn.test/booking/1/mf-manifest.json' }],
      { force: true },
    );
  });

  it('fails every load cleanly when the registry could not be read', async () => {
    const loader = createFederationLoader(null);
    await expect(loader.load('catalog/HomePage')).rejects.toThrow('catalog is not in the remote registry');
  });
});
