import { HOST_HINT_KEY, hostMayBeSignedIn } from 'shared/state';
import { configureRuntime } from '../config/runtime';
import { createFetchDouble, jsonResponse, TEST_API, testSession } from 'test-utils';
import { fetchHostSession, rememberSession, signOut } from './client';

const session = testSession();

/** Runs `call` while the API answers `method path` with `response`. */
async function whileAnswering(
  method: 'GET' | 'POST',
  path: string,
  response: () => Response,
  call: () => Promise<void>,
) {
  const api = createFetchDouble().on(method, path, response);
  try {
    await call();
  } finally {
    api.restore();
  }
}

describe('the host hint (whether the top bar asks who is signed in)', () => {
  beforeAll(() => configureRuntime({ apiBaseUrl: TEST_API }));
  afterEach(() => localStorage.clear());

  it('is set by a session that names a host and cleared by one that names nobody', async () => {
    expect(hostMayBeSignedIn()).toBe(false);
    rememberSession(session);
    expect(localStorage.getItem(HOST_HINT_KEY)).toBe('1');
    await whileAnswering(
      'GET',
      '/api/hosts/session',
      () => jsonResponse(200, { data: null }),
      () => expect(fetchHostSession()).resolves.toBeNull(),
    );
    expect(hostMayBeSignedIn()).toBe(false);
  });

  it('is cleared by signing out, even when the API cannot be reached', async () => {
    rememberSession(session);
    await whileAnswering(
      'POST',
      '/api/hosts/logout',
      () => jsonResponse(503, { error: 'Down' }),
      () => expect(signOut()).rejects.toThrow(),
    );
    expect(hostMayBeSignedIn()).toBe(false);
  });

  it('stays as it was when the session question gets no answer', async () => {
    rememberSession(session);
    await whileAnswering(
      'GET',
      '/api/hosts/session',
      () => jsonResponse(500, { error: 'Broken' }),
      () => expect(fetchHostSession()).rejects.toThrow(),
    );
    expect(hostMayBeSignedIn()).toBe(true);
  });

  it('answers yes where storage cannot be read, so a host still sees their links', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      expect(hostMayBeSignedIn()).toBe(true);
    } finally {
      getItem.mockRestore();
    }
  });
});
