import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_TIMEOUT_MS } from 'shared/config';
import { createFetchDouble, jsonResponse, neverAnswered, renderWithSite, TEST_API, type FetchDouble } from 'test-utils';
import { BlogListPage } from './BlogListPage';
import { wpPost } from './wpPostFixture';

let http: FetchDouble;
afterEach(() => {
  http.restore();
  jest.useRealTimers();
});

const posts = [
  wpPost(1, { date_gmt: '2024-01-05T08:00:00', title: { rendered: 'Packing for a Safari' } }),
  wpPost(2, { date_gmt: '2024-06-01T08:00:00', title: { rendered: 'A Long Weekend in Diani' } }),
  wpPost(3, { date_gmt: '2024-03-15T08:00:00', title: { rendered: 'Nairobi Neighbourhoods' }, image: null }),
];

function showBlog(answer: () => Response | Promise<Response>) {
  http = createFetchDouble().on('GET', '/wp-json/wp/v2/posts', answer);
  return renderWithSite(<BlogListPage />, { route: '/blog' });
}

describe('blog list', () => {
  it('says "Loading blog posts..." while the posts are on their way', async () => {
    showBlog(() => new Promise<Response>(() => {}));
    expect(await screen.findByText('Loading blog posts...')).toBeInTheDocument();
  });

  it('asks the configured blog source for 12 posts with embedded media', async () => {
    showBlog(() => jsonResponse(200, posts));
    await screen.findByRole('heading', { name: 'Packing for a Safari' });
    const url = http.calls[0]?.url;
    expect(url?.origin).toBe(TEST_API);
    expect(url?.pathname).toBe('/wp-json/wp/v2/posts');
    expect(url?.searchParams.has('_embed')).toBe(true);
    expect(url?.searchParams.get('per_page')).toBe('12');
  });

  it('shows the newest post first', async () => {
    showBlog(() => jsonResponse(200, posts));
    await screen.findByRole('heading', { name: 'Packing for a Safari' });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['A Long Weekend in Diani', 'Nairobi Neighbourhoods', 'Packing for a Safari']);
  });

  it('shows each card with its image, title, excerpt, en-KE date, read time and a Read More link', async () => {
    showBlog(() => jsonResponse(200, posts));
    const heading = await screen.findByRole('heading', { name: 'A Long Weekend in Diani' });
    const card = within(heading.closest('li') as HTMLElement);
    expect(card.getByRole('img', { name: 'Picture for post 2' })).toHaveAttribute(
      'src',
      `${TEST_API}/images/post-2.jpg`,
    );
    expect(card.getByText('Excerpt of post 2.')).toBeInTheDocument();
    expect(card.getByText('1 June 2024')).toBeInTheDocument();
    expect(card.getByText(/^[3-6] min read$/)).toBeInTheDocument();
    expect(card.getByRole('link', { name: /Read More/ })).toHaveAttribute('href', '/blog/2');
    expect(card.getByRole('link', { name: 'Read More: A Long Weekend in Diani' })).toBeInTheDocument();
  });

  it('leaves the image out of a card whose post has none', async () => {
    showBlog(() => jsonResponse(200, posts));
    const heading = await screen.findByRole('heading', { name: 'Nairobi Neighbourhoods' });
    expect(within(heading.closest('li') as HTMLElement).queryByRole('img')).toBeNull();
  });

  it('goes to /blog/{id} when Read More is pressed', async () => {
    const user = userEvent.setup();
    const view = showBlog(() => jsonResponse(200, posts));
    const heading = await screen.findByRole('heading', { name: 'Packing for a Safari' });
    await user.click(within(heading.closest('li') as HTMLElement).getByRole('link', { name: /Read More/ }));
    expect(view.location().pathname).toBe('/blog/1');
  });

  it('shows titles and excerpts from the source as text, never as markup', async () => {
    showBlog(() =>
      jsonResponse(200, [
        wpPost(9, {
          title: { rendered: 'Lamu<img src=x onerror="window.hacked=1"> &amp; Kilifi' },
          excerpt: { rendered: '<p>Dhows<script>window.hacked=2</script> at dusk</p>', protected: false },
        }),
      ]),
    );
    expect(await screen.findByRole('heading', { name: 'Lamu & Kilifi' })).toBeInTheDocument();
    expect(screen.getByText('Dhows at dusk')).toBeInTheDocument();
    expect(document.querySelector('[onerror], script')).toBeNull();
  });

  it('shows an error with Retry instead of hanging when the blog cannot be reached, and Retry loads it', async () => {
    const user = userEvent.setup();
    showBlog(() => Promise.reject(new TypeError('Failed to fetch')));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the blog");
    http.on('GET', '/wp-json/wp/v2/posts', () => jsonResponse(200, posts));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Packing for a Safari' })).toBeInTheDocument();
  });

  it('shows the error with Retry when the blog source never answers, once the call has timed out', async () => {
    jest.useFakeTimers();
    showBlog(() => neverAnswered());
    await act(() => jest.advanceTimersByTimeAsync(API_TIMEOUT_MS));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the blog");
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('treats an answer that is not a list of posts as an error', async () => {
    showBlog(() => jsonResponse(200, { code: 'rest_no_route' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the blog");
  });

  it('says so when there are no posts yet', async () => {
    showBlog(() => jsonResponse(200, []));
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
  });
});
