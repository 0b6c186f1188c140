// Link previews and search engines on the shell origin: `/property/:id` and `/blog/:id` answer the
// shell's page with that page's own title, description, canonical URL, Open Graph and Twitter tags and
// JSON-LD in the HTML itself (shared/src/seo, the words the pages use), for crawlers and chat apps that
// run no script. The API answers within `timeoutMs` or the generic page goes out; answers are kept for
// `ttlMs` (a minute, an unknown id too), so a link shared in a busy group costs the API one request a
// minute, and a listing the operations team suspends loses its preview within that minute.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const PROPERTY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const POST_ID = /^[1-9]\d{0,9}$/;
const NOT_FOUND_TTL_MS = 60_000;

let seoModule;
/**
 * `shared/seo` for Node, as `npm run build -w shared` bundles it (shared/dist/seo.mjs), so the server
 * and the pages share one source and no request waits for a bundler. Loaded once per process.
 */
export function loadSeo(repoDir) {
  const file = join(repoDir, 'shared', 'dist', 'seo.mjs');
  seoModule ??= import(pathToFileURL(file).href).catch((error) => {
    seoModule = undefined;
    throw new Error(`${file} is missing or broken: run \`npm run build -w shared\``, { cause: error });
  });
  return seoModule;
}

/**
 * @param {{ repoDir: string, apiOrigin: string, blogOrigin?: string, shellOrigin: string,
 *   timeoutMs?: number, ttlMs?: number, maxEntries?: number }} options
 */
export function createLinkPreviews({
  repoDir,
  apiOrigin,
  blogOrigin,
  shellOrigin,
  timeoutMs = 800,
  ttlMs = 60_000,
  maxEntries = 5000,
}) {
  /** `kind:id` → { until, preview (null: not found) } */
  const kept = new Map();
  /** `kind:id` → the request under way, shared by everyone asking meanwhile. */
  const asking = new Map();

  const sources = {
    property: {
      valid: (id) => PROPERTY_ID.test(id),
      url: (id) => `${apiOrigin}/api/properties/${id.toLowerCase()}`,
      read: (seo, body) => (body?.data ? seo.propertyPreview(body.data, shellOrigin) : null),
    },
    post: {
      valid: (id) => POST_ID.test(id),
      url: (id) => `${blogOrigin ?? apiOrigin}/wp-json/wp/v2/posts/${id}?_embed`,
      read: (seo, body) => seo.postPreview(body, shellOrigin),
    },
  };

  async function ask(kind, id) {
    const source = sources[kind];
    const seo = await loadSeo(repoDir);
    const response = await fetch(source.url(id), {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    // Not there, or gone (a suspended listing): the generic page.
    if (response.status === 404 || response.status === 410) return { preview: null, ttl: NOT_FOUND_TTL_MS };
    // Anything else that is not an answer says nothing about the page: nothing is kept.
    if (!response.ok) return undefined;
    return { preview: source.read(seo, await response.json()), ttl: ttlMs };
  }

  /**
   * The preview of a page, or null for the generic page: an id that cannot be one, an unknown one,
   * an API slower than `timeoutMs` or failing. Never throws.
   */
  async function previewOf(kind, id) {
    if (!sources[kind]?.valid(id)) return null;
    const key = `${kind}:${id.toLowerCase()}`;
    const entry = kept.get(key);
    if (entry && entry.until > Date.now()) return entry.preview;
    if (!asking.has(key)) {
      asking.set(
        key,
        ask(kind, id)
          .catch(() => undefined)
          .then((answer) => {
            asking.delete(key);
            if (!answer) return null;
            kept.delete(key);
            kept.set(key, { until: Date.now() + answer.ttl, preview: answer.preview });
            // The oldest entries go first once the map is full.
            for (const oldest of kept.keys()) {
              if (kept.size <= maxEntries) break;
              kept.delete(oldest);
            }
            return answer.preview;
          }),
      );
    }
    return asking.get(key);
  }

  /** The shell's page for `kind`/`id`: with its preview in the head, or as it is. */
  async function pageFor(kind, id, html) {
    const preview = await previewOf(kind, id);
    if (!preview) return html;
    const seo = await loadSeo(repoDir);
    return seo.withPreview(html, preview);
  }

  return { previewOf, pageFor };
}
