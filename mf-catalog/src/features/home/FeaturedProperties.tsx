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
/** When no listing can be featured yet (none checked by the team with its host's own photos). */
export const NO_FEATURED =
  'No stay is featured yet: we feature stays our team has checked, with photos their hosts took.';
/** SPEC §9: featured cards on the home page. */
const FEATURED_COUNT = 6;
/** SPEC §9: the home page re-polls at a random 15 to 20 second interval (a new draw after each poll). */
export const pollInterval = () => 15_000 + Math.floor(Math.random() * 5_001);

/** SPEC §2: the first 6 properties (the Verified ones), newest first, kept fresh by polling. */
export function FeaturedProperties() {
  const { data, error, isPending } = useProperties({
    filters: featuredFilters,
    limit: FEATURED_COUNT,
    refetchInterval: pollInterval,
  });

  useEffect(() => {
    // SPEC §7: a refresh failure is only logged; the cards already shown stay.
    if (error && data) console.warn('[catalog] refreshing featured properties failed', error);
  }, [error, data]);

  return (
    <Section aria-labelledby="featured-heading">
      <SectionHeader>
        <div>
          <h2 id="featured-heading">Featured stays</h2>
          <SectionLead>
            Newly listed and freshly updated Verified homes: our team checked each listing and its host&apos;s ID.
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
        // Only checked listings with their hosts' own photos are featured (docs/decisions.md, "Seed
        // pictures"): without one, the section says so and leads to every stay instead of standing empty.
        <StatusBlock>
          <p>{NO_FEATURED}</p>
          <Link to={paths.properties}>Browse all stays</Link>
        </StatusBlock>
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
