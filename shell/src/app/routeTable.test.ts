import { waitFor } from '@testing-library/react';
import { largestImageOf, pageDataUrl, type PageData } from 'contracts';
import { clearEarlyRequests, loadedBy } from 'test-utils';
import { jsonResponse } from 'test-utils';
import { routePreloadScript } from './routePreload';
import { homeRow, routeTable, type RouteRow } from './routeTable';

const registry = { apiBaseUrl: 'http://api.test/', blogBaseUrl: 'http://blog.test', remotes: {} };

/** An answer with a different image at every depth, so only the contract's own path finds the one it names. */
function answerFor(data: PageData): unknown {
  const build = (keys: readonly (string | number)[]): unknown => {
    const [key, ...rest] = keys;
    if (key === undefined) return 'http://images.test/largest.svg';
    const decoy = 'http://images.test/decoy.svg';
    if (typeof key === 'number') return [...Array<unknown>(key).fill(decoy), build(rest), decoy];
    return { other: decoy, [key]: build(rest) };
  };
  return build(data.largestImage);
}

const rowsWithData = routeTable.filter((row): row is RouteRow & { data: PageData } => row.data !== undefined);

describe('the route table’s page data (the page head, serialised as index.html inlines it)', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    delete window.__MAKAO_REGISTRY__;
    clearEarlyRequests();
  });

  it.each(rowsWithData.map((row) => [row.path, row]))(
    '%s: asks for the URL the page builds from the contract and preloads the image the contract names',
    async (path, row) => {
      const value = 'stay 42/ü';
      window.history.pushState({}, '', path.replace(/:[^/]+/g, encodeURIComponent(value)));
      const params = Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, name]) => [name as string, value]));
      const origin = row.data.from === 'blog' ? registry.blogBaseUrl : registry.apiBaseUrl;
      const expected = pageDataUrl(row.data, origin, params);
      const fetchMock = jest.fn((url: string | URL) =>
        Promise.resolve(
          String(url).endsWith('/remotes.json')
            ? jsonResponse(200, registry)
            : String(url) === expected
              ? jsonResponse(200, answerFor(row.data))
              : jsonResponse(404, { error: 'Not found' }),
        ),
      );
      global.fetch = fetchMock as unknown as typeof fetch;

      window.eval(routePreloadScript(routeTable, homeRow, '1.0.0'));
      const image = largestImageOf(row.data, answerFor(row.data));
      expect(image).toBe('http://images.test/largest.svg');
      await waitFor(() =>
        expect(
          [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')]
            .filter((link) => link.as === 'image')
            .map((link) => link.href),
        ).toEqual([image]),
      );
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/remotes.json', expected]);
    },
  );

  it("names only parameters its route's path captures", () => {
    for (const row of rowsWithData) {
      for (const [, name] of row.data.path.matchAll(/:(\w+)/g)) expect(row.path).toContain(`:${name}`);
    }
  });
});

describe('the route table', () => {
  it('loads exactly the modules the federation contract lists for the shell', () => {
    expect([...new Set([homeRow, ...routeTable].map((row) => row.id))].sort()).toEqual(loadedBy('shell').sort());
  });
});
