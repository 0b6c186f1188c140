import { createFetchDouble, jsonResponse, TEST_API, type FetchDouble } from '../fetchDouble';

let http: FetchDouble;
afterEach(() => http.restore());

const answer = (from: string) => () => jsonResponse(200, { from });
const read = async (url: string) => ((await (await fetch(url)).json()) as { from: string }).from;

describe('the fetch double', () => {
  it('answers a path on its own origin', async () => {
    http = createFetchDouble().on('GET', '/api/properties', answer('api'));
    expect(await read(`${TEST_API}/api/properties?limit=3`)).toBe('api');
  });

  it('fails to fetch the same path on another host, as the network would', async () => {
    http = createFetchDouble().on('GET', '/api/properties', answer('api'));
    await expect(fetch('https://elsewhere.test/api/properties')).rejects.toThrow(
      'no test route for GET https://elsewhere.test/api/properties',
    );
    await expect(fetch('http://api.test:8080/api/properties')).rejects.toThrow(TypeError);
  });

  it('matches a pattern on its own origin only', async () => {
    http = createFetchDouble().on('GET', /^\/api\/properties\/\d+$/, answer('api'));
    expect(await read(`${TEST_API}/api/properties/7`)).toBe('api');
    await expect(fetch('https://elsewhere.test/api/properties/7')).rejects.toThrow(TypeError);
  });

  it('answers another origin when given its absolute URL, each origin on its own', async () => {
    http = createFetchDouble()
      .on('GET', '/wp-json/wp/v2/posts', answer('api'))
      .on('GET', 'https://blog.test/wp-json/wp/v2/posts', answer('blog'));
    expect(await read('https://blog.test/wp-json/wp/v2/posts')).toBe('blog');
    expect(await read(`${TEST_API}/wp-json/wp/v2/posts`)).toBe('api');
  });

  it('answers for the origin it is made for', async () => {
    http = createFetchDouble('https://blog.test').on('GET', '/wp-json/wp/v2/posts', answer('blog'));
    expect(await read('https://blog.test/wp-json/wp/v2/posts')).toBe('blog');
    await expect(fetch(`${TEST_API}/wp-json/wp/v2/posts`)).rejects.toThrow(TypeError);
  });
});
