import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { largestImageOf, pageData, pageDataUrl, type ExposedModuleId, type ExposedModules } from 'contracts';
import {
  createFetchDouble,
  jsonResponse,
  renderWithSite,
  setEarlyRequests,
  type FetchDouble,
  describeRemoteContract,
  type ExposedModuleCase,
  largestImageShown,
} from 'test-utils';
import ContentPage from './ContentPage';
import HostingArea from './HostingArea';
import OpsConsole from './OpsConsole';

/**
 * The federation contract (shared/contracts/src/remotes.ts, pageData.ts) from this remote's side:
 * what the shell loads from it renders with the props the contract declares, what it loads from
 * the others is what the contract lists, and the blog asks for its posts with the contract's URL (so
 * it takes the page head's early answer) and shows largest the picture the contract names (the one
 * the head preloads).
 */
let api: FetchDouble;
afterEach(() => {
  api?.restore();
  delete window.__MAKAO_EARLY__;
});

type ContentModule = Extract<ExposedModuleId, `content/${string}`>;

/** Each exposed module with props its contract declares, where it renders, and what it shows. */
const exposed: {
  [K in ContentModule]: ExposedModuleCase<ExposedModules[K]>;
} = {
  'content/ContentPage': {
    props: { page: 'about' },
    render: (props) => renderWithSite(<ContentPage {...props} />, { route: '/about' }),
    shows: () => screen.findByRole('heading', { level: 1, name: 'About Makao' }),
  },
  'content/HostingArea': {
    props: {},
    render: (props) => {
      api.on('GET', '/api/hosts/session', () => jsonResponse(200, { data: null }));
      return renderWithSite(<HostingArea {...props} />, { route: '/hosting/login', path: '/hosting/*' });
    },
    shows: () => screen.findByRole('heading', { level: 1, name: 'Sign in to host' }),
  },
  'content/OpsConsole': {
    props: {},
    render: (props) => {
      api.on('GET', '/api/ops/session', () => jsonResponse(200, { data: null }));
      return renderWithSite(<OpsConsole {...props} />, { route: '/ops', path: '/ops/*' });
    },
    shows: () => screen.findByRole('heading', { level: 1, name: 'Operations sign-in' }),
  },
};

/** A post in the blog source's shape, with its featured picture. */
const post = (id: number, date: string) => ({
  id,
  date,
  date_gmt: date,
  title: { rendered: `Post ${id}` },
  excerpt: { rendered: `<p>About post ${id}.</p>` },
  content: { rendered: `<p>Post ${id}.</p>` },
  _embedded: { 'wp:featuredmedia': [{ source_url: `http://api.test/images/post-${id}.jpg`, alt_text: `Post ${id}` }] },
});

describeRemoteContract('content', join(__dirname, '..'), exposed, () => {
  api = createFetchDouble();
});

describe("the content pages' data (pageData in shared, which the page head asks for early)", () => {
  it("the blog asks for its posts with the contract's URL and shows largest the contract's picture", async () => {
    api = createFetchDouble();
    const body = [post(2, '2024-09-12T10:00:00'), post(1, '2024-08-01T10:00:00')];
    // renderWithSite's blog source is the test API origin.
    setEarlyRequests({
      [pageDataUrl(pageData.blogPosts, 'http://api.test')]: Promise.resolve(jsonResponse(200, body)),
    });
    renderWithSite(<ContentPage page="blog" />, { route: '/blog' });
    await screen.findByRole('heading', { name: 'Post 2' });
    // It took the head's answer: the URLs are the same bytes.
    expect(api.calls).toEqual([]);
    const image = largestImageOf(pageData.blogPosts, body);
    expect(image).toBe('http://api.test/images/post-2.jpg');
    expect(largestImageShown()).toBe(image);
  });
});
