import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_TIMEOUT_MS } from 'shared/config';
import { createFetchDouble, jsonResponse, neverAnswered, renderWithSite, TEST_API, type FetchDouble } from 'test-utils';
import { BlogPostPage } from './BlogPostPage';
import { wpPost } from './wpPostFixture';

let http: FetchDouble;
afterEach(() => {
  http.restore();
  jest.useRealTimers();
});

function showPost(id: string, answer: () => Response | Promise<Response>) {
  http = createFetchDouble().on('GET', /^\/wp-json\/wp\/v2\/posts\/[^/]+$/, answer);
  return renderWithSite(<BlogPostPage />, { route: `/blog/${id}`, path: '/blog/:id' });
}

const post = wpPost(4, {
  date_gmt: '2024-09-11T21:30:00',
  title: { rendered: 'Lake Naivasha &#8211; A Weekend Escape' },
  content: {
    rendered:
      '<p>Two hours from Nairobi.</p><h2>Crescent Island</h2><p>Walk among giraffes.</p>' +
      '<script>window.hacked = true</script><img src="x" onerror="window.hacked = true">' +
      '<p><a href="javascript:alert(1)">Win a prize</a> <a href="https://kws.go.ke">Kenya Wildlife Service</a></p>' +
      '<iframe src="https://evil.example"></iframe>',
    protected: false,
  },
});

describe('blog post', () => {
  it('says "Loading post..." while the post is on its way', async () => {
    showPost('4', () => new Promise<Response>(() => {}));
    expect(await screen.findByText('Loading post...')).toBeInTheDocument();
  });

  it('asks the blog source for the post in the address, with embedded media', async () => {
    showPost('4', () => jsonResponse(200, post));
    await screen.findByRole('heading', { level: 1 });
    expect(http.calls[0]?.url.pathname).toBe('/wp-json/wp/v2/posts/4');
    expect(http.calls[0]?.url.searchParams.has('_embed')).toBe(true);
  });

  it('shows the title, the Nairobi date, the read time, the image and the content', async () => {
    showPost('4', () => jsonResponse(200, post));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lake Naivasha – A Weekend Escape' })).toBeVisible();
    // 21:30 UTC on 11 September is already 12 September in Nairobi.
    expect(screen.getByText('12 September 2024')).toBeInTheDocument();
    expect(screen.getByText(/^[3-6] min read$/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Picture for post 4' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Crescent Island' })).toBeInTheDocument();
    expect(screen.getByText('Walk among giraffes.')).toBeInTheDocument();
  });

  it('renders the content without scripts, event handlers, javascript: links or iframes', async () => {
    showPost('4', () => jsonResponse(200, post));
    await screen.findByText('Walk among giraffes.');
    const article = screen.getByRole('article');
    expect(article.querySelector('script, iframe, [onerror]')).toBeNull();
    expect(within(article).getByText('Win a prize').closest('a')).not.toHaveAttribute('href');
    expect(within(article).getByRole('link', { name: 'Kenya Wildlife Service' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('shows pictures from the blog source and never loads one from another host', async () => {
    const tracked = wpPost(5, {
      content: {
        rendered:
          '<p>Sunrise over Lamu.</p><img src="https://tracker.example/pixel.gif?reader=1" alt="pixel">' +
          '<img src="/wp-content/uploads/lamu.jpg" alt="Lamu old town">',
        protected: false,
      },
    });
    showPost('5', () => jsonResponse(200, tracked));
    await screen.findByText('Sunrise over Lamu.');
    const article = screen.getByRole('article');
    expect(within(article).getByRole('img', { name: 'Lamu old town' })).toHaveAttribute(
      'src',
      `${TEST_API}/wp-content/uploads/lamu.jpg`,
    );
    expect(within(article).queryByRole('img', { name: 'pixel' })).not.toBeInTheDocument();
    expect(article.querySelector('img[src*="tracker.example"]')).toBeNull();
  });

  it('links back to the blog', async () => {
    showPost('4', () => jsonResponse(200, post));
    expect(screen.getByRole('link', { name: /Back to Blog/ })).toHaveAttribute('href', '/blog');
  });

  it('says "Post not found" when the source has no such post', async () => {
    showPost('999', () => jsonResponse(404, { code: 'rest_post_invalid_id', message: 'Invalid post ID.' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument();
  });

  it('says "Post not found" for an address that cannot be a post, without asking the source', async () => {
    showPost('not-a-post', () => jsonResponse(200, post));
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument();
    expect(http.calls).toHaveLength(0);
  });

  it('shows an error with Retry when the source fails, and Retry loads the post', async () => {
    const user = userEvent.setup();
    showPost('4', () => jsonResponse(500, { code: 'internal' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load this post");
    http.on('GET', /^\/wp-json\/wp\/v2\/posts\/[^/]+$/, () => jsonResponse(200, post));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Walk among giraffes.')).toBeInTheDocument();
  });

  it('shows the error with Retry, not Post not found, when the source never answers', async () => {
    jest.useFakeTimers();
    showPost('4', () => neverAnswered());
    await act(() => jest.advanceTimersByTimeAsync(API_TIMEOUT_MS));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load this post");
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Post not found' })).not.toBeInTheDocument();
  });

  it('names the browser tab after the post', async () => {
    showPost('4', () => jsonResponse(200, post));
    await screen.findByText('Walk among giraffes.');
    expect(document.title).toBe('Lake Naivasha – A Weekend Escape · Makao');
  });
});
