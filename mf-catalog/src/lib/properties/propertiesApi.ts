import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useDeferredValue, useEffect } from 'react';
import { apiUrl, requestPageData, runtimeConfig } from 'shared/config';
import { pageData, pageDataUrl, readPropertyList, sortNewestFirst, type Property } from 'shared/contracts';
import { cachePropertiesAtom } from 'shared/state';

/** The listing filters the API understands (all optional; see `PropertyListQuerySchema`). */
export interface PropertyFilters {
  location?: string;
  type?: string;
  guests?: string;
  checkIn?: string;
  checkOut?: string;
}

/** SPEC §8: the message a failed list load carries (the page decides how to show it). */
export const FETCH_PROPERTIES_ERROR = 'Failed to fetch properties';

export interface FetchPropertiesOptions {
  filters?: PropertyFilters;
  /** At most this many; without it, the listing's own call (`pageData.propertyList`). */
  limit?: number;
}

/**
 * SPEC §7 `GET /api/properties`. The listing's call is the contract's (`pageData.propertyList`, which
 * the page head asks for early, byte for byte) with the guest's filters after it.
 */
function propertiesUrl({ filters = {}, limit }: FetchPropertiesOptions = {}): string {
  const url =
    limit === undefined
      ? pageDataUrl(pageData.propertyList, runtimeConfig().apiBaseUrl)
      : apiUrl(`/api/properties?limit=${limit}`);
  const query = new URLSearchParams(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return query.size ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

export async function fetchProperties(options: FetchPropertiesOptions = {}, signal?: AbortSignal): Promise<Property[]> {
  // Any failure (no answer, a late one, a status that is not ok) reads the same: the screen says what
  // could not be loaded, and offers Retry.
  const body = await requestPageData(propertiesUrl(options), {
    signal,
    failure: FETCH_PROPERTIES_ERROR,
  });
  // SPEC §7: sorted newest first by updatedAt, else createdAt.
  return sortNewestFirst(readPropertyList(body));
}

export interface UsePropertiesOptions extends FetchPropertiesOptions {
  /** Milliseconds between background refreshes (a function is asked again after every refresh), or false. */
  refetchInterval?: number | false | (() => number);
}

/** The property list through the site's query cache; every loaded property also fills the shared cache. */
export function useProperties({ filters = {}, limit, refetchInterval = false }: UsePropertiesOptions = {}) {
  const cacheProperties = useSetAtom(cachePropertiesAtom);
  const query = useQuery({
    queryKey: ['properties', filters, limit ?? null],
    queryFn: ({ signal }) => fetchProperties({ filters, limit }, signal),
    refetchInterval,
  });
  useEffect(() => {
    if (query.data) cacheProperties(query.data);
  }, [query.data, cacheProperties]);
  // Performance: the query's store updates render synchronously; deferred, the cards
  // that arrive with the data render as a transition (in slices) while the page stays responsive.
  return useDeferredValue(query);
}
