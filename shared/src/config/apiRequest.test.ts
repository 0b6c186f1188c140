import {
  createFetchDouble,
  drippingResponse,
  jsonResponse,
  neverAnswered,
  setEarlyRequests,
  stalledResponse,
  textResponse,
  type FetchDouble,
  type FetchHandler,
} from 'test-utils';
import { API_TIMEOUT_MS, ApiError, requestPageData, isNotFound, requestApi, requestApiJson } from './apiRequest';

const PROPERTY = 'http://api.test/api/properties/7';
let api: FetchDouble;

beforeEach(() => {
  window.__MAKAO_EARLY__ = undefined;
});
afterEach(() => {
  api?.restore();
  jest.useRealTimers();
});

/** Follows a promise without awaiting it, so a test can move fake time and look at where it stands. */
function follow<T>(promise: Promise<T>) {
  const seen: { settled: boolean; value?: T; error?: unknown } = { settled: false };
  promise.then(
    (value) => Object.assign(seen, { settled: true, value }),
    (error: unknown) => Object.assign(seen, { settled: true, error }),
  );
  return seen;
}

describe('the deadline for an answer (API_TIMEOUT_MS)', () => {
  const property = JSON.stringify({ data: { id: '7', title: 'A'.repeat(100) } });
  const servers: Array<[string, FetchHandler]> = [
    ['never answers (a black hole)', () => neverAnswered()],
    ['sends its headers, then stalls', ({ signal }) => stalledResponse(200, signal)],
    // A character a second: never idle long enough for an idle timer, done only after 100 s and more.
    ['drips its body a character a second', ({ signal }) => drippingResponse(200, property, 1000, signal)],
  ];

  it.each(servers)('ends a request to a server that %s, as timed out', async (_, server) => {
    jest.useFakeTimers();
    api = createFetchDouble().on('GET', '/api/properties/7', server);
    const request = follow(requestApi(PROPERTY));
    await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(request.settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(request.error).toBeInstanceOf(ApiError);
    expect(request.error).toMatchObject({ reason: 'timeout', status: null });
    expect(isNotFound(request.error)).toBe(false);
    // The request itself is aborted, so the browser lets go of the connection.
    expect(api.calls[0]?.signal?.aborted).toBe(true);
  });

  it("ends the page head's request for the page's content when that one never answers", async () => {
    jest.useFakeTimers();
    api = createFetchDouble();
    setEarlyRequests({ [PROPERTY]: neverAnswered() });
    const request = follow(requestPageData(PROPERTY));
    await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    expect(request.error).toMatchObject({ name: 'ApiError', reason: 'timeout' });
    expect(api.calls).toHaveLength(0);
  });

  it("carries the caller's message when it times out", async () => {
    jest.useFakeTimers();
    api = createFetchDouble().on('GET', '/api/properties/7', () => neverAnswered());
    const request = follow(requestApiJson(PROPERTY, { failure: 'Failed to fetch property details' }));
    await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    expect(request.error).toMatchObject({ message: 'Failed to fetch property details', reason: 'timeout' });
  });

  it('reads an answer that comes in time whole, and leaves no timer behind', async () => {
    jest.useFakeTimers();
    api = createFetchDouble().on('GET', '/api/properties/7', ({ signal }) =>
      drippingResponse(200, '{"data":{"id":"7"}}', 10, signal),
    );
    const request = follow(requestApiJson(PROPERTY));
    await jest.advanceTimersByTimeAsync(1000);
    expect(request.value).toEqual({ data: { id: '7' } });
    expect(jest.getTimerCount()).toBe(0);
  });

  it("ends with the caller's own reason when the caller cancels (a query no one needs any more)", async () => {
    api = createFetchDouble().on('GET', '/api/properties/7', () => neverAnswered());
    const caller = new AbortController();
    const request = requestApi(PROPERTY, { signal: caller.signal });
    const reason = new Error('cancelled by the page');
    caller.abort(reason);
    await expect(request).rejects.toBe(reason);
    expect(api.calls[0]?.signal?.aborted).toBe(true);
  });
});

describe('what a failure says', () => {
  it('says the API could not be reached when the connection is refused, at once', async () => {
    api = createFetchDouble().on('GET', '/api/properties/7', () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(requestApi(PROPERTY)).rejects.toMatchObject({ name: 'ApiError', reason: 'network', status: null });
  });

  it('returns an answer that is not ok as it is (the booking form reads the server’s text)', async () => {
    api = createFetchDouble().on('GET', '/api/properties/7', () => jsonResponse(409, { error: 'Taken' }, 'Conflict'));
    const answer = await requestApi(PROPERTY);
    expect(answer).toMatchObject({ ok: false, status: 409, statusText: 'Conflict', text: '{"error":"Taken"}' });
    expect(answer.json()).toEqual({ error: 'Taken' });
  });

  it('tells the API’s own 404 from a 5xx', async () => {
    api = createFetchDouble().on('GET', '/api/properties/7', () => jsonResponse(404, { error: 'Property not found' }));
    const missing = await requestApiJson(PROPERTY, { failure: 'Failed to fetch property details' }).catch(
      (error: unknown) => error,
    );
    expect(missing).toMatchObject({ message: 'Failed to fetch property details', reason: 'status', status: 404 });
    expect(isNotFound(missing)).toBe(true);

    api.on('GET', '/api/properties/7', () => jsonResponse(503, { error: 'Unavailable' }));
    const down = await requestApiJson(PROPERTY).catch((error: unknown) => error);
    expect(down).toMatchObject({ reason: 'status', status: 503 });
    expect(isNotFound(down)).toBe(false);
  });

  it('says an ok answer that is not JSON could not be read', async () => {
    api = createFetchDouble().on('GET', '/api/properties/7', () => textResponse(200, '<html>proxy page</html>'));
    await expect(requestApiJson(PROPERTY)).rejects.toMatchObject({ reason: 'unreadable', status: 200 });
  });
});

describe('requestPageData', () => {
  beforeEach(() => {
    api = createFetchDouble().on('GET', /^\/api\/properties\/\d+$/, () => jsonResponse(200, { from: 'asked again' }));
  });

  it("takes the page head's answer for the same URL, once", async () => {
    setEarlyRequests({ [PROPERTY]: Promise.resolve(jsonResponse(200, { from: 'early' })) });
    expect(await requestPageData(PROPERTY)).toEqual({ from: 'early' });
    expect(api.calls).toHaveLength(0);
    expect(await requestPageData(PROPERTY)).toEqual({ from: 'asked again' });
    expect(api.calls).toHaveLength(1);
  });

  it('asks itself for any other URL, and when the page has no head requests at all', async () => {
    setEarlyRequests({ [PROPERTY]: Promise.resolve(jsonResponse(200, { from: 'early' })) });
    expect(await requestPageData('http://api.test/api/properties/8')).toEqual({ from: 'asked again' });
    window.__MAKAO_EARLY__ = undefined;
    expect(await requestPageData(PROPERTY)).toEqual({ from: 'asked again' });
  });

  it('asks itself, within the same deadline, when the early request failed on the network', async () => {
    setEarlyRequests({ [PROPERTY]: Promise.reject(new TypeError('Failed to fetch')) });
    expect(await requestPageData(PROPERTY, { headers: { Accept: 'application/json' } })).toEqual({
      from: 'asked again',
    });
    expect(api.calls[0]?.headers).toEqual({ accept: 'application/json' });
    expect(api.calls[0]?.signal).toBeDefined();
  });
});
