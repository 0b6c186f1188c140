import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { readProperty } from 'contracts';
import { savedApi, type SavedStay } from 'contracts/saved';
import { apiUrl, ApiError, requestApi, requestApiJson } from 'shared/config';
import { cachePropertiesAtom } from 'shared/state';
import type { SearchedStay } from '../../lib/properties/stay';

export const SAVED_LOAD_FAILED = 'Failed to load your saved stays';
export const SHARED_LIST_LOAD_FAILED = 'Failed to load the shared list';
const SHARE_FAILED = "We couldn't make a link. Check your connection and try again.";

const dataOf = (body: unknown): unknown => (body as { data?: unknown } | null)?.data;

/** `GET /api/saved-stays`: the published ones among `ids`, in order, each free for the dates or not. */
async function fetchSavedStays(ids: readonly string[], stay: SearchedStay | undefined, signal: AbortSignal) {
  const query = new URLSearchParams({ ids: ids.join(',') });
  if (stay) {
    query.set('checkIn', stay.checkIn);
    if (stay.checkOut) query.set('checkOut', stay.checkOut);
  }
  const body = await requestApiJson(apiUrl(`${savedApi.stays}?${query}`), { signal, failure: SAVED_LOAD_FAILED });
  const data = dataOf(body);
  if (!Array.isArray(data)) throw new ApiError(SAVED_LOAD_FAILED, 'unreadable');
  return data.map((item: { property?: unknown; available?: unknown }): SavedStay => ({
    property: readProperty(item.property),
    available: typeof item.available === 'boolean' ? item.available : null,
  }));
}

/**
 * The saved stays' cards with their availability for the dates, through the query cache (it fills the
 * shared property cache, so a card opens its detail page at once). While the ids or dates change, the
 * last answer stays on screen.
 */
export function useSavedStays(ids: readonly string[], stay: SearchedStay | undefined) {
  const cacheProperties = useSetAtom(cachePropertiesAtom);
  const query = useQuery({
    queryKey: ['saved-stays', ids, stay?.checkIn ?? null, stay?.checkOut ?? null],
    queryFn: ({ signal }) => fetchSavedStays(ids, stay, signal),
    enabled: ids.length > 0,
    placeholderData: (previous) => previous,
  });
  useEffect(() => {
    if (query.data) cacheProperties(query.data.map((item) => item.property));
  }, [query.data, cacheProperties]);
  return query;
}

/** `GET /api/saved-lists/:code`: the ids of a list shared with the guest (a 404 when there is none). */
export function useSharedList(code: string) {
  return useQuery({
    queryKey: ['saved-list', code],
    queryFn: async ({ signal }) => {
      const body = await requestApiJson(apiUrl(savedApi.list(code)), { signal, failure: SHARED_LIST_LOAD_FAILED });
      const ids = (dataOf(body) as { propertyIds?: unknown } | undefined)?.propertyIds;
      if (!Array.isArray(ids)) throw new ApiError(SHARED_LIST_LOAD_FAILED, 'unreadable');
      return ids.filter((id): id is string => typeof id === 'string');
    },
    // A list never changes once made.
    staleTime: Infinity,
  });
}

/** `POST /api/saved-lists`: a code for a copy of the list, or the API's own words for a refusal. */
export async function shareSavedList(ids: readonly string[]): Promise<string> {
  const answer = await requestApi(apiUrl(savedApi.lists), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ propertyIds: ids }),
    failure: SHARE_FAILED,
  });
  let body: unknown = null;
  try {
    body = answer.json();
  } catch {
    // Not JSON (a proxy's page): the page's own words below.
  }
  const code = (dataOf(body) as { code?: unknown } | undefined)?.code;
  if (answer.ok && typeof code === 'string') return code;
  const error = (body as { error?: unknown } | null)?.error;
  throw new Error(typeof error === 'string' ? error : SHARE_FAILED);
}
