import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  HostRequestError,
  hostApi,
  hostRequest,
  useHostRetry,
  type HostListing,
  type ListingField,
  type ListingFields,
  type ListingPatch,
} from 'shared/hosts';

/** The host's listings in the query cache: the list, and each listing by id. */
const hostListingKeys = {
  all: ['hosting', 'listings'] as const,
  one: (id: string) => ['hosting', 'listings', id] as const,
};

/** Put a listing the API just answered with into the cache, so every screen shows the same one. */
function cacheListing(queryClient: QueryClient, listing: HostListing): void {
  queryClient.setQueryData(hostListingKeys.one(listing.id), listing);
  queryClient.setQueryData<HostListing[]>(hostListingKeys.all, (list) =>
    list?.some((item) => item.id === listing.id)
      ? list.map((item) => (item.id === listing.id ? listing : item))
      : list && [listing, ...list],
  );
}

export function useHostListings() {
  return useQuery({
    queryKey: hostListingKeys.all,
    queryFn: ({ signal }) => hostRequest<HostListing[]>(hostApi.listings, { signal }),
  });
}

/**
 * One of the host's listings. The site's retry rule (SPEC §7: once), but not after a 4xx: asking
 * again for a listing that is not yours (404) or with no session (401) gets the same answer later.
 */
export function useHostListing(id: string | undefined) {
  const retry = useHostRetry();
  return useQuery({
    queryKey: hostListingKeys.one(id ?? ''),
    queryFn: ({ signal }) => hostRequest<HostListing>(hostApi.listing(id ?? ''), { signal }),
    enabled: id !== undefined,
    retry,
  });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof HostRequestError && error.status === 404;
}

/** The server's words for a failed call (its `error`, or the client's for no answer). */
export function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Try again.';
}

/** What a 422 from publishing says is still missing. */
export function missingFieldsOf(error: unknown): ListingField[] {
  return error instanceof HostRequestError ? ((error.body.missingFields ?? []) as ListingField[]) : [];
}

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: Partial<ListingFields>) =>
      hostRequest<HostListing>(hostApi.createListing, { method: 'POST', body: fields }),
    onSuccess: (listing) => cacheListing(queryClient, listing),
  });
}

export function useSaveListing(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ListingPatch) =>
      hostRequest<HostListing>(hostApi.listing(id ?? ''), { method: 'PATCH', body: patch }),
    onSuccess: (listing) => cacheListing(queryClient, listing),
  });
}

/** Publish or unpublish a listing (`POST …/publish`, `POST …/unpublish`). */
export function useListingStatusChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'publish' | 'unpublish' }) =>
      hostRequest<HostListing>(action === 'publish' ? hostApi.publish(id) : hostApi.unpublish(id), {
        method: 'POST',
      }),
    onSuccess: (listing) => cacheListing(queryClient, listing),
  });
}
