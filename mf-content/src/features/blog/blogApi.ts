import { isNotFound, requestApiJson, requestPageData, runtimeConfig } from 'shared/config';
import { pageData, pageDataUrl } from 'contracts';
import { blogImageUrl, htmlToText } from './blogSource';
import { publishedInstant } from './postDate';

/** A post as the blog reads it from the WordPress REST shape (SPEC §3). */
export interface BlogPost {
  id: number;
  /** Epoch milliseconds (NaN when the source gave no usable date). */
  published: number;
  /** Plain text: WordPress titles and excerpts are HTML. */
  title: string;
  excerpt: string;
  /** Unsanitized HTML straight from the source: pass it through `sanitizeHtml` before rendering. */
  contentHtml: string;
  image: { src: string; alt: string } | null;
  author: string | null;
}

/** The blog source: the API's WordPress-compatible endpoint by default, a real WordPress by config. */
export function blogBaseUrl(): string {
  return runtimeConfig().blogBaseUrl.replace(/\/$/, '');
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function rendered(value: unknown): string {
  const field = record(value)?.rendered;
  return typeof field === 'string' ? field : '';
}

function featuredImage(embedded: Record<string, unknown> | null, title: string): BlogPost['image'] {
  const media = embedded?.['wp:featuredmedia'];
  const first = Array.isArray(media) ? record(media[0]) : null;
  if (!first || typeof first.source_url !== 'string') return null;
  const src = blogImageUrl(first.source_url);
  if (!src) return null;
  const alt = typeof first.alt_text === 'string' && first.alt_text.trim() !== '' ? first.alt_text : title;
  return { src, alt };
}

/** Reads one post of unknown shape; null when it is not a post at all. */
export function readBlogPost(value: unknown): BlogPost | null {
  const post = record(value);
  if (!post || typeof post.id !== 'number' || !Number.isInteger(post.id)) return null;
  const embedded = record(post._embedded);
  const authors = embedded?.author;
  const authorName = Array.isArray(authors) ? record(authors[0])?.name : undefined;
  const title = htmlToText(rendered(post.title)) || 'Untitled post';
  return {
    id: post.id,
    published: publishedInstant(post),
    title,
    excerpt: htmlToText(rendered(post.excerpt)),
    contentHtml: rendered(post.content),
    image: featuredImage(embedded, title),
    author: typeof authorName === 'string' && authorName.trim() !== '' ? authorName : null,
  };
}

/** SPEC §7: newest first by publication date; posts without a date go last. */
export function sortPostsNewestFirst(posts: BlogPost[]): BlogPost[] {
  const key = (post: BlogPost) => (Number.isFinite(post.published) ? post.published : -Infinity);
  return [...posts].sort((a, b) => key(b) - key(a));
}

const json = { Accept: 'application/json' };

/** SPEC §7: `GET /wp-json/wp/v2/posts?_embed&per_page=12`. Unlike the spec's source, failures throw. */
export async function fetchBlogPosts(signal?: AbortSignal): Promise<BlogPost[]> {
  // The contract's URL, the one the page head asks for early (`pageData.blogPosts`).
  const body = await requestPageData(pageDataUrl(pageData.blogPosts, blogBaseUrl()), {
    headers: json,
    signal,
  });
  if (!Array.isArray(body)) throw new Error('The blog answered with something that is not a list of posts');
  return sortPostsNewestFirst(body.map(readBlogPost).filter((post): post is BlogPost => post !== null));
}

/** WordPress post ids are positive integers; anything else cannot be a post. */
function isPostId(id: string | undefined): id is string {
  return id !== undefined && /^[1-9]\d{0,9}$/.test(id);
}

/** SPEC §7: `GET /wp-json/wp/v2/posts/:id?_embed`. Null when the post does not exist. */
export async function fetchBlogPost(id: string, signal?: AbortSignal): Promise<BlogPost | null> {
  if (!isPostId(id)) return null;
  try {
    return readBlogPost(
      // A post's own address is not one the page head asks for early (pageData), so no early answer to take.
      await requestApiJson(`${blogBaseUrl()}/wp-json/wp/v2/posts/${id}?_embed`, { headers: json, signal }),
    );
  } catch (error) {
    // Only the source's own answer says a post is gone; no answer, or a late one, is an error with Retry.
    if (isNotFound(error)) return null;
    throw error;
  }
}
