import { setEarlyRequests, textResponse } from 'test-utils';
import { takeEarlyRequest } from './pageData';

describe('takeEarlyRequest', () => {
  const answer = (body: string) => textResponse(200, body);
  let fetchMock: jest.Mock;

  beforeEach(() => {
    fetchMock = jest.fn(async () => answer('asked again'));
    global.fetch = fetchMock as unknown as typeof fetch;
    window.__MAKAO_EARLY__ = undefined;
  });

  it("takes the page head's answer for the same URL, once", async () => {
    setEarlyRequests({ 'http://api.test/api/properties/7': Promise.resolve(answer('early')) });
    expect(await (await takeEarlyRequest('http://api.test/api/properties/7'))?.text()).toBe('early');
    expect(takeEarlyRequest('http://api.test/api/properties/7')).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('has nothing for any other URL, nor when the page has no head requests at all', () => {
    setEarlyRequests({ 'http://api.test/api/properties/7': Promise.resolve(answer('early')) });
    expect(takeEarlyRequest('http://api.test/api/properties/8')).toBeUndefined();
    window.__MAKAO_EARLY__ = undefined;
    expect(takeEarlyRequest('http://api.test/api/properties/7')).toBeUndefined();
  });

  it('asks itself when the early request failed on the network', async () => {
    setEarlyRequests({ 'http://api.test/x': Promise.reject(new TypeError('Failed to fetch')) });
    const init = { headers: { Accept: 'application/json' } };
    expect(await (await takeEarlyRequest('http://api.test/x', init))?.text()).toBe('asked again');
    expect(fetchMock).toHaveBeenCalledWith('http://api.test/x', init);
  });
});
