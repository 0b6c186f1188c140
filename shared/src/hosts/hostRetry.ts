import { useQueryClient } from '@tanstack/react-query';
import { HostRequestError } from 'shared/host-session';

/**
 * The site's retry rule for a host read (SPEC §7: once), but not after a 4xx: no session (401) or a
 * listing that is not the host's (404) gets the same answer when asked again. For content's host
 * area and booking's host widgets alike.
 */
export function useHostRetry() {
  const siteRetry = useQueryClient().getDefaultOptions().queries?.retry;
  return (count: number, error: Error): boolean => {
    if (error instanceof HostRequestError && error.status >= 400 && error.status < 500) return false;
    if (typeof siteRetry === 'function') return siteRetry(count, error);
    return typeof siteRetry === 'number' ? count < siteRetry : Boolean(siteRetry);
  };
}
