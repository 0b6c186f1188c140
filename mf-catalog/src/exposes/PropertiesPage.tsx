import { pageTitle } from 'shared/config';
import { isLoadingData } from 'shared/state';
import { usePageMeta } from 'shared/ui';
import { useEffect, useRef, type ComponentType } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  listingRoutes,
  paths,
  sortNewestFirst,
  type ExposedModules,
  type PropertiesPageProps,
  type Property,
} from 'shared/contracts';
import { useProperties } from '../lib/properties/propertiesApi';
import { countySections, locationLabel } from '../lib/properties/locations';
import { resultsHistoryState } from '../lib/properties/resultsPlace';
import { Section } from '../lib/layout/Section';
import { AllProperties } from '../features/listing/AllProperties';
import { CardRow } from '../features/listing/CardRow';
import { SearchBar } from '../features/listing/SearchBar';
import {
  listingRouteOf,
  readListingState,
  resultsHeading,
  searchHrefOf,
  searchSummary,
  searchValuesOf,
} from '../features/listing/listingFilters';
import { useRememberStaySearch } from '../features/listing/useRememberStaySearch';

/** SPEC §9: Recently Added shows 4; each county section up to 8. */
export const RECENT_COUNT = 4;
export const COUNTY_COUNT = 8;

const inCounty = (county: string) => (property: Property) =>
  [property.location.county, property.location.city].some((place) => place.toLowerCase() === county.toLowerCase());

/** A county's whole list: its city route where there is one (/nairobi-rentals), else the search. */
const countyHref = (county: string) => {
  const value = county.toLowerCase();
  return (
    listingRoutes.find((route) => route.preset.location === value && !route.preset.type)?.path ??
    `${paths.properties}?location=${encodeURIComponent(value)}`
  );
};

/**
 * SPEC §2: the properties listing (also every category and city route). All Properties comes first:
 * it holds the guest's search. Unfiltered, Recently Added and the county sections follow; once the
 * guest has searched (a place, dates, guests, a type or a category route), the page shows only the
 * matching results under a heading that says what they are.
 */
function PropertiesPage({ preset = {} }: PropertiesPageProps) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname, search } = location;
  const route = listingRouteOf(pathname);
  const state = readListingState(params, preset);
  useRememberStaySearch(params);
  const history = resultsHistoryState(location);
  // The listing's own call (up to the API's maximum): the one the page head asks for early.
  const query = useProperties({ filters: state.filters });
  const { data, error, refetch } = query;

  const place = state.filters.location ? locationLabel(state.filters.location) : '';
  usePageMeta({
    title: pageTitle(route ? route.label : place ? `Vacation rentals in ${place}` : 'All Properties'),
    description: `${route?.label ?? (place ? `Vacation rentals in ${place}` : 'Furnished apartments, holiday homes, safari lodges and serviced apartments across Kenya')}. Compare verified stays in KSh, reserve now and pay on arrival.`,
  });

  // Back from a property (its back link hands the scroll over): once the cards are in, scroll to where
  // the guest was, after the layout's own scroll to the top of a new page.
  const restored = useRef<string | null>(null);
  const loaded = Boolean(data);
  useEffect(() => {
    if (history.scrollY === undefined || !loaded || restored.current === location.key) return;
    restored.current = location.key;
    const y = history.scrollY;
    const frame = window.requestAnimationFrame(() => window.scrollTo(0, y));
    return () => window.cancelAnimationFrame(frame);
  }, [history.scrollY, loaded, location.key]);

  const setParam = (key: string, value: string, fallback = '') =>
    setParams(
      (current) => {
        if (value && value !== fallback) current.set(key, value);
        else current.delete(key);
        return current;
      },
      { replace: true },
    );

  const clearSearch = () => {
    const kept = new URLSearchParams();
    for (const key of ['q', 'sort']) {
      const value = params.get(key);
      if (value) kept.set(key, value);
    }
    const rest = kept.toString();
    navigate(rest ? `${paths.properties}?${rest}` : paths.properties);
  };

  const recent = data && !state.isFiltered ? sortNewestFirst(data).slice(0, RECENT_COUNT) : [];
  const counties =
    data && !state.isFiltered
      ? countySections
          .map((county) => ({ county, properties: data.filter(inCounty(county)).slice(0, COUNTY_COUNT) }))
          .filter((section) => section.properties.length > 0)
      : [];

  return (
    <>
      <TopSection aria-labelledby="all-heading">
        <AllProperties
          properties={data}
          // A Retry after a failed load shows the loading state again.
          isPending={isLoadingData(query)}
          error={error}
          onRetry={() => void refetch()}
          query={state.query}
          sort={state.sort}
          onQueryChange={(q) => setParam('q', q)}
          onSortChange={(sort) => setParam('sort', sort, 'newest')}
          filterSummary={searchSummary(state)}
          stay={state.stay}
          showAll={history.showAll === true}
          onShowAllChange={(showAll) => navigate({ pathname, search }, { replace: true, state: { showAll } })}
          header={
            <Header>
              {route && <Eyebrow>{route.label}</Eyebrow>}
              <h1 id="all-heading">{state.isFiltered ? resultsHeading(state) : 'All Properties'}</h1>
              <Lead>
                {place
                  ? `Verified stays in and around ${place}. Reserve now, pay on arrival.`
                  : route
                    ? `${route.label} across Kenya, each one checked by our team. Reserve now, pay on arrival.`
                    : 'Furnished apartments, holiday homes, safari lodges and serviced apartments across Kenya. Reserve now, pay on arrival.'}
              </Lead>
              <SearchBar
                // The bar starts again from the URL whenever the URL changes (a search, back, forward).
                key={`${pathname}${search}`}
                values={searchValuesOf(state)}
                onSearch={(values) => navigate(searchHrefOf(values, pathname, params))}
                onClear={state.isFiltered ? clearSearch : undefined}
              />
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
          seeAll={{ to: countyHref(county), label: `See all in ${county}` }}
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
