import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useDeferredValue } from 'react';
import { useLocation } from 'react-router-dom';
import { requestProperty } from 'shared/config';
import { readProperty } from 'contracts';
import { propertyCacheAtom } from 'shared/state';

/** SPEC §8: the fallback when a failure carries no message. */
export const UNKNOWN_ERROR = 'Something went wrong';

/** SPEC §2: the property comes from navigation state, else the shared cache, else a fetch. */
export function useProperty(id: string) {
  const { state } = useLocation();
  const cache = useAtomValue(propertyCacheAtom);
  const fromState = (state as { property?: unknown } | null)?.property;
  const known = fromState ? readProperty(fromState) : cache.get(id);
  const query = useQuery({
    queryKey: ['property', id],
    queryFn: ({ signal }) => requestProperty(id, signal),
    initialData: known && known.id === id ? known : undefined,
    // A property handed over by a card or the cache is shown as is (no second request right away).
    // (The site's retry policy asks once more only when that can help: not after a 404 or a timeout.)
    staleTime: 60_000,
  });
  // Performance: the whole page arrives with the data; rendered deferred, it renders as a
  // transition (in slices) instead of one synchronous store update.
  return useDeferredValue(query);
}
