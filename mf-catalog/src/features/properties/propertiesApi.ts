import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { apiUrl } from 'shared/config';
import { readPropertyList, sortNewestFirst, type Property } from 'shared/contracts';
import { cachePropertiesAtom } from 'shared/state';

export interface PropertyFilters {
  location?: string;
  type?: string;
  guests?: string;
  checkIn?: string;
  checkOut?: string;
}

/** SPEC §8: the message a failed list load carries (the page decides how to show it). */
export const FETCH_PROPERTIES_ERROR = 'Failed to fetch properties';

export async function fetchProperties(
  filters: PropertyFilters = {},
  failure = FETCH_PROPERTIES_ERROR,
): Promise<Property[]> {
  const query = new URLSearchParams(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const response = await fetch(apiUrl(`/api/properties${query.size ? `?${query}` : ''}`));
  if (!response.ok) throw new Error(failure);
  // SPEC §7: sorted newest first by updatedAt, else createdAt.
  return sortNewestFirst(readPropertyList(await response.json()));
}

export interface UsePropertiesOptions {
  filters?: PropertyFilters;
  failure?: string;
  /** Milliseconds between background refreshes, or false. */
  refetchInterval?: number | false;
}

/** The property list through the site's query cache; every loaded property also fills the shared cache. */
export function useProperties({ filters = {}, failure, refetchInterval = false }: UsePropertiesOptions = {}) {
  const cacheProperties = useSetAtom(cachePropertiesAtom);
  const query = useQuery({
    queryKey: ['properties', filters],
    queryFn: () => fetchProperties(filters, failure),
    refetchInterval,
  });
  useEffect(() => {
    if (query.data) cacheProperties(query.data);
  }, [query.data, cacheProperties]);
  return query;
}
