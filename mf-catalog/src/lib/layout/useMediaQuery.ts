import { useSyncExternalStore } from 'react';

/**
 * Whether the window matches a media query now, following its changes; `fallback` where there is no
 * `matchMedia` (tests). Booking's calendars have the same hook in their own remote.
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? fallback,
    () => fallback,
  );
}

/** Below the kit's tablet width (`media.phoneOnly`): the results page's one-line search. */
export const PHONE_QUERY = '(max-width: 767.98px)';
