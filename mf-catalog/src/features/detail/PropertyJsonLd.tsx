import { site } from 'shared/config';
import type { Property } from 'shared/contracts';
import { formatKsh } from 'shared/ui';
import { DEFAULT_SNIPPET } from '../../lib/properties/snippet';
import { mapCentreOf } from './mapCentre';

/** The schema.org description of a stay, for search engines (LodgingBusiness + Accommodation). */
export function propertyJsonLd(property: Property, url: string) {
  const centre = mapCentreOf(property);
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
      streetAddress: property.location.address || undefined,
      addressLocality: property.location.city || undefined,
      addressRegion: property.location.county || undefined,
      addressCountry: 'KE',
    },
    geo: { '@type': 'GeoCoordinates', latitude: centre.lat, longitude: centre.lng },
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

/** Emits the stay's JSON-LD; `<` is escaped so text from a listing can never close the script tag. */
export function PropertyJsonLd({ property }: { property: Property }) {
  const url = typeof window === 'undefined' ? '' : `${window.location.origin}${window.location.pathname}`;
  const json = JSON.stringify(propertyJsonLd(property, url)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
