/**
 * What a property says about itself outside its own page: its tab title and description, and its
 * schema.org description. The detail page (catalog) and the shell origin's link previews (the HTML a
 * crawler or a chat app reads, scripts/lib/linkPreviews.mjs) use the same words.
 * The catalog imports this file alone (`shared/seo-meta`): as an entry of the shared package it is
 * shared whole, and `shared/seo` would bring the link previews and the sitemap to every catalog page.
 * It takes the site and the money formats through the package's own entries, which the shell already
 * provides on every page: by relative path, the entry would carry copies of its own.
 */
import { site } from 'shared/config';
import { formatKsh, formatPrice, type Property } from 'contracts';

/** SPEC §2: the snippet when a property has no description. */
export const DEFAULT_SNIPPET = 'Beautiful property available for booking';

/** SPEC §2/§9: the first sentence, cut at `max` characters with an ellipsis (60 listing, 80 home). */
export function snippetOf(description: string | null | undefined, max: number): string {
  const text = (description ?? '').trim();
  if (!text) return DEFAULT_SNIPPET;
  const first = text.split(/(?<=[.!?])\s+/)[0] ?? text;
  return first.length > max ? `${first.slice(0, max).trimEnd()}...` : first;
}

/** Place names joined once each, blanks dropped ("Diani Beach, Kwale"). */
export const joinPlaces = (parts: string[]) =>
  parts
    .map((part) => part.trim())
    .filter((part, index, all) => part && all.findIndex((p) => p.toLowerCase() === part.toLowerCase()) === index)
    .join(', ');

/** The short place line of a card: city and county, once each ("Nairobi", "Diani Beach, Kwale"). */
export function placeOf(property: Pick<Property, 'location'>): string {
  return joinPlaces([property.location.city, property.location.county]);
}

/** The detail page's title (without the site's suffix) and description. */
export function propertyPageMeta(property: Property): { name: string; description: string } {
  const place = placeOf(property);
  return {
    name: `${property.title}${place ? ` in ${place}` : ''}`,
    description: `${snippetOf(property.description, 140)} ${formatPrice(property.price)} a night. Reserve now, pay on arrival.`,
  };
}

/** The schema.org description of a stay, for search engines (LodgingBusiness + Accommodation). */
export function propertyJsonLd(property: Property, url: string, geo: { lat: number; lng: number } | null) {
  return {
    '@context': 'https://schema.org',
    '@type': ['LodgingBusiness', 'Accommodation'],
    '@id': url,
    url,
    name: property.title,
    description: property.description || DEFAULT_SNIPPET,
    ...(property.images.length > 0 && { image: property.images }),
    address: {
      '@type': 'PostalAddress',
      // The street is private until the host confirms a booking: the city and county only.
      addressLocality: property.location.city || undefined,
      addressRegion: property.location.county || undefined,
      addressCountry: 'KE',
    },
    ...(geo && { geo: { '@type': 'GeoCoordinates', latitude: geo.lat, longitude: geo.lng } }),
    ...(property.price !== null && { priceRange: `${formatKsh(property.price)} per night` }),
    currenciesAccepted: 'KES',
    ...(property.guests !== null && {
      occupancy: { '@type': 'QuantitativeValue', maxValue: property.guests },
    }),
    ...(property.rating !== null &&
      (property.reviewsCount ?? 0) > 0 && {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: property.rating,
          reviewCount: property.reviewsCount,
          bestRating: 5,
        },
      }),
    amenityFeature: property.amenities.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })),
    telephone: site.phone,
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped, so no text can close the tag. */
export const jsonLdText = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
