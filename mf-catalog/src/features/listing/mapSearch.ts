import { parseMapArea, formatMapArea, type MapArea } from 'contracts/map-area';

/**
 * The results' map view in the URL, like the rest of the search: `view=map` shows the map above the
 * cards, `bbox=west,south,east,north` is the area the guest moved it to (it narrows the results, on
 * the API too). The area belongs to the map: the list view drops it, and an area without the map
 * view is not read (a list narrowed by an invisible box would mislead).
 */
export interface MapSearch {
  view: 'list' | 'map';
  area?: MapArea;
}

export function readMapSearch(params: URLSearchParams): MapSearch {
  if (params.get('view') !== 'map') return { view: 'list' };
  const area = parseMapArea(params.get('bbox') ?? '');
  return area ? { view: 'map', area } : { view: 'map' };
}

/** The address for a view: the map view keeps the search; the list view drops the map's area. */
export function withView(params: URLSearchParams, view: MapSearch['view']): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (view === 'map') next.set('view', 'map');
  else {
    next.delete('view');
    next.delete('bbox');
  }
  return next;
}

/**
 * The address once the guest searches the map's area: the area replaces a typed place (the map is
 * the place now; a category or city route keeps its own), and the results start again from page one.
 */
export function withMapArea(params: URLSearchParams, area: MapArea): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('view', 'map');
  next.set('bbox', formatMapArea(area));
  next.delete('location');
  next.delete('page');
  return next;
}

/** The API's `bbox` for an area, if any (for the listing's filters). */
export const mapAreaFilter = (area: MapArea | undefined): { bbox?: string } =>
  area ? { bbox: formatMapArea(area) } : {};

/** A filtered heading says the results are the map area's when no place names them ("Stays in the map area · 10–13 Dec"). */
export function mapAreaHeading(heading: string, hasPlace: boolean): string {
  if (hasPlace) return heading;
  const [what = 'Stays', ...rest] = heading.split(' · ');
  return [`${what} in the map area`, ...rest].join(' · ');
}
