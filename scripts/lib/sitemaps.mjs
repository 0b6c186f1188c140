// `/sitemap.xml`, `/sitemaps/:n.xml` and `/robots.txt` on the shell origin (shared/src/seo/sitemap.ts
// writes them): the site's pages, every published property (the API's `/api/sitemap/properties`, a
// page of ids at a time) and every post (the blog's REST pages). Built at most every `ttlMs`; while
// the API cannot be read, the last good sitemap goes out, or a 503 if there has never been one.
import { loadSeo } from './linkPreviews.mjs';

/**
 * @param {{ repoDir: string, apiOrigin: string, blogOrigin?: string, shellOrigin: string,
 *   ttlMs?: number, timeoutMs?: number, maxUrls?: number }} options
 */
export function createSitemaps({
  repoDir,
  apiOrigin,
  blogOrigin,
  shellOrigin,
  ttlMs = 10 * 60_000,
  timeoutMs = 10_000,
  maxUrls,
}) {
  let built;
  let building;

  async function readJson(url) {
    const response = await fetch(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return { body: await response.json(), headers: response.headers };
  }

  async function propertyEntries() {
    const entries = [];
    let cursor = null;
    do {
      const { body } = await readJson(
        `${apiOrigin}/api/sitemap/properties${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      for (const { id, updatedAt } of body.data) entries.push({ path: `/property/${id}`, lastmod: updatedAt });
      cursor = body.page.next;
    } while (cursor);
    return entries;
  }

  async function postEntries() {
    const entries = [];
    for (let page = 1, pages = 1; page <= pages; page += 1) {
      const { body, headers } = await readJson(
        `${blogOrigin ?? apiOrigin}/wp-json/wp/v2/posts?per_page=100&page=${page}&_fields=id,modified_gmt`,
      );
      pages = Math.min(Number(headers.get('x-wp-totalpages') ?? 1) || 1, 1000);
      for (const post of body) {
        if (Number.isInteger(post.id)) {
          entries.push({ path: `/blog/${post.id}`, ...(post.modified_gmt && { lastmod: `${post.modified_gmt}Z` }) });
        }
      }
    }
    return entries;
  }

  async function build() {
    const seo = await loadSeo(repoDir);
    const limit = maxUrls ?? seo.SITEMAP_MAX_URLS;
    const [properties, posts] = await Promise.all([propertyEntries(), postEntries()]);
    const entries = [...seo.staticEntries(), ...properties, ...posts];
    const files = [];
    for (let i = 0; i < entries.length; i += limit) files.push(seo.urlset(shellOrigin, entries.slice(i, i + limit)));
    return {
      until: Date.now() + ttlMs,
      index: files.length === 1 ? files[0] : seo.sitemapIndex(shellOrigin, files.length),
      files: files.length === 1 ? [] : files,
    };
  }

  /** The current sitemap: built again once `ttlMs` has passed, by one request at a time. */
  async function current() {
    if (built && built.until > Date.now()) return built;
    building ??= build()
      .then((fresh) => (built = fresh))
      .catch((error) => {
        if (built) return built;
        throw error;
      })
      .finally(() => {
        building = undefined;
      });
    return building;
  }

  const xml = (reply, body) =>
    reply
      .headers({ 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' })
      .compress(body);
  const unavailable = (reply) =>
    reply
      .code(503)
      .headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '60' })
      .send(JSON.stringify({ error: 'The sitemap is not available just now' }));

  return {
    '/sitemap.xml': async (_request, reply) => {
      const sitemap = await current().catch(() => null);
      return sitemap ? xml(reply, sitemap.index) : unavailable(reply);
    },
    '/sitemaps/:file': async (request, reply) => {
      const n = /^([1-9]\d{0,4})\.xml$/.exec(request.params.file)?.[1];
      const sitemap = await current().catch(() => null);
      if (!sitemap) return unavailable(reply);
      const file = n ? sitemap.files[Number(n) - 1] : undefined;
      if (!file) {
        return reply
          .code(404)
          .headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
          .send(JSON.stringify({ error: 'Not found' }));
      }
      return xml(reply, file);
    },
    '/robots.txt': async (_request, reply) => {
      const seo = await loadSeo(repoDir);
      return reply
        .headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' })
        .send(seo.robotsTxt(shellOrigin));
    },
  };
}
