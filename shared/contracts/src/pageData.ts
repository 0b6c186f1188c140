import { BLOG_PAGE_SIZE, PROPERTY_LIST_PAGE_SIZE } from './api';

/**
 * The call that brings a page's main content and where in its answer the image the page shows
 * largest is (its largest contentful paint), as plain data. The page builds its request from it
 * (`pageDataUrl`), and the shell's page head, which runs before any app code, asks for the same URL
 * and preloads that image; the page's own request then takes the head's answer (`requestPageData`),
 * which only works while the two URLs are the same bytes.
 */
export interface PageData {
  /** Path and query on its origin; `:name` stands for the route's parameter `name`, URI-encoded. */
  path: string;
  /** Which origin serves it: the API (`apiBaseUrl`) or the blog source (`blogBaseUrl`). */
  from: 'api' | 'blog';
  /** Keys from the top of the parsed answer down to the URL of the page's largest image. */
  largestImage: readonly (string | number)[];
}

/** Every page whose content is one fixed call, by what it shows (SPEC §7 calls). */
export const pageData = {
  /** All Properties, unfiltered: its first page; the first card's picture is the largest. */
  propertyList: {
    path: `/api/properties?limit=${PROPERTY_LIST_PAGE_SIZE}`,
    from: 'api',
    largestImage: ['data', 0, 'images', 0],
  },
  /** A property's detail page: the gallery's main picture. */
  property: { path: '/api/properties/:id', from: 'api', largestImage: ['data', 'images', 0] },
  /** The blog's one page of posts (SPEC §3, §9): the newest post's featured picture. */
  blogPosts: {
    path: `/wp-json/wp/v2/posts?_embed&per_page=${BLOG_PAGE_SIZE}`,
    from: 'blog',
    largestImage: [0, '_embedded', 'wp:featuredmedia', 0, 'source_url'],
  },
} as const satisfies Record<string, PageData>;

export type PageDataName = keyof typeof pageData;

/**
 * The URL of `data` on `origin` (a trailing slash is dropped), each parameter URI-encoded once.
 * Self-contained: the page head runs this very function, serialised (shell/src/app/routePreload.ts).
 */
export function pageDataUrl(
  data: Pick<PageData, 'path'>,
  origin: string,
  params: Readonly<Record<string, string>> = {},
): string {
  const path = data.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return `${origin.replace(/\/$/, '')}${path}`;
}

/**
 * The URL of the page's largest image in `body` (as the source wrote it), if the answer has one.
 * Self-contained, like `pageDataUrl`: the page head runs it serialised.
 */
export function largestImageOf(data: Pick<PageData, 'largestImage'>, body: unknown): string | undefined {
  let value = body;
  for (const key of data.largestImage) value = (value as Record<string | number, unknown> | null | undefined)?.[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
