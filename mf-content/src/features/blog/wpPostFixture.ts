import type { WpPost } from 'contracts';
import { TEST_API } from 'test-utils';

/** A post in WordPress's REST shape, for tests (never imported by production code); its picture is on the blog source. */
export function wpPost(id: number, overrides: Partial<WpPost> & { image?: string | null } = {}): WpPost {
  const { image = `${TEST_API}/images/post-${id}.jpg`, ...rest } = overrides;
  return {
    id,
    date: '2024-09-12T10:00:00',
    date_gmt: '2024-09-12T07:00:00',
    modified: '2024-09-12T10:00:00',
    slug: `post-${id}`,
    status: 'publish',
    type: 'post',
    link: `/blog/${id}`,
    title: { rendered: `Post number ${id}` },
    excerpt: { rendered: `<p>Excerpt of post ${id}.</p>`, protected: false },
    content: { rendered: `<p>Content of post ${id}.</p>`, protected: false },
    featured_media: image ? id : 0,
    _embedded: {
      author: [{ id: 1, name: 'Fatuma Ali' }],
      ...(image && { 'wp:featuredmedia': [{ id, source_url: image, alt_text: `Picture for post ${id}` }] }),
    },
    ...rest,
  };
}
