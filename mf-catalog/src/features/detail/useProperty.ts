import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useDeferredValue } from 'react';
import { useLocation } from 'react-router-dom';
import { apiUrl, fetchPageData } from 'shared/config';
import { readProperty, readPropertyBody, type Property } from 'shared/contracts';
import { propertyCacheAtom } from 'shared/state';

/** SPEC §8: the detail fetch failure message, and the fallback when a failure carries none. */
export const FETCH_PROPERTY_ERROR = 'Failed to fetch property details';
export const UNKNOWN_ERROR = 'Something went wrong';

export async function fetchProperty(id: string): Promise<Property> {
  let response: Response;
  try {
    response = await fetchPageData(apiUrl(`/api/properties/${encodeURIComponent(id)}`));
  } catch {
    throw new Error(FETCH_PROPERTY_ERROR);
  }
  if (!response.ok) throw new Error(FETCH_PROPERTY_ERROR);
  const property = readPropertyBody(await response.json());
  if (!property.id) throw new Error(FETCH_PROPERTY_ERROR);
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
    queryFn: () => fetchProperty(id),
    initialData: known && known.id === id ? known : undefined,
    // A property handed over by a card or the cache is shown as is (no second request right away).
    staleTime: 60_000,
    // A missing property stays missing: say so at once rather than asking again.
    retry: false,
  });
  // Performance (issue 8): the whole page arrives with the data; rendered deferred, it renders as a
  // transition (in slices) instead of one synchronous store update.
  return useDeferredValue(query);
}
