import { useQueryClient } from '@tanstack/react-query';
import { HostRequestError } from 'shared/hosts';

/**
 * The site's retry rule for a host read (SPEC §7: once), but not after a 4xx: no session (401) or a
 * listing that is not the host's (404) gets the same answer when asked again.
 */
export function useHostRetry() {
  const siteRetry = useQueryClient().getDefaultOptions().queries?.retry;
  return (count: number, error: Error): boolean => {
    if (error instanceof HostRequestError && error.status >= 400 && error.status < 500) return false;
    if (typeof siteRetry === 'function') return siteRetry(count, error);
    return typeof siteRetry === 'number' ? count < siteRetry : Boolean(siteRetry);
  };
}

export const hostCallMessages = {
  unreachable: "We couldn't reach Makao. Check your connection and try again.",
} as const;

/** The server's words for a refused host call (its `error`), or ours when no answer came. */
export function hostErrorText(error: unknown): string {
  if (error instanceof HostRequestError) return error.message;
  return hostCallMessages.unreachable;
}
