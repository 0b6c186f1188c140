import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { formatKsh, type Property } from 'contracts';
import type { MapArea } from 'contracts/map-area';
import { createMap, L } from './leafletMap';
import { KENYA_BOUNDS } from './tiles';

/** A move of the map settles this long before it counts as the guest's new area (keys pan in steps). */
export const MAP_MOVE_PAUSE_MS = 400;

export interface ResultsMapProps {
  /** The results on the map: each with a public pin gets a price pin. */
  properties: Property[];
  /** The area the URL asks for: the map opens on it; without one, on the pins (else all of Kenya). */
  area?: MapArea;
  selectedId?: string;
  /** A pin chosen (click, Enter or Space). */
  onSelect: (id: string) => void;
  /** The guest moved or zoomed the map: the area it now shows. */
  onMove: (area: MapArea) => void;
  onTilesFailed: () => void;
}

/** The pin's words for a screen reader and its tooltip: what the stay is and what a night costs. */
export const pinLabel = (property: Property) =>
  `${property.title}, ${property.price === null ? 'price not set' : `${formatKsh(property.price)} a night`}`;

const pinText = (property: Property) => (property.price === null ? 'N/A' : formatKsh(property.price));

const boundsOf = ({ west, south, east, north }: MapArea) => L.latLngBounds([south, west], [north, east]);

/**
 * The results page's map: a price pin for each stay with a public pin (the API rounds pins to their
 * area; the exact place is never on the wire). The page loads it lazily, with Leaflet, when the
 * guest chooses the map view. Pins are Leaflet's keyboard markers: buttons in the tab order, named
 * by the stay and its price.
 */
export default function ResultsMap({ properties, area, selectedId, onSelect, onMove, onTilesFailed }: ResultsMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const pins = useRef(new Map<string, L.Marker>());
  /** The map's own moves (fitting the area or the pins) are not the guest's. */
  const ownMove = useRef(false);
  const fitted = useRef(false);
  const handlers = useRef({ onSelect, onMove, onTilesFailed });
  handlers.current = { onSelect, onMove, onTilesFailed };

  useEffect(() => {
    if (!element.current) return;
    const created = createMap(element.current, { onTilesFailed: () => handlers.current.onTilesFailed() });
    map.current = created;
    let timer: number | undefined;
    created.on('movestart', () => window.clearTimeout(timer));
    created.on('moveend', () => {
      window.clearTimeout(timer);
      if (ownMove.current) return;
      timer = window.setTimeout(() => {
        const bounds = created.getBounds();
        handlers.current.onMove({
          west: bounds.getWest(),
          south: bounds.getSouth(),
          east: bounds.getEast(),
          north: bounds.getNorth(),
        });
      }, MAP_MOVE_PAUSE_MS);
    });
    const markers = pins.current;
    return () => {
      window.clearTimeout(timer);
      markers.clear();
      created.remove();
      map.current = null;
    };
  }, []);

  // Where the map opens: the URL's area, else the first results' pins, else Kenya. Once only: after
  // that the guest moves it.
  const placed = properties.filter((property) => property.coordinates);
  useEffect(() => {
    const current = map.current;
    if (!current || fitted.current) return;
    if (!area && placed.length === 0 && properties.length === 0) return;
    fitted.current = true;
    // Without animation the map moves (and says so) at once: that move is the map's, not the guest's.
    ownMove.current = true;
    if (area) current.fitBounds(boundsOf(area), { animate: false });
    else if (placed.length > 0) {
      const bounds = L.latLngBounds(placed.map(({ coordinates }) => [coordinates!.lat, coordinates!.lng]));
      current.fitBounds(bounds, { animate: false, padding: [32, 32], maxZoom: 14 });
    } else current.fitBounds(KENYA_BOUNDS, { animate: false });
    ownMove.current = false;
  });

  // The pins follow the results: new ones added, gone ones removed, the chosen one marked.
  useEffect(() => {
    const current = map.current;
    if (!current) return;
    const wanted = new Set(placed.map((property) => property.id));
    for (const [id, marker] of pins.current) {
      if (!wanted.has(id)) {
        marker.remove();
        pins.current.delete(id);
      }
    }
    // Stays on the same public pin (one area) stack downwards, each price readable.
    const onSamePin = new Map<string, number>();
    for (const property of placed) {
      const { lat, lng } = property.coordinates!;
      const point = `${lat},${lng}`;
      const stacked = onSamePin.get(point) ?? 0;
      onSamePin.set(point, stacked + 1);
      const selected = property.id === selectedId;
      const icon = L.divIcon({
        className: `price-pin${selected ? ' price-pin--selected' : ''}`,
        html: '',
        iconSize: undefined,
      });
      let marker = pins.current.get(property.id);
      if (!marker) {
        marker = L.marker([lat, lng], { icon, keyboard: true, riseOnHover: true });
        marker.on('click', () => handlers.current.onSelect(property.id));
        marker.addTo(current);
        pins.current.set(property.id, marker);
      } else {
        marker.setLatLng([lat, lng]);
        marker.setIcon(icon);
      }
      marker.setZIndexOffset(selected ? 1000 : 0);
      const pin = marker.getElement();
      if (pin) {
        // The price is the pin's text; its name says the stay too (Leaflet gives it role="button").
        pin.textContent = pinText(property);
        pin.style.marginTop = stacked ? `${stacked * 1.9}rem` : '';
        pin.setAttribute('aria-label', pinLabel(property));
        pin.setAttribute('aria-pressed', String(selected));
        pin.title = pinLabel(property);
        pin.onkeydown = (event) => {
          // A button answers Enter and Space (Leaflet's marker only takes the mouse's click); the
          // map's own keys (arrows, +, −) stay the map's.
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            event.stopPropagation();
            handlers.current.onSelect(property.id);
          }
        };
      }
    }
  });

  return <MapBox ref={element} role="region" aria-label="Map of the results" />;
}

const MapBox = styled.div`
  height: 100%;
  width: 100%;
  background: ${({ theme }) => theme.colors.sand};
  font: inherit;
  .price-pin {
    /* Leaflet places a marker by its top-left corner; the pin centres itself on its point. */
    width: auto !important;
    height: auto !important;
    transform-origin: center;
    translate: -50% -50%;
    white-space: nowrap;
    padding: 0.25rem 0.55rem;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    border: 1px solid ${({ theme }) => theme.colors.line};
    box-shadow: 0 1px 4px rgb(0 0 0 / 0.25);
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 700;
    line-height: 1.2;
    cursor: pointer;
  }
  .price-pin:hover,
  .price-pin--selected {
    background: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.surface};
  }
  .price-pin:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  .leaflet-control-attribution {
    font-size: 0.7rem;
  }
`;
