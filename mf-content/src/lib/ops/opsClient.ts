import { useQuery, useQueryClient } from '@tanstack/react-query';
import { opsApi, type OpsSession } from 'contracts/ops';
import { HostRequestError, sessionRequest, type HostRequestInit } from 'shared/hosts';
import { hostAreaMessages, hostFailureOf } from '../hosting/hostFailure';

/**
 * The console's calls: the operator's cookie goes with each (the API's `makao_ops`, which no host or
 * guest route reads), and a change carries the session's CSRF token, kept from every session answer.
 */
let csrfToken = '';

export function opsRequest<T>(path: string, init: HostRequestInit = {}): Promise<T> {
  return sessionRequest<T>(path, init, csrfToken);
}

/** What a refused console call says: the API's words, or the host area's when no answer came. */
export const opsFailureText = (error: unknown): string => hostFailureOf(error, {}).form ?? hostAreaMessages.unreachable;

/** Keeps the CSRF token of a session answer (null: nobody, the token is dropped). */
function remember(session: OpsSession | null): OpsSession | null {
  csrfToken = session?.csrfToken ?? '';
  return session;
}

const sessionKey = ['ops', 'session'] as const;

/** Who is signed in to the console: null for nobody (no retry on a 4xx, whose answer would not change). */
export function useOpsSession() {
  return useQuery({
    queryKey: sessionKey,
    queryFn: async ({ signal }) => remember((await opsRequest<OpsSession | null>(opsApi.session, { signal })) ?? null),
    retry: (failures, error) => !(error instanceof HostRequestError) && failures < 1,
    staleTime: 60_000,
  });
}

/**
 * Puts a session the API has just answered (sign-in, code, set-up, sign-out) in place of the one held,
 * and drops whatever the console read under the one before: a new session reads everything afresh.
 */
export function useSetOpsSession() {
  const queryClient = useQueryClient();
  return (session: OpsSession | null) => {
    queryClient.removeQueries({ predicate: ({ queryKey }) => queryKey[0] === 'ops' && queryKey[1] !== 'session' });
    queryClient.setQueryData(sessionKey, remember(session));
  };
}

/** After a decision every queue and the audit log are read again: the console shows what the server holds. */
export function useRefreshOpsReads() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ predicate: ({ queryKey }) => queryKey[0] === 'ops' && queryKey[1] !== 'session' });
}
