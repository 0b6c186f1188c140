import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { apiUrl } from 'shared/config';
import { readProperty, readPropertyBody, type Property } from 'shared/contracts';
import { propertyCacheAtom } from 'shared/state';

/** SPEC §8: the detail fetch failure message. */
export const FETCH_PROPERTY_ERROR = 'Failed to fetch property details';

export async function fetchProperty(id: string): Promise<Property> {
  const response = await fetch(apiUrl(`/api/properties/${encodeURIComponent(id)}`));
  if (!response.ok) throw new Error(FETCH_PROPERTY_ERROR);
  return readPropertyBody(await response.json());
}

/** SPEC §2: the property comes from navigation state, else the shared cache, else a fetch. */
export function useProperty(id: string) {
  const { state } = useLocation();
  const cache = useAtomValue(propertyCacheAtom);
  const fromState = (state as { property?: unknown } | null)?.property;
  const known = fromState ? readProperty(fromState) : cache.get(id);
  return useQuery({
    queryKey: ['property', id],
    queryFn: () => fetchProperty(id),
    initialData: known && known.id === id ? known : undefined,
    retry: false,
  });
}
