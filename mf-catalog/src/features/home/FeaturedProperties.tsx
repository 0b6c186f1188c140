import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from 'shared/contracts';
import { RetryButton } from 'shared/ui';
import { useProperties } from '../properties/propertiesApi';
import { PropertyCard } from '../properties/PropertyCard';
import { PropertyGrid, Section, SectionHeader } from '../layout/Section';

/** SPEC §8: the home load failure message. */
export const HOME_FETCH_ERROR = 'Failed to fetch vacation rentals';
/** SPEC §9: featured cards on the home page. */
export const FEATURED_COUNT = 6;
/** SPEC §9: the home page re-polls at a random 15 to 20 second interval. */
export const pollInterval = () => 15_000 + Math.floor(Math.random() * 5_001);

export function FeaturedProperties() {
  const { data, error, isPending } = useProperties({ failure: HOME_FETCH_ERROR, refetchInterval: pollInterval() });
  return (
    <Section aria-labelledby="featured-heading">
      <SectionHeader>
        <h2 id="featured-heading">Featured stays</h2>
        <Link to={paths.properties}>View all properties →</Link>
      </SectionHeader>
      {isPending ? (
        <Status role="status">Loading vacation rentals...</Status>
      ) : error && !data ? (
        <Status role="alert">
          <p>Unable to load vacation rentals: {error.message}</p>
          {/* SPEC §2: Retry reloads the page. */}
          <RetryButton type="button" onClick={() => window.location.reload()}>
            Retry
          </RetryButton>
        </Status>
      ) : data.length === 0 ? (
        <Status>No vacation rentals are available right now. Please check back soon.</Status>
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

const Status = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;
