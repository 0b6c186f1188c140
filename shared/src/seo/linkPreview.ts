/**
 * Link previews: the title, description, canonical URL, Open Graph and Twitter tags and the JSON-LD
 * a page carries in its HTML itself, for crawlers and chat apps that run no script (a property link
 * pasted into WhatsApp shows its photo, name and price). The shell origin builds them from the API
 * (scripts/lib/linkPreviews.mjs); the pages set the same title and description once they run.
 */
import { pageTitle, site } from '../config/site';
import { formatPrice } from 'contracts';
import type { Property } from 'contracts';
import { escapeHtml } from 'contracts/html';
import { jsonLdText, placeOf, propertyJsonLd, propertyPageMeta, snippetOf } from './propertyMeta';

export interface LinkPreview {
  /** The whole tab title (`… · Makao`). */
  title: string;
  description: string;
  /** The canonical address of the page. */
  url: string;
  type: 'website' | 'article';
  image: { url: string; alt: string } | null;
  jsonLd: unknown | null;
}

export function propertyPreview(property: Property, shellOrigin: string): LinkPreview {
  const meta = propertyPageMeta(property);
  const url = `${shellOrigin}/property/${encodeURIComponent(property.id)}`;
  const place = placeOf(property);
  return {
    title: pageTitle(meta.name),
    // The price and place first: a chat app cuts the description short.
    description: [
      `${formatPrice(property.price)} a night`,
      place,
      property.guests !== null ? `up to ${property.guests} guest${property.guests === 1 ? '' : 's'}` : '',
    ]
      .filter(Boolean)
      .join(' · ')
      .concat(`. ${snippetOf(property.description, 140)} Reserve now, pay on arrival.`),
    url,
    type: 'website',
    image: property.images[0] ? { url: property.images[0], alt: property.title } : null,
    jsonLd: propertyJsonLd(property, url, property.coordinates ?? null),
  };
}

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * WordPress's rendered HTML (a title, an excerpt) as one line of plain text: tags dropped, entities
 * read. Only for the text of a preview tag, which `escapeHtml` writes; never rendered as HTML.
 */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return namedEntities[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** A post of the WordPress REST shape (`/wp-json/wp/v2/posts/:id?_embed`); null when it is not one. */
export function postPreview(value: unknown, shellOrigin: string): LinkPreview | null {
  const post = record(value);
  if (!post || typeof post.id !== 'number') return null;
  const title = plainText(String(record(post.title)?.rendered ?? '')) || 'Untitled post';
  const excerpt = plainText(String(record(post.excerpt)?.rendered ?? ''));
  const media = record(post._embedded)?.['wp:featuredmedia'];
  const first = Array.isArray(media) ? record(media[0]) : null;
  const image =
    first && typeof first.source_url === 'string' && /^https?:\/\//.test(first.source_url)
      ? { url: first.source_url, alt: plainText(String(first.alt_text ?? '')) || title }
      : null;
  const url = `${shellOrigin}/blog/${post.id}`;
  return {
    title: pageTitle(title),
    description: excerpt.length > 200 ? `${excerpt.slice(0, 197).trimEnd()}...` : excerpt || site.tagline,
    url,
    type: 'article',
    image,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      '@id': url,
      url,
      headline: title,
      ...(excerpt && { description: excerpt }),
      ...(image && { image: image.url }),
      ...(typeof post.date_gmt === 'string' && { datePublished: `${post.date_gmt}Z` }),
      publisher: { '@type': 'Organization', name: site.name },
    },
  };
}

/** The tags of a preview, for the page's `<head>`. */
export function previewTags(preview: LinkPreview): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  return [
    `<link rel="canonical" href="${escapeHtml(preview.url)}">`,
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:type', preview.type),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', preview.url),
    ...(preview.image
      ? [meta('property', 'og:image', preview.image.url), meta('property', 'og:image:alt', preview.image.alt)]
      : []),
    meta('name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    ...(preview.image ? [meta('name', 'twitter:image', preview.image.url)] : []),
    ...(preview.jsonLd ? [`<script type="application/ld+json">${jsonLdText(preview.jsonLd)}</script>`] : []),
  ].join('');
}

/**
 * The shell's page with the preview in its head: its own title and description replace the site's,
 * the other tags go before `</head>`. Everything else (the first paint, the scripts) is unchanged.
 */
export function withPreview(html: string, preview: LinkPreview): string {
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(preview.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*">/,
      () => `<meta name="description" content="${escapeHtml(preview.description)}">`,
    )
    .replace('</head>', () => `${previewTags(preview)}</head>`);
}
