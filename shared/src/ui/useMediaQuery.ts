import { useSyncExternalStore } from 'react';

/**
 * Whether the window matches a media query now, following its changes; `fallback` where there is no
 * `matchMedia` (tests, the server): how many months a calendar shows, whether the results page folds
 * its search into one line.
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
