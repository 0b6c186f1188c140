/**
 * The one place the site creates a Leaflet map: the tiles of `mapTiles`, and a stand-in when they
 * cannot load. Imported only by the map components, which the pages load lazily (the library and
 * its styles are a chunk of their own, fetched when a map is wanted).
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { MAP_TILES_TIMEOUT_MS, mapTiles } from './tiles';

export { L };

export interface MapOptions {
  /** The tiles did not load: every tile of the first view failed, or none arrived in MAP_TILES_TIMEOUT_MS. */
  onTilesFailed: () => void;
  /** False: a still picture of the area (no dragging, no zoom by wheel or keys), e.g. the detail page's. */
  interactive?: boolean;
}

/** A map in `element` with the site's tiles; `remove()` it when done. */
export function createMap(element: HTMLElement, { onTilesFailed, interactive = true }: MapOptions): L.Map {
  const map = L.map(element, {
    zoomControl: interactive,
    dragging: interactive,
    scrollWheelZoom: false,
    touchZoom: interactive,
    doubleClickZoom: interactive,
    boxZoom: interactive,
    keyboard: interactive,
    attributionControl: true,
  });
  // Leaflet's own link to itself carries a flag; the tiles' attribution is what the licence asks for.
  map.attributionControl.setPrefix(false);
  const tiles = L.tileLayer(mapTiles.url, { attribution: mapTiles.attribution, maxZoom: mapTiles.maxZoom });
  let loaded = false;
  let errors = 0;
  let failed = false;
  const fail = () => {
    if (loaded || failed) return;
    failed = true;
    onTilesFailed();
  };
  const timer = window.setTimeout(fail, MAP_TILES_TIMEOUT_MS);
  tiles.on('tileload', () => {
    loaded = true;
    window.clearTimeout(timer);
  });
  tiles.on('tileerror', () => {
    errors += 1;
  });
  // `load`: every tile of the view has settled; all of them failed, so the service is not there.
  tiles.on('load', () => {
    if (errors > 0) fail();
  });
  map.on('unload', () => window.clearTimeout(timer));
  tiles.addTo(map);
  return map;
}
