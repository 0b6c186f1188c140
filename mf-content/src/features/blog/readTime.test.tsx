import { screen, within } from '@testing-library/react';
import { createFetchDouble, jsonResponse, renderWithSite, type FetchDouble } from 'test-utils';
import { BlogListPage } from './BlogListPage';
import { BlogPostPage } from './BlogPostPage';
import { wpPost } from './wpPostFixture';

/** A full page of the blog list: posts 1 to 12, titled "Post number {id}". */
const posts = Array.from({ length: 12 }, (_, i) => wpPost(i + 1));

let http: FetchDouble | undefined;
afterEach(() => http?.restore());

/** The read time each card of the blog list shows, by post id. */
async function readTimesOnTheList(): Promise<Map<number, string>> {
  http = createFetchDouble().on('GET', '/wp-json/wp/v2/posts', () => jsonResponse(200, posts));
  const view = renderWithSite(<BlogListPage />, { route: '/blog' });
  await screen.findByRole('heading', { name: 'Post number 1' });
  const cards = screen.getAllByRole('listitem');
  const shown = new Map(
    posts.map((post) => {
      const card = cards.find((item) => within(item).queryByRole('heading', { name: `Post number ${post.id}` }));
      return [post.id, within(card as HTMLElement).getByText(/min read$/).textContent ?? ''];
    }),
  );
  view.unmount();
  http.restore();
  return shown;
}

/** The read time a post's own page shows. */
async function readTimeOnItsPage(id: number): Promise<string> {
  http = createFetchDouble().on('GET', `/wp-json/wp/v2/posts/${id}`, () => jsonResponse(200, posts[id - 1]));
  const view = renderWithSite(<BlogPostPage />, { route: `/blog/${id}`, path: '/blog/:id' });
  await screen.findByRole('heading', { level: 1, name: `Post number ${id}` });
  const shown = screen.getByText(/min read$/).textContent ?? '';
  view.unmount();
  http.restore();
  return shown;
}

describe('the decorative read time (SPEC §2, §9)', () => {
  it('shows each post as a 3 to 6 minute read, not the same figure for every post', async () => {
    const shown = [...(await readTimesOnTheList()).values()];
    for (const text of shown) expect(text).toMatch(/^[3-6] min read$/);
    expect(new Set(shown).size).toBeGreaterThan(1);
  });

  it('shows a post the same read time on the blog list and on its own page', async () => {
    const onTheList = await readTimesOnTheList();
    for (const post of posts) expect(await readTimeOnItsPage(post.id)).toBe(onTheList.get(post.id));
  });
});
