import { configureRuntime } from 'shared/config';
import { TEST_API } from 'test-utils';
import { readBlogPost, sortPostsNewestFirst, type BlogPost } from './blogApi';
import { wpPost } from './wpPostFixture';

beforeAll(() => configureRuntime({ apiBaseUrl: 'https://api.test', blogBaseUrl: TEST_API }));

function read(value: unknown): BlogPost {
  const post = readBlogPost(value);
  if (!post) throw new Error('not a post');
  return post;
}

describe('reading WordPress posts', () => {
  it('keeps id, date, text title and excerpt, raw content, featured image and author', () => {
    const post = read(
      wpPost(7, {
        title: { rendered: 'Diani &amp; Tiwi <em>beaches</em>' },
        excerpt: { rendered: '<p>Sand &hellip; and sun</p>', protected: false },
      }),
    );
    expect(post).toEqual({
      id: 7,
      published: Date.parse('2024-09-12T07:00:00Z'),
      title: 'Diani & Tiwi beaches',
      excerpt: 'Sand … and sun',
      contentHtml: '<p>Content of post 7.</p>',
      image: { src: `${TEST_API}/images/post-7.jpg`, alt: 'Picture for post 7' },
      author: 'Fatuma Ali',
    });
  });

  it('has no image when the post has no featured media', () => {
    expect(read(wpPost(3, { image: null })).image).toBeNull();
  });

  it('resolves a relative featured image against the blog source', () => {
    expect(read(wpPost(3, { image: '/images/blog/diani.svg' })).image?.src).toBe(`${TEST_API}/images/blog/diani.svg`);
  });

  it('drops a featured image with a javascript: address', () => {
    expect(read(wpPost(3, { image: 'javascript:alert(1)' })).image).toBeNull();
  });

  it('keeps a featured image on the API and drops one from any other host', () => {
    expect(read(wpPost(3, { image: 'https://api.test/images/a.jpg' })).image?.src).toBe(
      'https://api.test/images/a.jpg',
    );
    expect(read(wpPost(3, { image: 'https://cdn.tracker.example/a.jpg' })).image).toBeNull();
  });

  it('rejects something that is not a post', () => {
    expect(readBlogPost({ title: 'no id' })).toBeNull();
    expect(readBlogPost(null)).toBeNull();
  });
});

describe('sorting posts', () => {
  it('puts the newest first, whatever order the source used', () => {
    const posts = [
      read(wpPost(1, { date_gmt: '2024-01-05T08:00:00' })),
      read(wpPost(2, { date_gmt: '2024-06-01T08:00:00' })),
      read(wpPost(3, { date_gmt: '2024-03-15T08:00:00' })),
    ];
    expect(sortPostsNewestFirst(posts).map((post) => post.id)).toEqual([2, 3, 1]);
  });

  it('puts posts without a readable date last', () => {
    const posts = [
      read(wpPost(1, { date: 'soon', date_gmt: '' })),
      read(wpPost(2, { date_gmt: '2024-06-01T08:00:00' })),
    ];
    expect(sortPostsNewestFirst(posts).map((post) => post.id)).toEqual([2, 1]);
  });
});
