/** What pages say about themselves to search engines and link previews (`shared/seo`). */
export {
  DEFAULT_SNIPPET,
  joinPlaces,
  jsonLdText,
  placeOf,
  propertyJsonLd,
  propertyPageMeta,
  snippetOf,
} from './propertyMeta';
export { plainText, postPreview, previewTags, propertyPreview, withPreview, type LinkPreview } from './linkPreview';
export { robotsTxt, sitemapIndex, SITEMAP_MAX_URLS, staticEntries, urlset, type SitemapEntry } from './sitemap';
