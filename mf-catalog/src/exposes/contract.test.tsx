import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { largestImageOf, pageData, pageDataUrl, type ExposedModuleId, type ExposedModules } from 'contracts';
import {
  createFetchDouble,
  jsonResponse,
  renderWithSite,
  setEarlyRequests,
  TEST_API,
  type FetchDouble,
  describeRemoteContract,
  type ExposedModuleCase,
  largestImageShown,
} from 'test-utils';
import { daysAgo, listBody, listPage, makeProperty } from '../../test/fixtures';
import HomePage from './HomePage';
import PropertiesPage from './PropertiesPage';
import PropertyDetailPage from './PropertyDetailPage';
import SavedPage from './SavedPage';

/**
 * The federation contract (shared/contracts/src/remotes.ts, pageData.ts) from this remote's side:
 * what the shell and the other remotes load from it renders with the props the contract declares,
 * what it loads from the others is what the contract lists, and its pages ask for their content
 * with the contract's URL (so they take the page head's early answer) and show largest the image
 * the contract names (the one the head preloads).
 */
let api: FetchDouble;
afterEach(() => {
  api?.restore();
  delete window.__MAKAO_EARLY__;
});

const property = makeProperty({
  id: 'stay 42/ü',
  title: 'Contract Cottage',
  images: ['http://api.test/images/first.svg', 'http://api.test/images/second.svg'],
  updatedAt: daysAgo(1),
});
const other = makeProperty({
  id: 'other',
  title: 'Second Stay',
  images: ['http://api.test/images/other.svg'],
  updatedAt: daysAgo(2),
});

/** The detail page's side column comes from booking; an empty stand-in here. */
const remotes = { 'booking/DetailBookingForm': () => null };

type CatalogModule = Extract<ExposedModuleId, `catalog/${string}`>;

/** Each exposed module with props its contract declares, where it renders, and what it shows. */
const exposed: {
  [K in CatalogModule]: ExposedModuleCase<ExposedModules[K]>;
} = {
  'catalog/HomePage': {
    props: {},
    render: (props) => renderWithSite(<HomePage {...props} />, { route: '/' }),
    shows: () => screen.findByRole('heading', { level: 1, name: 'Find your perfect stay in Kenya' }),
  },
  'catalog/PropertiesPage': {
    props: { preset: { location: 'nairobi' } },
    render: (props) => renderWithSite(<PropertiesPage {...props} />, { route: '/nairobi-rentals' }),
    shows: async () =>
      (await screen.findAllByRole('heading', { level: 3, name: 'Contract Cottage' }))[0] as HTMLElement,
  },
  'catalog/PropertyDetailPage': {
    props: {},
    render: (props) =>
      renderWithSite(<PropertyDetailPage {...props} />, { path: '/property/:id', route: '/property/other', remotes }),
    shows: () => screen.findByRole('heading', { level: 1, name: 'Second Stay' }),
  },
  'catalog/SavedPage': {
    props: {},
    render: (props) => renderWithSite(<SavedPage {...props} />, { path: '/saved', route: '/saved' }),
    shows: () => screen.findByRole('heading', { level: 1, name: 'Saved stays' }),
  },
};

function serve() {
  api = createFetchDouble()
    .on('GET', '/api/properties', () => jsonResponse(200, listBody([property, other])))
    .on('GET', '/api/properties/other', () => jsonResponse(200, { data: other }));
}

describeRemoteContract('catalog', join(__dirname, '..'), exposed, serve);

describe("the catalog pages' data (pageData in shared, which the page head asks for early)", () => {
  it("the detail page asks with the contract's URL and shows largest the contract's image", async () => {
    api = createFetchDouble();
    const body = { data: property };
    setEarlyRequests({
      [pageDataUrl(pageData.property, TEST_API, { id: property.id })]: Promise.resolve(jsonResponse(200, body)),
    });
    renderWithSite(<PropertyDetailPage />, {
      path: '/property/:id',
      route: `/property/${encodeURIComponent(property.id)}`,
      remotes,
    });
    await screen.findByRole('heading', { level: 1, name: 'Contract Cottage' });
    // It took the head's answer: the URLs are the same bytes.
    expect(api.calls).toEqual([]);
    expect(largestImageShown()).toBe(largestImageOf(pageData.property, body));
    expect(largestImageShown()).toBe('http://api.test/images/first.svg');
  });

  it("the unfiltered listing asks with the contract's URL and shows largest the contract's image", async () => {
    // The sections below the results (Recently Added, the counties) ask for themselves.
    api = createFetchDouble().on('GET', '/api/properties', ({ url }) =>
      jsonResponse(200, listPage([property, other], url)),
    );
    const listUrl = pageDataUrl(pageData.propertyList, TEST_API);
    const body = listPage([property, other], new URL(listUrl));
    setEarlyRequests({ [listUrl]: Promise.resolve(jsonResponse(200, body)) });
    renderWithSite(<PropertiesPage />, { route: '/properties' });
    const all = await screen.findByRole('region', { name: 'All Properties' });
    await within(all).findByRole('heading', { level: 3, name: 'Contract Cottage' });
    await screen.findByRole('region', { name: 'Recently Added Properties' });
    expect(api.calls.map((call) => call.url.href)).not.toContain(listUrl);
    expect(largestImageShown()).toBe(largestImageOf(pageData.propertyList, body));
    expect(largestImageShown()).toBe('http://api.test/images/first.svg');
  });
});
