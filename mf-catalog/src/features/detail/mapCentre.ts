import type { Coordinates, Property } from 'contracts';

/** SPEC §7/§9: the map is centred on the property at zoom 15. */
const MAP_ZOOM = 15;
/** SPEC §9: central Nairobi, when nothing better is known. */
export const NAIROBI_CENTRE: Coordinates = { lat: -1.2864, lng: 36.8172 };

/**
 * SPEC §9: keyword fallbacks from the location text when a property has no coordinates. Areas come
 * before cities, so "Karen, Nairobi" lands in Karen rather than the city centre.
 */
export const keywordCentres: ReadonlyArray<{ keyword: string; centre: Coordinates }> = [
  { keyword: 'westlands', centre: { lat: -1.2676, lng: 36.8108 } },
  { keyword: 'karen', centre: { lat: -1.3194, lng: 36.7073 } },
  { keyword: 'thika', centre: { lat: -1.0333, lng: 37.0693 } },
  { keyword: 'mombasa', centre: { lat: -4.0435, lng: 39.6682 } },
  { keyword: 'kisumu', centre: { lat: -0.0917, lng: 34.768 } },
  { keyword: 'nakuru', centre: { lat: -0.3031, lng: 36.08 } },
  { keyword: 'eldoret', centre: { lat: 0.5143, lng: 35.2698 } },
];

/** Where the map centres: the property's coordinates, else a keyword of its location, else Nairobi. */
export function mapCentreOf(property: Pick<Property, 'coordinates' | 'location'>): Coordinates {
  if (property.coordinates) return property.coordinates;
  const text = [property.location.area, property.location.city, property.location.county].join(' ').toLowerCase();
  return keywordCentres.find(({ keyword }) => new RegExp(`\\b${keyword}\\b`).test(text))?.centre ?? NAIROBI_CENTRE;
}

/**
 * Metres around a public pin that always hold the stay: the API rounds the exact pin to a 0.005° grid,
 * so each axis is off by at most 0.0025° (278 m of latitude, less of longitude), at most 393 m in all.
 */
export const PUBLIC_AREA_RADIUS_M = 400;

/** The same area on openstreetmap.org, for a bigger map in a new tab (no marker either). */
export function osmLink(centre: Coordinates, zoom = MAP_ZOOM): string {
  return `https://www.openstreetmap.org/#map=${zoom}/${centre.lat}/${centre.lng}`;
}
