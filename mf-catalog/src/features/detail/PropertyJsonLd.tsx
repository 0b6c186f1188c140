import type { Property } from 'contracts';
import { jsonLdText, propertyJsonLd } from 'shared/seo-meta';
import { mapCentreOf } from './mapCentre';

/** Emits the stay's JSON-LD; `<` is escaped so text from a listing can never close the script tag. */
export function PropertyJsonLd({ property }: { property: Property }) {
  const url = typeof window === 'undefined' ? '' : `${window.location.origin}${window.location.pathname}`;
  const json = jsonLdText(propertyJsonLd(property, url, mapCentreOf(property)));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
