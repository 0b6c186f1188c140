import { QueryClient } from '@tanstack/react-query';

/** SPEC §7: data queries default to 1 retry and no refetch on window focus. */
export function createSiteQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: 0 },
    },
  });
}
