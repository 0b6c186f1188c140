import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { paths } from 'contracts';
import { LoadFailed } from 'shared/ui-extras';
import { useProperties } from '../../lib/properties/propertiesApi';
import { PropertyCard } from '../../lib/properties/PropertyCard';
import { PropertyGrid, Section, SectionHeader, SectionLead, StatusBlock } from '../../lib/layout/Section';

/** "Checked by our team": only listings an operator approved, whose host's ID is verified, with their own photos. */
const featuredFilters = { verified: 'true' } as const;
/** SPEC §8: the home load failure message. */
const HOME_FETCH_ERROR = 'Failed to fetch vacation rentals';
/** The newest stays' lead, shown instead of the featured ones while none can be featured. */
export const NEWEST_LEAD =
  'None is featured yet: we feature stays our team has checked, with photos their hosts took. These are the newest listings; a picture marked Illustration is a drawing, not a photo of the place.';
/** Neither featured nor any other stay. */
const NONE_LISTED = 'No vacation rentals are available right now. Please check back soon.';

/** SPEC §9: featured cards on the home page. */
const FEATURED_COUNT = 6;
/** SPEC §9: the home page re-polls at a random 15 to 20 second interval (a new draw after each poll). */
export const pollInterval = () => 15_000 + Math.floor(Math.random() * 5_001);

/**
 * SPEC §2: the first 6 properties (the Verified ones with their hosts' own photos), newest first,
 * kept fresh by polling. While none can be featured (a fresh seed: its pictures are drawings), the
 * section says so and shows the newest stays under their own heading, each card labelled an
 * illustration (docs/decisions.md, "Seed pictures"), never an empty section.
 */
export function FeaturedProperties() {
  const featured = useProperties({
    filters: featuredFilters,
    limit: FEATURED_COUNT,
    refetchInterval: pollInterval,
  });
  const noneFeatured = featured.data?.length === 0;
  const newest = useProperties({ limit: FEATURED_COUNT, refetchInterval: pollInterval, enabled: noneFeatured });
  const { data, error, isPending } = noneFeatured ? newest : featured;

  useEffect(() => {
    // SPEC §7: a refresh failure is only logged; the cards already shown stay.
    if (error && data) console.warn('[catalog] refreshing featured properties failed', error);
  }, [error, data]);

  return (
    <Section aria-labelledby="featured-heading">
      <SectionHeader>
        <div>
          <h2 id="featured-heading">{noneFeatured ? 'Newest stays' : 'Featured stays'}</h2>
          <SectionLead>
            {noneFeatured
              ? NEWEST_LEAD
              : "Newly listed and freshly updated Verified homes: our team checked each listing and its host's ID, and the photos are the host's own."}
          </SectionLead>
        </div>
        <Link to={paths.properties}>View all properties →</Link>
      </SectionHeader>
      {isPending ? (
        <StatusBlock role="status">Loading vacation rentals...</StatusBlock>
      ) : !data ? (
        // SPEC §2: Retry reloads the page.
        <LoadFailed onRetry={() => window.location.reload()}>
          <p>Unable to load vacation rentals: {HOME_FETCH_ERROR}</p>
        </LoadFailed>
      ) : data.length === 0 ? (
        <StatusBlock>{NONE_LISTED}</StatusBlock>
      ) : (
        <PropertyGrid>
          {data.slice(0, FEATURED_COUNT).map((property) => (
            <PropertyCard key={property.id} property={property} variant="home" />
          ))}
        </PropertyGrid>
      )}
    </Section>
  );
}
