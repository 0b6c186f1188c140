import { fetchPageData } from './pageData';

describe('fetchPageData', () => {
  // jsdom has no Response: a stand-in with the one method read here.
  const answer = (body: string) => ({ ok: true, text: async () => body }) as unknown as Response;
  let fetchMock: jest.Mock;

  beforeEach(() => {
    fetchMock = jest.fn(async () => answer('asked again'));
    global.fetch = fetchMock as unknown as typeof fetch;
    window.__MAKAO_DATA__ = undefined;
  });

  it("takes the page head's answer for the same URL, once", async () => {
    window.__MAKAO_DATA__ = { url: 'http://api.test/api/properties/7', response: Promise.resolve(answer('early')) };
    expect(await (await fetchPageData('http://api.test/api/properties/7')).text()).toBe('early');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await (await fetchPageData('http://api.test/api/properties/7')).text()).toBe('asked again');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks itself for any other URL and leaves the early answer for its page', async () => {
    window.__MAKAO_DATA__ = { url: 'http://api.test/api/properties/7', response: Promise.resolve(answer('early')) };
    expect(await (await fetchPageData('http://api.test/api/properties/8')).text()).toBe('asked again');
    expect(window.__MAKAO_DATA__?.url).toBe('http://api.test/api/properties/7');
  });

  it('asks itself when the early request failed on the network', async () => {
    window.__MAKAO_DATA__ = { url: 'http://api.test/x', response: Promise.reject(new TypeError('Failed to fetch')) };
    const init = { headers: { Accept: 'application/json' } };
    expect(await (await fetchPageData('http://api.test/x', init)).text()).toBe('asked again');
    expect(fetchMock).toHaveBeenCalledWith('http://api.test/x', init);
  });
});
