import { pageTitle } from 'shared/config';
import { isLoadingData } from 'shared/state';
import { PHONE_QUERY, useMediaQuery, usePageMeta } from 'shared/ui';
import { useEffect, useRef, type ComponentType } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  listingRoutes,
  paths,
  PROPERTY_LIST_PAGE_SIZE,
  type ExposedModules,
  type PropertiesPageProps,
} from 'contracts';
import { useProperties, usePropertyPages } from '../lib/properties/propertiesApi';
import { useDebouncedValue } from '../lib/useDebouncedValue';
import { countySections, locationLabel } from '../lib/properties/locations';
import { resultsHistoryState } from '../lib/properties/resultsPlace';
import { Section } from '../lib/layout/Section';
import { AllProperties } from '../features/listing/AllProperties';
import { CardRow } from '../features/listing/CardRow';
import { SearchBar } from '../features/listing/SearchBar';
import { ListingToolbar } from '../features/listing/ListingToolbar';
import { FiltersButton } from '../features/listing/FilterPanel';
import { SearchSummary } from '../features/listing/SearchSummary';
import {
  listingRouteOf,
  noRefine,
  readListingState,
  refineParts,
  refineSearchOf,
  resultsHeading,
  searchHrefOf,
  searchLine,
  searchSummary,
  searchValuesOf,
  type RefineValues,
} from '../features/listing/listingFilters';
import { useRememberStaySearch } from '../features/listing/useRememberStaySearch';
import { MapView } from '../features/listing/MapView';
import { ViewToggle } from '../features/listing/ViewToggle';
import { mapAreaFilter, mapAreaHeading, readMapSearch, withMapArea, withView } from '../features/listing/mapSearch';

/** SPEC §9: Recently Added shows 4; each county section up to 8. */
export const RECENT_COUNT = 4;
export const COUNTY_COUNT = 8;
/** The search box's text goes to the API once the guest pauses typing this long. */
export const SEARCH_PAUSE_MS = 300;

/**
 * How many pages of results the address asks for (`page`, from 2 on; Show All alone is page 1, kept
 * in the history entry as before). Anything else is no page.
 */
export function pageOf(params: URLSearchParams): number | undefined {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page >= 2 ? page : undefined;
}

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
/** What "Verified" on a card means, said once above the results. */
const verifiedNote = 'Listings marked Verified were checked by our team, with their host’s ID.';

