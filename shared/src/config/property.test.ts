import { createFetchDouble, jsonResponse, setEarlyRequests, TEST_API, type FetchDouble } from 'test-utils';
import { isNotFound } from './apiRequest';
import { FETCH_PROPERTY_ERROR, requestProperty } from './property';
import { configureRuntime } from './runtime';

let api: FetchDouble;

beforeEach(() => {
  window.__MAKAO_EARLY__ = undefined;
  configureRuntime({ apiBaseUrl: TEST_API });
});
afterEach(() => api?.restore());

describe('requestProperty (one property, SPEC §7)', () => {
  it('asks for the contract URL and reads the property from data or the body itself', async () => {
    api = createFetchDouble()
      .on('GET', '/api/properties/a%2Fb', () => jsonResponse(200, { data: { _id: 'a/b', title: 'Loft' } }))
      .on('GET', '/api/properties/7', () => jsonResponse(200, { id: '7', title: 'Villa' }));
    await expect(requestProperty('a/b')).resolves.toMatchObject({ id: 'a/b', title: 'Loft' });
    await expect(requestProperty('7')).resolves.toMatchObject({ id: '7', title: 'Villa' });
  });

  it("takes the page head's early request for the same URL instead of asking again", async () => {
    api = createFetchDouble();
    setEarlyRequests({
      [`${TEST_API}/api/properties/7`]: Promise.resolve(jsonResponse(200, { data: { id: '7', title: 'Early' } })),
    });
    await expect(requestProperty('7')).resolves.toMatchObject({ title: 'Early' });
    expect(api.calls).toHaveLength(0);
  });

  it('fails with the spec message: a 404 is not found, an answer without a property is unreadable', async () => {
    api = createFetchDouble()
      .on('GET', '/api/properties/gone', () => jsonResponse(404, { error: 'Property not found' }))
      .on('GET', '/api/properties/empty', () => jsonResponse(200, { data: {} }));
    const gone = await requestProperty('gone').catch((error: unknown) => error);
    expect(isNotFound(gone)).toBe(true);
    expect(gone).toMatchObject({ message: FETCH_PROPERTY_ERROR });
    await expect(requestProperty('empty')).rejects.toMatchObject({
      message: FETCH_PROPERTY_ERROR,
      reason: 'unreadable',
    });
  });
});
