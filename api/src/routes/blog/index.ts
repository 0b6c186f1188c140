/**
 * The local blog source, answering in WordPress's REST shape so the blog can point at this server
 * by default and at a real WordPress by configuration.
 */
import { escapeHtml } from 'contracts/html';
import { type WpPost } from 'contracts';
import { WpPostListQuerySchema, WpPostParamsSchema, WpPostQuerySchema } from 'contracts/schemas';
import { apiError } from '../../errors';
import { absoluteUrl } from '../../domain/properties/serialize';
import type { ApiInstance } from '../typed';

interface PostRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  featured_image: string | null;
  featured_alt: string;
  author: string;
  published_at: Date | string;
  modified_at: Date | string;
}

const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;
const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
/** WordPress writes `date` in the site's zone and `date_gmt` in UTC, both without a zone suffix. */
const wpLocal = (value: Date | string) =>
  new Date(toDate(value).getTime() + NAIROBI_OFFSET_MS).toISOString().slice(0, 19);
const wpGmt = (value: Date | string) => toDate(value).toISOString().slice(0, 19);

const WP_DEFAULT_PER_PAGE = 10;
const columns = 'id, slug, title, excerpt, content, featured_image, featured_alt, author, published_at, modified_at';

function toWpPost(row: PostRow, publicUrl: string, embed: boolean): WpPost {
  const post: WpPost = {
    id: row.id,
    date: wpLocal(row.published_at),
    date_gmt: wpGmt(row.published_at),
    modified: wpLocal(row.modified_at),
    slug: row.slug,
    status: 'publish',
    type: 'post',
    link: `/blog/${row.id}`,
    title: { rendered: escapeHtml(row.title) },
    excerpt: { rendered: `<p>${escapeHtml(row.excerpt)}</p>\n`, protected: false },
    content: { rendered: row.content, protected: false },
    featured_media: row.featured_image ? row.id : 0,
  };
  if (embed) {
    post._embedded = {
      author: [{ id: 1, name: row.author }],
      ...(row.featured_image && {
        'wp:featuredmedia': [
          { id: row.id, source_url: absoluteUrl(publicUrl, row.featured_image), alt_text: row.featured_alt },
        ],
      }),
    };
  }
  return post;
}

/** A WordPress-style error that also carries the API's `error` field. */
function postNotFound() {
  return apiError('POST_NOT_FOUND');
}

export async function blogRoutes(app: ApiInstance): Promise<void> {
  app.get('/wp-json/wp/v2/posts', { schema: { querystring: WpPostListQuerySchema } }, async (request, reply) => {
    const perPage = request.query.per_page ?? WP_DEFAULT_PER_PAGE;
    const page = request.query.page ?? 1;
    const embed = request.query._embed !== undefined;
    const [{ rows: count }, { rows }] = await Promise.all([
      app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM blog_posts'),
      app.db.query<PostRow>(
        `SELECT ${columns} FROM blog_posts ORDER BY published_at DESC, id DESC LIMIT $1 OFFSET $2`,
        [perPage, (page - 1) * perPage],
      ),
    ]);
    const total = count[0]?.n ?? 0;
    reply.header('X-WP-Total', String(total));
    reply.header('X-WP-TotalPages', String(Math.ceil(total / perPage)));
    return rows.map((row) => toWpPost(row, app.config.publicUrl, embed));
  });

  app.get(
    '/wp-json/wp/v2/posts/:id',
    { schema: { params: WpPostParamsSchema, querystring: WpPostQuerySchema } },
    async (request) => {
      const id = Number(request.params.id);
      if (!/^\d{1,9}$/.test(request.params.id) || !Number.isSafeInteger(id)) throw postNotFound();
      const { rows } = await app.db.query<PostRow>(`SELECT ${columns} FROM blog_posts WHERE id = $1`, [id]);
      const row = rows[0];
      if (!row) throw postNotFound();
      return toWpPost(row, app.config.publicUrl, request.query._embed !== undefined);
    },
  );
}
