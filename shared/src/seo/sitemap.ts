/**
 * `/sitemap.xml` and `/robots.txt` on the shell origin (scripts/lib/sitemaps.mjs): every page a
 * guest can land on from a search engine, each published property and each post. Past 50,000
 * addresses (the protocol's limit per file) the sitemap is an index of numbered files.
 */
import { escapeHtml } from 'contracts/html';
import { listingRoutes, paths } from 'contracts';

/** The sitemaps protocol's limit of addresses in one file. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  path: string;
  /** When the page last changed (ISO), when known. */
  lastmod?: string;
}

/** The site's own pages: home, the listing and its category and city routes, the content pages. */
export function staticEntries(): SitemapEntry[] {
  return [
    paths.home,
    paths.properties,
    ...listingRoutes.map((route) => route.path),
    paths.blog,
    paths.about,
    paths.contact,
    paths.help,
    paths.becomeHost,
    paths.cancellation,
    paths.terms,
    paths.privacy,
    paths.hostTerms,
    paths.sitemap,
  ].map((path) => ({ path }));
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** One sitemap file: `<urlset>` of the entries' absolute addresses. */
export function urlset(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeHtml(origin + entry.path)}</loc>${entry.lastmod ? `<lastmod>${escapeHtml(entry.lastmod)}</lastmod>` : ''}</url>`,
  );
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The index of numbered sitemap files (`/sitemaps/1.xml`, …). */
export function sitemapIndex(origin: string, files: number): string {
  const items = Array.from(
    { length: files },
    (_, i) => `<sitemap><loc>${escapeHtml(`${origin}/sitemaps/${i + 1}.xml`)}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** What crawlers may read, and where the sitemap is: not the host area, nor a guest's own booking. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    `Disallow: ${paths.hosting}`,
    `Disallow: ${paths.ops}`,
    `Disallow: ${paths.bookingSubmitted}`,
    `Disallow: ${paths.bookingConfirmation}`,
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
