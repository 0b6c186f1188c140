import { screen } from '@testing-library/react';
import { contentRoutes, type ContentPageName } from 'contracts';
import { createFetchDouble, jsonResponse, renderWithSite, type FetchDouble } from 'test-utils';
import { RemoteModule } from 'shared/ui';
import { wpPost } from '../features/blog/wpPostFixture';
import ContentPage from './ContentPage';

/** The level-1 heading each page shows, by page name. */
const headings: Record<ContentPageName, string> = {
  about: 'About Makao',
  contact: 'Contact Us',
  blog: 'Kenya Travel Blog',
  'blog-post': 'Post number 5',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  sitemap: 'Sitemap',
  help: 'Help Center',
  'become-host': 'Become a Makao Host',
  cancellation: 'Cancellation Policy',
  'host-terms': 'Host Terms',
};

let http: FetchDouble;
beforeEach(() => {
  http = createFetchDouble()
    .on('GET', '/wp-json/wp/v2/posts', () => jsonResponse(200, [wpPost(5)]))
    .on('GET', '/wp-json/wp/v2/posts/5', () => jsonResponse(200, wpPost(5)));
});
afterEach(() => http.restore());

describe('ContentPage', () => {
  it.each(contentRoutes.map(({ path, page }) => [path, page] as const))(
    'renders the page the shell routes %s to (%s)',
    async (path, page) => {
      renderWithSite(<ContentPage page={page} />, { route: path.replace(':id', '5'), path });
      expect(await screen.findByRole('heading', { level: 1, name: headings[page] })).toBeInTheDocument();
      expect(document.title).toMatch(/ · Makao$/);
    },
  );

  it('fails into the shell’s guarded loader for a page it does not have', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithSite(<RemoteModule id="content/ContentPage" props={{ page: 'careers' as ContentPageName }} />, {
      remotes: { 'content/ContentPage': ContentPage },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the site did not load');
  });
});
