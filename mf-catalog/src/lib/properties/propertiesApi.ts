import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useDeferredValue, useEffect, useRef } from 'react';
import { apiUrl, requestPageData, runtimeConfig } from 'shared/config';
import {
  pageData,
  pageDataUrl,
  PROPERTY_LIST_MAX_LIMIT,
  PROPERTY_LIST_PAGE_SIZE,
  readPropertyPage,
  sortNewestFirst,
  type Property,
  type PropertyPage,
} from 'contracts';
import { cachePropertiesAtom } from 'shared/state';
import type { SortValue } from './sortProperties';

/** The listing filters the API understands (all optional; see `PropertyListQuerySchema`). */
export interface PropertyFilters {
  location?: string;
  type?: string;
  guests?: string;
  checkIn?: string;
  checkOut?: string;
  /** The map view's area, `west,south,east,north` (`contracts/map-area`). */
  bbox?: string;
  /** Whole KSh a night. */
  minPrice?: string;
  maxPrice?: string;
  /** Minimum bedrooms. */
  bedrooms?: string;
  /** Every one of these `filterAmenities` keys, comma-separated. */
  amenities?: string;
  /** Only "Verified" listings with photos of their own. */
  verified?: 'true';
}

/** SPEC §8: the message a failed list load carries (the page decides how to show it). */
const FETCH_PROPERTIES_ERROR = 'Failed to fetch properties';

interface FetchPropertiesOptions {
  filters?: PropertyFilters;
  /** At most this many; without it, the listing's first page (`pageData.propertyList`). */
  limit?: number;
  /** SPEC §2's search box: title, location or description (the API matches it). */
  q?: string;
  /** SPEC §2's Sort by; newest first when left out. */
  sort?: SortValue;
  /** The page after the one whose `page.next` this is. */
  cursor?: string | null;
}

/**
 * SPEC §7 `GET /api/properties`. The listing's first page is the contract's call
 * (`pageData.propertyList`, which the page head asks for early, byte for byte) with the guest's
 * search after it.
 */
