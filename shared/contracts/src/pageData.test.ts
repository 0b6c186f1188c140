import { largestImageOf, pageData, pageDataUrl } from './pageData';

describe('pageDataUrl', () => {
  it("fills each of the route's parameters in, URI-encoded once, on the origin without its trailing slash", () => {
    expect(pageDataUrl(pageData.property, 'http://api.test/', { id: 'stay 42/ü' })).toBe(
      'http://api.test/api/properties/stay%2042%2F%C3%BC',
    );
  });

  it('keeps the query as the contract writes it', () => {
    expect(pageDataUrl(pageData.blogPosts, 'http://blog.test')).toBe(
      'http://blog.test/wp-json/wp/v2/posts?_embed&per_page=12',
    );
  });
});

describe('largestImageOf', () => {
  it('reads the URL where the contract says the largest image is', () => {
    expect(largestImageOf(pageData.property, { data: { images: ['/a.jpg', '/b.jpg'] } })).toBe('/a.jpg');
  });

  it.each([null, {}, { data: [] }, { data: { images: [] } }, { data: { images: [''] } }, { data: { images: [7] } }])(
    'is undefined when the answer has no such image (%j)',
    (body) => {
      expect(largestImageOf(pageData.property, body)).toBeUndefined();
    },
  );
});
