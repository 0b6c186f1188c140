import { paths } from 'contracts';

/** The parts of the router's location these read. */
interface Location {
  pathname: string;
  search: string;
  state: unknown;
}

/**
 * Where a guest was in the results when they opened a property: the results' address (filters and
 * all), how far down they had scrolled and whether Show All was pressed. A listing card hands it to
 * the detail page in the navigation state; the detail page's back link returns there with it.
 */
export interface ResultsPlace {
  url: string;
  scrollY: number;
  showAll: boolean;
}

/** The results page's own history state: Show All pressed, and a scroll to restore once shown. */
export interface ResultsHistoryState {
  showAll?: boolean;
  scrollY?: number;
}

export function resultsHistoryState(location: Pick<Location, 'state'>): ResultsHistoryState {
  const state: unknown = location.state;
  if (!state || typeof state !== 'object') return {};
  const { showAll, scrollY } = state as Record<string, unknown>;
  return {
    showAll: showAll === true,
    scrollY: typeof scrollY === 'number' && Number.isFinite(scrollY) ? scrollY : undefined,
  };
}

/** The place in the results now (called as a card opens). */
export function resultsBackState(location: Pick<Location, 'pathname' | 'search' | 'state'>): ResultsPlace {
  return {
    url: `${location.pathname}${location.search}`,
    scrollY: Math.round(window.scrollY),
    showAll: resultsHistoryState(location).showAll === true,
  };
}

/**
 * The back link of a detail page: to the results the guest came from (a same-site path only), else to
 * /properties (a direct visit, a shared link, a new tab).
 */
export function backLinkOf(state: unknown): { to: string; state?: ResultsHistoryState } {
  const back = state && typeof state === 'object' ? (state as { back?: unknown }).back : undefined;
  if (back && typeof back === 'object') {
    const { url, scrollY, showAll } = back as Partial<ResultsPlace>;
    if (typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')) {
      return { to: url, state: { showAll: showAll === true, scrollY: typeof scrollY === 'number' ? scrollY : 0 } };
    }
  }
  return { to: paths.properties };
}
