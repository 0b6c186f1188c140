import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBlackHole, type BlackHole } from '../../../api/test/black-hole';
import { apiProperties, kes } from '../support/api';
import { topology } from '../support/env';
import { staticOrigin } from '../support/origins';
import { freePorts } from '../support/ports';

/**
 * Link previews as a chat app or a crawler reads them: a plain HTTP client, no JavaScript. The shell
 * origin answers a property's and a post's address with the page's own title, description,
 * canonical URL, Open Graph and Twitter tags and JSON-LD in the HTML; an unknown id, or an API
 * that does not answer in time, gets the generic page.
 */
const GENERIC_TITLE = 'Makao — furnished apartments, holiday homes and safari lodges in Kenya';

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
/** Text as an HTML parser reads it from an escaped attribute or element. */
const unescape = (text: string | undefined) =>
  text?.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity);

/** The page at `path` as a client without JavaScript reads it. */
async function htmlOf(origin: string, path: string) {
  const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(10_000) });
  const html = await response.text();
  const meta = (key: string) =>
    unescape(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1]);
  return {
    response,
    html,
    title: unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1]),
    meta,
    canonical: unescape(/<link rel="canonical" href="([^"]*)">/.exec(html)?.[1]),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] as string) as Record<string, unknown>,
    ),
  };
}

describe('link previews on the shell origin', () => {
  it("answers a property's address with its name, price, photo and JSON-LD in the HTML", async () => {
    const { shell, api } = topology();
    const property = (await apiProperties('?limit=1'))[0] as { id: string; title: string; price: number };
    const full = (await (await fetch(`${api}/api/properties/${property.id}`)).json()) as {
      data: { images: string[] };
    };
    const page = await htmlOf(shell, `/property/${property.id}`);
    expect(page.response.status).toBe(200);
    expect(page.response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.title).toContain(property.title);
    expect(page.meta('og:title')).toBe(page.title);
    expect(page.meta('og:description')).toContain(`${kes(property.price)} a night`);
    expect(page.meta('og:image')).toBe(full.data.images[0]);
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.canonical).toBe(`${shell}/property/${property.id}`);
    expect(page.jsonLd).toEqual([expect.objectContaining({ '@id': page.canonical, name: property.title })]);
    // The page itself is unchanged: the shell's scripts are all still there.
    expect(page.html).toContain('<div id="root">');
  });

  it("answers a post's address with its title and picture", async () => {
    const { shell, api } = topology();
    const posts = (await (await fetch(`${api}/wp-json/wp/v2/posts?per_page=1`)).json()) as Array<{
      id: number;
      title: { rendered: string };
    }>;
    const post = posts[0] as { id: number; title: { rendered: string } };
    const page = await htmlOf(shell, `/blog/${post.id}`);
    expect(page.title).toBe(`${post.title.rendered} · Makao`);
    expect(page.meta('og:type')).toBe('article');
    expect(page.meta('og:image')).toMatch(/^http/);
    expect(page.jsonLd[0]).toMatchObject({ '@type': 'BlogPosting', headline: post.title.rendered });
  });

  it('gives an unknown or malformed id the generic page, without asking the API for a malformed one', async () => {
    const { shell } = topology();
    for (const path of [
      '/property/00000000-0000-4000-8000-000000000000',
      '/property/%3Cscript%3E',
      '/blog/999999',
      '/blog/1%20OR%201=1',
    ]) {
      const page = await htmlOf(shell, path);
      expect({ path, status: page.response.status, title: page.title, og: page.meta('og:title') }).toEqual({
        path,
        status: 200,
        title: GENERIC_TITLE,
        og: undefined,
      });
    }
  });

  describe('when the API does not answer', () => {
    let hole: BlackHole;
    let origin: { url: string; child: { kill(): void } };
    const root = mkdtempSync(join(tmpdir(), 'makao-preview-'));
    beforeAll(async () => {
      hole = await startBlackHole();
      writeFileSync(
        join(root, 'index.html'),
        `<!doctype html><html><head><title>${GENERIC_TITLE}</title><meta name="description" content="Stays in Kenya."></head><body><div id="root"></div></body></html>`,
      );
      origin = await staticOrigin('shellOrigin', root, {
        API_ORIGIN: `http://127.0.0.1:${hole.port}`,
        PREVIEW_TIMEOUT_MS: '300',
      });
    });
    afterAll(async () => {
      origin?.child.kill();
      await hole?.close();
      rmSync(root, { recursive: true, force: true });
    });

    it('sends the generic page once its short wait is over, and asks again next time', async () => {
      const id = '3f9c2a4e-8d1b-4c6a-9e2f-1a2b3c4d5e6f';
      const first = await htmlOf(origin.url, `/property/${id}`);
      expect({ status: first.response.status, title: first.title }).toEqual({ status: 200, title: GENERIC_TITLE });
      expect(hole.accepted()).toBe(1);
      // A failed wait is not kept as "not found": the next request asks again.
      await htmlOf(origin.url, `/property/${id}`);
      expect(hole.accepted()).toBe(2);
    });
  });
});

