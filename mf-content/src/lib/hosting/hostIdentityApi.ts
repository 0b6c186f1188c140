import { useQuery } from '@tanstack/react-query';
import { hostApi, hostRequest, useHostRetry, type HostIdentity } from 'shared/hosts';

/** The host's identity check in the query cache: the identity page and the dashboard's banner read it. */
export const hostIdentityKey = ['hosting', 'identity'] as const;

export function useHostIdentity() {
  const retry = useHostRetry();
  return useQuery({
    queryKey: hostIdentityKey,
    queryFn: ({ signal }) => hostRequest<HostIdentity>(hostApi.identity, { signal }),
    retry,
  });
}
