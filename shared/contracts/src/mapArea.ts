/**
 * The map view's area: `bbox=west,south,east,north` in degrees (WGS 84), in the results page's URL
 * and on `GET /api/properties`. Every stay is in Kenya, far from the antimeridian, so west is always
 * less than east (a box across the antimeridian is refused, not wrapped).
 */
export interface MapArea {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** The longest `bbox` text the API reads (four numbers of a few decimals each). */
export const MAP_AREA_TEXT_MAX = 100;

/** Decimals a `bbox` is written with: 5 is about a metre, finer than any screen shows. */
const MAP_AREA_DECIMALS = 5;

export const mapAreaMessages = {
  invalid: 'The map area (bbox) must be four numbers: west,south,east,north, with west < east and south < north.',
} as const;

const NUMBER = /^-?\d{1,3}(\.\d{1,12})?$/;

/**
 * `west,south,east,north` as a `MapArea`, or null when it is not one: four plain decimal numbers,
 * longitudes in [-180, 180], latitudes in [-90, 90], west < east and south < north.
 */
export function parseMapArea(text: string): MapArea | null {
  const parts = text.split(',');
  if (text.length > MAP_AREA_TEXT_MAX || parts.length !== 4 || !parts.every((part) => NUMBER.test(part))) return null;
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  const lng = (value: number) => value >= -180 && value <= 180;
  const lat = (value: number) => value >= -90 && value <= 90;
  if (!lng(west) || !lng(east) || !lat(south) || !lat(north)) return null;
  if (!(west < east) || !(south < north)) return null;
  return { west, south, east, north };
}

/** The URL and API form of an area (rounded outwards, so the box never shrinks). */
export function formatMapArea({ west, south, east, north }: MapArea): string {
  const scale = 10 ** MAP_AREA_DECIMALS;
  const down = (value: number) => (Math.floor(value * scale) / scale).toFixed(MAP_AREA_DECIMALS);
  const up = (value: number) => (Math.ceil(value * scale) / scale).toFixed(MAP_AREA_DECIMALS);
  const clampLng = (value: number) => Math.min(180, Math.max(-180, value));
  const clampLat = (value: number) => Math.min(90, Math.max(-90, value));
  return [down(clampLng(west)), down(clampLat(south)), up(clampLng(east)), up(clampLat(north))]
    .map((value) => value.replace(/\.?0+$/, '').replace(/^-0$/, '0'))
    .join(',');
}
