import { site } from 'shared/config';

/** SPEC §1: the structured-data price range of the site (KSh 2500-15000). */
const SITE_PRICE_RANGE = 'KSh 2500-15000';

/** The business behind the site, for search engines. */
export function HomeJsonLd() {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    name: site.name,
    url: `${origin}/`,
    description: 'Furnished apartments, holiday homes, safari lodges and serviced apartments across Kenya.',
    telephone: site.phone,
    email: site.email,
    priceRange: SITE_PRICE_RANGE,
    currenciesAccepted: 'KES',
    areaServed: { '@type': 'Country', name: 'Kenya' },
    address: {
      '@type': 'PostalAddress',
      streetAddress: 'Roysambu',
      addressLocality: 'Nairobi',
      addressCountry: 'KE',
    },
    openingHours: ['Mo-Fr 08:00-18:00', 'Sa 09:00-16:00'],
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data) }} />;
}
