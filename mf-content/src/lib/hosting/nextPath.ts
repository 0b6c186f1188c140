import { hostingPaths } from 'shared/hosts';

/**
 * Where to go after signing in: the `next` the guard put in the sign-in address, when it is a page of
 * the host area (anything else, another site included, is ignored: no open redirect), else the dashboard.
 */
export function nextPathFrom(search: URLSearchParams): string {
  const next = search.get('next');
  if (!next) return hostingPaths.dashboard;
  // One leading slash, then the host area; `//evil.example` and `/\evil.example` are other sites.
  const inArea = new RegExp(`^${hostingPaths.dashboard}(?:[/?#]|$)`);
  return inArea.test(next) && !/[\\\s]/.test(next) ? next : hostingPaths.dashboard;
}

/** The sign-in address that comes back to `path` afterwards. */
export function signInPathFor(path: string): string {
  return path === hostingPaths.dashboard
    ? hostingPaths.login
    : `${hostingPaths.login}?${new URLSearchParams({ next: path }).toString()}`;
}