describe('robots.txt and the sitemap', () => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] as string);

  it('robots.txt points to the sitemap and keeps crawlers out of the host area and guests’ bookings', async () => {
    const { shell } = topology();
    const response = await fetch(`${shell}/robots.txt`);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${shell}/sitemap.xml`);
    expect(text).toContain('Disallow: /hosting');
    expect(text).toContain('Disallow: /booking-confirmation');
  });

  it('lists the site’s pages, every published property and every post', async () => {
    const { shell, api } = topology();
    const response = await fetch(`${shell}/sitemap.xml`);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const listed = new Set(locs(await response.text()));
    const properties = await apiProperties('?limit=500');
    const posts = (await (await fetch(`${api}/wp-json/wp/v2/posts?per_page=100`)).json()) as Array<{ id: number }>;
    for (const path of ['/', '/properties', '/safari-accommodation', '/blog', '/about']) {
      expect(listed).toContain(`${shell}${path}`);
    }
    for (const property of properties) expect(listed).toContain(`${shell}/property/${property.id}`);
    for (const post of posts) expect(listed).toContain(`${shell}/blog/${post.id}`);
    expect([...listed].some((loc) => loc.includes('/hosting'))).toBe(false);
  });

  it('becomes an index of numbered files past the addresses one file may hold', async () => {
    const { api } = topology();
    const root = mkdtempSync(join(tmpdir(), 'makao-sitemap-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Makao</title>');
    const origin = await staticOrigin('shellOrigin', root, {
      API_ORIGIN: api,
      SHELL_ORIGIN: 'https://makao.example',
      SITEMAP_MAX_URLS: '20',
    });
    try {
      const index = await (await fetch(`${origin.url}/sitemap.xml`)).text();
      expect(index).toContain('<sitemapindex');
      const files = locs(index);
      expect(files[0]).toBe('https://makao.example/sitemaps/1.xml');
      const all: string[] = [];
      for (const file of files) {
        const part = locs(await (await fetch(`${origin.url}${new URL(file).pathname}`)).text());
        expect(part.length).toBeLessThanOrEqual(20);
        all.push(...part);
      }
      const whole = await (await fetch(`${topology().shell}/sitemap.xml`)).text();
      expect(all.map((loc) => new URL(loc).pathname)).toEqual(locs(whole).map((loc) => new URL(loc).pathname));
      const missing = await fetch(`${origin.url}/sitemaps/${files.length + 1}.xml`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: 'Not found' });
    } finally {
      origin.child.kill();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('answers 503 with the error shape, never an empty sitemap, while the API cannot be read', async () => {
    const [closed] = await freePorts(1);
    const root = mkdtempSync(join(tmpdir(), 'makao-sitemap-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Makao</title>');
    const origin = await staticOrigin('shellOrigin', root, { API_ORIGIN: `http://127.0.0.1:${closed}` });
    try {
      const response = await fetch(`${origin.url}/sitemap.xml`);
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ error: 'The sitemap is not available just now' });
    } finally {
      origin.child.kill();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
