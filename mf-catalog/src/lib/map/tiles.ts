/**
 * Where the site's maps draw their tiles from: OpenStreetMap's standard tiles (no key, no tracking
 * script), with the attribution their licence asks for. The page policy allows exactly this origin
 * for pictures (scripts/lib/securityHeaders.mjs, `mapTiles`); change both together.
 */
export const mapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  maxZoom: 19,
} as const;

/** How long the tiles have to start arriving before a map shows its stand-in instead. */
export const MAP_TILES_TIMEOUT_MS = 8000;

/** All of Kenya, when a map has nothing better to show: [south-west, north-east] as [lat, lng]. */
export const KENYA_BOUNDS: [[number, number], [number, number]] = [
  [-4.7, 33.9],
  [5.0, 41.9],
];
