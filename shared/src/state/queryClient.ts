import { QueryClient } from '@tanstack/react-query';
// Through the federated name, so this is the one ApiError class the apps' requests throw (a relative
// import would bundle a second copy of the module into this entry's chunk).
import { ApiError } from 'shared/config';

/**
 * SPEC §7: a data query is retried once, except where asking again cannot help the guest: the API
 * answered 4xx (the same question gets the same answer: a missing property stays missing), or the
 * request already waited the whole `API_TIMEOUT_MS` (a second wait as long would keep the page's
 * error and its Retry from the guest for that long again).
 */
export function retryOnce(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!(error instanceof ApiError)) return true;
  if (error.reason === 'timeout') return false;
  return !(error.status !== null && error.status >= 400 && error.status < 500);
}

/** SPEC §7: data queries default to 1 retry and no refetch on window focus. */
export function createSiteQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryOnce, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: 0 },
    },
  });
}

/**
 * A query with nothing to show yet: its first answer is pending, or it is asking again with no data
 * (a new key, a Retry after an error). The one loading rule of the pages that read a query: the
 * catalog's listing and detail, the booking confirmation's missing property.
 */
export function isLoadingData(query: { isPending: boolean; isFetching: boolean; data?: unknown }): boolean {
  return query.isPending || (query.isFetching && query.data === undefined);
}
