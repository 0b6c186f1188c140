import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useDeferredValue } from 'react';
import { useLocation } from 'react-router-dom';
import { ApiError, requestPageData, runtimeConfig } from 'shared/config';
import { pageData, pageDataUrl, readProperty, readPropertyBody, type Property } from 'shared/contracts';
import { propertyCacheAtom } from 'shared/state';

/** SPEC §8: the detail fetch failure message, and the fallback when a failure carries none. */
export const FETCH_PROPERTY_ERROR = 'Failed to fetch property details';
export const UNKNOWN_ERROR = 'Something went wrong';

/**
 * SPEC §7: `GET /api/properties/{id}`. Every failure carries the spec's message; `isNotFound` tells
 * the API's 404 (Property Not Found) from no answer, a late one or a 5xx (the page's error and Retry).
 */
export async function fetchProperty(id: string, signal?: AbortSignal): Promise<Property> {
  // The contract's URL, the one the page head asks for early (`pageData.property`).
  const body = await requestPageData(pageDataUrl(pageData.property, runtimeConfig().apiBaseUrl, { id }), {
    signal,
    failure: FETCH_PROPERTY_ERROR,
  });
  const property = readPropertyBody(body);
  if (!property.id) throw new ApiError(FETCH_PROPERTY_ERROR, 'unreadable', 200);
  return property;
}

/** SPEC §2: the property comes from navigation state, else the shared cache, else a fetch. */
export function useProperty(id: string) {
  const { state } = useLocation();
  const cache = useAtomValue(propertyCacheAtom);
  const fromState = (state as { property?: unknown } | null)?.property;
  const known = fromState ? readProperty(fromState) : cache.get(id);
  const query = useQuery({
    queryKey: ['property', id],
    queryFn: ({ signal }) => fetchProperty(id, signal),
    initialData: known && known.id === id ? known : undefined,
    // A property handed over by a card or the cache is shown as is (no second request right away).
    // (The site's retry policy asks once more only when that can help: not after a 404 or a timeout.)
    staleTime: 60_000,
  });
  // Performance: the whole page arrives with the data; rendered deferred, it renders as a
  // transition (in slices) instead of one synchronous store update.
  return useDeferredValue(query);
}
