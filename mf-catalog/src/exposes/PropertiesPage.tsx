import { pageTitle } from 'shared/config';
import { isLoadingData } from 'shared/state';
import { usePageMeta } from 'shared/ui';
import type { ComponentType } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths, sortNewestFirst, type ExposedModules, type PropertiesPageProps, type Property } from 'shared/contracts';
import { useProperties } from '../lib/properties/propertiesApi';
import { countySections, locationLabel } from '../lib/properties/locations';
import { Section } from '../lib/layout/Section';
import { AllProperties } from '../features/listing/AllProperties';
import { CardRow } from '../features/listing/CardRow';
import { FilterChips } from '../features/listing/FilterChips';
import { listingRouteOf, paramsOf, readListingState, type FilterChip } from '../features/listing/listingFilters';

/** SPEC §9: Recently Added shows 4; each county section up to 8. */
export const RECENT_COUNT = 4;
export const COUNTY_COUNT = 8;

const inCounty = (county: string) => (property: Property) =>
  [property.location.county, property.location.city].some((place) => place.toLowerCase() === county.toLowerCase());

/**
 * SPEC §2: the properties listing (also every category and city route). All Properties comes first:
 * it holds the guest's search; Recently Added and the county sections follow.
 */
function PropertiesPage({ preset = {} }: PropertiesPageProps) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const route = listingRouteOf(pathname);
  const state = readListingState(params, preset);
  // The listing's own call (up to the API's maximum): the one the page head asks for early.
  const query = useProperties({ filters: state.filters });
  const { data, error, refetch } = query;

  const place = state.filters.location ? locationLabel(state.filters.location) : '';
  usePageMeta({
    title: pageTitle(route ? route.label : place ? `Vacation rentals in ${place}` : 'All Properties'),
    description: `${route?.label ?? (place ? `Vacation rentals in ${place}` : 'Furnished apartments, holiday homes, safari lodges and serviced apartments across Kenya')}. Compare verified stays in KSh, reserve now and pay on arrival.`,
  });

  const setParam = (key: string, value: string, fallback = '') =>
    setParams(
      (current) => {
        if (value && value !== fallback) current.set(key, value);
        else current.delete(key);
        return current;
      },
      { replace: true },
    );

  const removeChip = (chip: FilterChip) => {
    if (chip.fromRoute) {
      // The filter is the route itself (e.g. /nairobi-rentals): the same search without it is /properties.
      const search = params.toString();
      navigate(search ? `${paths.properties}?${search}` : paths.properties);
      return;
    }
    setParams((current) => {
      for (const key of paramsOf(chip.key)) current.delete(key);
      return current;
    });
  };

  const clearAll = () => {
    const kept = new URLSearchParams();
    for (const key of ['q', 'sort']) {
      const value = params.get(key);
      if (value) kept.set(key, value);
    }
    const search = kept.toString();
    navigate(search ? `${paths.properties}?${search}` : paths.properties);
  };

  const recent = data ? sortNewestFirst(data).slice(0, RECENT_COUNT) : [];
  const counties = data
    ? countySections
        .map((county) => ({ county, properties: data.filter(inCounty(county)).slice(0, COUNTY_COUNT) }))
        .filter((section) => section.properties.length > 0)
    : [];

  return (
    <>
      <TopSection aria-labelledby="all-heading">
        <AllProperties
          // A new search starts collapsed again (6 shown).
          key={JSON.stringify(state.filters)}
          properties={data}
          // A Retry after a failed load shows the loading state again.
          isPending={isLoadingData(query)}
          error={error}
          onRetry={() => void refetch()}
          query={state.query}
          sort={state.sort}
          onQueryChange={(q) => setParam('q', q)}
          onSortChange={(sort) => setParam('sort', sort, 'newest')}
          filterSummary={state.chips.map((chip) => chip.label.replace(/^[^:]+: /, '')).join(', ')}
          header={
            <Header>
              {route && <Eyebrow>{route.label}</Eyebrow>}
              <h1 id="all-heading">All Properties</h1>
              <Lead>
                {place
                  ? `Verified stays in and around ${place}. Reserve now, pay on arrival.`
                  : route
                    ? `${route.label} across Kenya, each one checked by our team. Reserve now, pay on arrival.`
                    : 'Furnished apartments, holiday homes, safari lodges and serviced apartments across Kenya. Reserve now, pay on arrival.'}
              </Lead>
              <FilterChips chips={state.chips} onRemove={removeChip} onClear={clearAll} />
            </Header>
          }
        />
      </TopSection>
      {recent.length > 0 && <CardRow id="recent-heading" heading="Recently Added Properties" properties={recent} />}
      {counties.map(({ county, properties }) => (
        <CardRow
          key={county}
          id={`county-${county.toLowerCase()}-heading`}
          heading={`Discover Your Perfect ${county} Getaway`}
          properties={properties}
        />
      ))}
    </>
  );
}

const TopSection = styled(Section)`
  padding-top: ${({ theme }) => theme.space.xl};
`;

const Header = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Eyebrow = styled.p`
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.1em;
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  max-width: 60ch;
`;

export default PropertiesPage satisfies ComponentType<ExposedModules['catalog/PropertiesPage']>;