function PropertiesPage({ preset = {} }: PropertiesPageProps) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname, search } = location;
  const route = listingRouteOf(pathname);
  const state = readListingState(params, preset);
  useRememberStaySearch(params);
  const history = resultsHistoryState(location);
  // SPEC §2: the search box and Sort by go to the API with the filters; the results come a page at a
  // time (Load more), and the address keeps how many pages are shown.
  const pages = pageOf(params);
  const shown = pages ? pages * PROPERTY_LIST_PAGE_SIZE : history.showAll ? PROPERTY_LIST_PAGE_SIZE : undefined;
  const q = useDebouncedValue(state.query, SEARCH_PAUSE_MS);
  // The map view's area narrows the results like any filter (`mapSearch.ts`).
  const mapSearch = readMapSearch(params);
  const query = usePropertyPages({
    filters: { ...state.filters, ...mapAreaFilter(mapSearch.area) },
    q,
    sort: state.sort,
    wanted: shown ?? PROPERTY_LIST_PAGE_SIZE,
  });
  const { data, error, refetch, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const first = data?.pages[0];
  const results = data &&
    first && {
      properties: data.pages.flatMap((page) => page.properties),
      total: first.total,
      totalExact: first.totalExact,
      hasMore: hasNextPage,
    };

  const place = state.filters.location ? locationLabel(state.filters.location) : '';
  usePageMeta({
    title: pageTitle(route ? route.label : place ? `Vacation rentals in ${place}` : 'All Properties'),
    description: `${route?.label ?? (place ? `Vacation rentals in ${place}` : 'Furnished apartments, holiday homes, safari lodges and serviced apartments across Kenya')}. Compare stays in KSh, reserve now and pay on arrival.`,
  });

  // Back from a property (its back link hands the scroll over): once the cards are in, scroll to where
  // the guest was, after the layout's own scroll to the top of a new page.
  const restored = useRef<string | null>(null);
  const loaded = Boolean(results) && (!hasNextPage || (results?.properties.length ?? 0) >= (shown ?? 0));
  useEffect(() => {
    if (history.scrollY === undefined || !loaded || restored.current === location.key) return;
    restored.current = location.key;
    const y = history.scrollY;
    const frame = window.requestAnimationFrame(() => window.scrollTo(0, y));
    return () => window.cancelAnimationFrame(frame);
  }, [history.scrollY, loaded, location.key]);

  /** A new search text or sort starts again from the first view (its pages are another list). */
  const setParam = (key: 'q' | 'sort' | 'page', value: string, fallback = '') =>
    setParams(
      (current) => {
        if (value && value !== fallback) current.set(key, value);
        else current.delete(key);
        if (key !== 'page') current.delete('page');
        return current;
      },
      { replace: true },
    );

  const loadMore = () => {
    // One page more in the address; the pages hook loads what is not loaded yet.
    setParam('page', String(Math.ceil((shown ?? PROPERTY_LIST_PAGE_SIZE) / PROPERTY_LIST_PAGE_SIZE) + 1));
  };

  const showAllChange = (showAll: boolean) => {
    const kept = new URLSearchParams(params);
    kept.delete('page');
    const rest = kept.toString();
    navigate({ pathname, search: rest ? `?${rest}` : '' }, { replace: true, state: { showAll } });
  };

  const clearSearch = () => {
    const kept = new URLSearchParams();
    for (const key of ['q', 'sort']) {
      const value = params.get(key);
      if (value) kept.set(key, value);
    }
    const rest = kept.toString();
    navigate(rest ? `${paths.properties}?${rest}` : paths.properties);
  };

  /** Filters are a new address (Back returns to the ones before), from the first page. */
  const applyRefine = (refine: RefineValues) => navigate({ pathname, search: refineSearchOf(refine, params) });
  const refineApplied = refineParts(state.refine);
  const phone = useMediaQuery(PHONE_QUERY, false);
  const filtersButton = <FiltersButton values={state.refine} search={state.search} q={q} onApply={applyRefine} />;
  const searchBar = (onSearched?: () => void) => (
    <SearchBar
      // The bar starts again from the URL whenever the URL changes (a search, back, forward).
      key={`${pathname}${search}`}
      values={searchValuesOf(state)}
      onSearch={(values) => {
        onSearched?.();
        navigate(searchHrefOf(values, pathname, params));
      }}
      onClear={
        state.isFiltered
          ? () => {
              onSearched?.();
              clearSearch();
            }
          : undefined
      }
    />
  );
  const toolbar = (compact: boolean) => (
    <>
      <ListingToolbar
        query={state.query}
        sort={state.sort}
        onQueryChange={(text) => setParam('q', text)}
        onSortChange={(sort) => setParam('sort', sort, 'newest')}
        compact={compact}
        extra={compact ? undefined : filtersButton}
      />
      {!compact && refineApplied.length > 0 && <Applied>Filters: {refineApplied.join(' · ')}</Applied>}
    </>
  );

  // The sections below ask once the results are in, so the page's main call goes first; the map view
  // is the results alone.
  const sections = Boolean(results) && !state.isFiltered && mapSearch.view === 'list';
  // The view is a step of its own (Back returns to the other); a new area replaces the last one.
  const showView = (view: 'list' | 'map') => setParams(withView(params, view));
  const viewToggle = <ViewToggle view={mapSearch.view} onChange={showView} />;
  const heading = state.isFiltered || mapSearch.area ? resultsHeading(state) : 'All Properties';
  const recent = useProperties({ limit: RECENT_COUNT, enabled: sections }).data ?? [];

  return (
    <>
      <TopSection aria-labelledby="all-heading">
        <AllProperties
          results={results}
          // A Retry after a failed load shows the loading state again.
          isPending={isLoadingData(query)}
          error={error}
          onRetry={() => void refetch()}
          query={state.query}
          toolbar={phone ? null : toolbar(false)}
          onClearFilters={refineApplied.length ? () => applyRefine(noRefine) : undefined}
          filterSummary={searchSummary(state)}
          stay={state.stay}
          shown={shown}
          onShowAllChange={showAllChange}
          onLoadMore={loadMore}
          onRetryMore={() => void fetchNextPage()}
          loadingMore={isFetchingNextPage}
          loadMoreFailed={isFetchNextPageError}
          updating={query.isPlaceholderData}
          header={
            <Header>
              {route && <Eyebrow>{route.label}</Eyebrow>}
              <h1 id="all-heading">
                {mapSearch.area ? mapAreaHeading(heading, Boolean(state.filters.location)) : heading}
              </h1>
              <Lead>
                {/* "Verified" is said of a listing only where its card shows it (an operator's checks). */}
                {place
                  ? `Stays in and around ${place}. Reserve now, pay on arrival.`
                  : route
                    ? `${route.label} across Kenya. Reserve now, pay on arrival.`
                    : 'Furnished apartments, holiday homes, safari lodges and serviced apartments across Kenya. Reserve now, pay on arrival.'}{' '}
                {verifiedNote}
              </Lead>
              {phone ? (
                // SPEC §2's search, search box and Sort by, in a sheet behind one line (a phone's first
                // screen shows the first card).
                <SearchSummary
                  line={searchLine(state)}
                  filters={refineApplied}
                  filtersButton={filtersButton}
                  viewToggle={viewToggle}
                >
                  {(close) => (
                    <>
                      {searchBar(close)}
                      {toolbar(true)}
                    </>
                  )}
                </SearchSummary>
              ) : (
                searchBar()
              )}
              {!phone && viewToggle}
              {mapSearch.view === 'map' && (
                <MapView
                  properties={results?.properties ?? []}
                  area={mapSearch.area}
                  onSearchArea={(area) => setParams(withMapArea(params, area), { replace: true })}
                  onShowList={() => showView('list')}
                />
              )}
            </Header>
          }
        />
      </TopSection>
      {sections && recent.length > 0 && (
        <CardRow id="recent-heading" heading="Recently Added Properties" properties={recent} />
      )}
      {sections && countySections.map((county) => <CountySection key={county} county={county} />)}
    </>
  );
}

/** SPEC §9: a county's section, its first 8 by the API's own place match; none when it has none. */
function CountySection({ county }: { county: string }) {
  const { data } = useProperties({ filters: { location: county.toLowerCase() }, limit: COUNTY_COUNT });
  if (!data?.length) return null;
  return (
    <CardRow
      id={`county-${county.toLowerCase()}-heading`}
      heading={`Discover Your Perfect ${county} Getaway`}
      properties={data}
      seeAll={{ to: countyHref(county), label: `See all in ${county}` }}
    />
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

const Applied = styled.p`
  margin: -${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  max-width: 60ch;
`;

export default PropertiesPage satisfies ComponentType<ExposedModules['catalog/PropertiesPage']>;