function propertiesUrl({ filters = {}, limit, q, sort, cursor }: FetchPropertiesOptions = {}): string {
  const url =
    limit === undefined
      ? pageDataUrl(pageData.propertyList, runtimeConfig().apiBaseUrl)
      : apiUrl(`/api/properties?limit=${limit}`);
  const query = new URLSearchParams(
    Object.entries({ ...filters, q: q?.trim(), sort: sort === 'newest' ? undefined : sort, cursor }).filter(
      (entry): entry is [string, string] => Boolean(entry[1]),
    ),
  );
  return query.size ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

/** One page of the listing, in the API's order (SPEC §7: newest first unless sorted by price). */
async function fetchPropertyPage(options: FetchPropertiesOptions = {}, signal?: AbortSignal): Promise<PropertyPage> {
  // Any failure (no answer, a late one, a status that is not ok) reads the same: the screen says what
  // could not be loaded, and offers Retry.
  const body = await requestPageData(propertiesUrl(options), { signal, failure: FETCH_PROPERTIES_ERROR });
  return readPropertyPage(body);
}

/** A short list (one page, no cursor), SPEC §7: sorted newest first by updatedAt, else createdAt. */
async function fetchProperties(options: FetchPropertiesOptions = {}, signal?: AbortSignal): Promise<Property[]> {
  return sortNewestFirst((await fetchPropertyPage(options, signal)).properties);
}

export interface UsePropertiesOptions extends Pick<FetchPropertiesOptions, 'filters' | 'limit'> {
  /** Milliseconds between background refreshes (a function is asked again after every refresh), or false. */
  refetchInterval?: number | false | (() => number);
  /** False until the list is wanted (a section that waits for the page's main call). */
  enabled?: boolean;
}

/** A short list (a home or listing section) through the site's query cache; it fills the shared cache. */
export function useProperties({
  filters = {},
  limit,
  refetchInterval = false,
  enabled = true,
}: UsePropertiesOptions = {}) {
  const cacheProperties = useSetAtom(cachePropertiesAtom);
  const query = useQuery({
    queryKey: ['properties', filters, limit ?? null],
    queryFn: ({ signal }) => fetchProperties({ filters, limit }, signal),
    refetchInterval,
    enabled,
  });
  useEffect(() => {
    if (query.data) cacheProperties(query.data);
  }, [query.data, cacheProperties]);
  // Performance: the query's store updates render synchronously; deferred, the cards
  // that arrive with the data render as a transition (in slices) while the page stays responsive.
  return useDeferredValue(query);
}

export interface UsePropertyPagesOptions {
  filters: PropertyFilters;
  q: string;
  sort: SortValue;
  /** How many properties the page shows: pages are loaded, in order, until there are this many. */
  wanted: number;
}

interface PageParam {
  cursor: string | null;
  limit: number;
}

/** How many the next call asks for: a page, or what is still wanted (a reload at page 5), up to the API's maximum. */
const nextPageLimit = (loaded: number, wanted: number) =>
  Math.min(PROPERTY_LIST_MAX_LIMIT, Math.max(PROPERTY_LIST_PAGE_SIZE, wanted - loaded));

/**
 * The listing's pages (SPEC §2 All Properties), by the API's keyset cursor: the first page is the
 * page head's call; later pages load while fewer than `wanted` are loaded, so a Load more, a reload
 * and a return from a property all come to the same list. A new search keeps the old cards on screen
 * until its first page is in.
 */
export function usePropertyPages({ filters, q, sort, wanted }: UsePropertyPagesOptions) {
  const cacheProperties = useSetAtom(cachePropertiesAtom);
  const wantedNow = useRef(wanted);
  wantedNow.current = wanted;
  const query = useInfiniteQuery({
    queryKey: ['property-pages', filters, q.trim(), sort],
    initialPageParam: { cursor: null, limit: PROPERTY_LIST_PAGE_SIZE } as PageParam,
    queryFn: ({ pageParam, signal }) =>
      fetchPropertyPage(
        // The first page is the contract's call (no limit given), so the page head's answer serves it.
        { filters, q, sort, cursor: pageParam.cursor, limit: pageParam.cursor ? pageParam.limit : undefined },
        signal,
      ),
    getNextPageParam: (last, pages): PageParam | undefined =>
      last.next ? { cursor: last.next, limit: nextPageLimit(countLoaded(pages), wantedNow.current) } : undefined,
    // A new search keeps the last results on screen until its own arrive.
    placeholderData: (previous) => previous,
  });
  const { data, hasNextPage, isFetching, isFetchNextPageError, isPlaceholderData, fetchNextPage } = query;
  const loaded = data ? countLoaded(data.pages) : 0;
  useEffect(() => {
    if (data && !isPlaceholderData && hasNextPage && !isFetching && !isFetchNextPageError && loaded < wanted) {
      void fetchNextPage();
    }
  }, [data, isPlaceholderData, hasNextPage, isFetching, isFetchNextPageError, loaded, wanted, fetchNextPage]);
  useEffect(() => {
    if (data) cacheProperties(data.pages.flatMap((page) => page.properties));
  }, [data, cacheProperties]);
  return useDeferredValue(query);
}

const countLoaded = (pages: readonly PropertyPage[]) => pages.reduce((sum, page) => sum + page.properties.length, 0);

/**
 * How many stays match these filters and search text, before the guest applies them (the filter
 * panel's "Show 12 stays"): the API's total of a one-property page. `enabled` false while the
 * filters are not ones the API would take.
 */
export function usePropertyCount(filters: PropertyFilters, q: string, enabled = true) {
  return useQuery({
    queryKey: ['property-count', filters, q.trim()],
    queryFn: async ({ signal }) => {
      const page = await fetchPropertyPage({ filters, q, limit: 1 }, signal);
      return { total: page.total, totalExact: page.totalExact };
    },
    enabled,
    placeholderData: (previous) => previous,
  });
}
