import { useEffect, useRef } from 'react';
import styled, { useTheme } from 'styled-components';
import type { Coordinates } from 'contracts';
import { createMap, L } from './leafletMap';

export interface AreaMapProps {
  centre: Coordinates;
  zoom: number;
  /** Metres: the circle of the area the stay is in; none when the centre is only the town's. */
  radius?: number;
  /** What the map shows, e.g. "Map of Nairobi". */
  label: string;
  onTilesFailed: () => void;
}

/**
 * A still map of a stay's area (no dragging or zooming, so a phone's page scrolls past it): the
 * public centre and, when the stay has a pin, a circle around it that the exact place is always
 * inside. Loaded lazily, with Leaflet, when the section nears the screen.
 */
export default function AreaMap({ centre, zoom, radius, label, onTilesFailed }: AreaMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const failed = useRef(onTilesFailed);
  failed.current = onTilesFailed;
  const { lat, lng } = centre;
  const colour = useTheme().colors.primary;

  useEffect(() => {
    if (!element.current) return;
    const map = createMap(element.current, { interactive: false, onTilesFailed: () => failed.current() });
    map.setView([lat, lng], zoom);
    if (radius) {
      L.circle([lat, lng], {
        radius,
        color: colour,
        weight: 2,
        fillColor: colour,
        fillOpacity: 0.18,
        interactive: false,
      }).addTo(map);
    }
    return () => {
      map.remove();
    };
  }, [lat, lng, zoom, radius, colour]);

  return <Box ref={element} role="region" aria-label={label} />;
}

const Box = styled.div`
  width: 100%;
  height: 100%;
  background: ${({ theme }) => theme.colors.sand};
  font: inherit;
  .leaflet-control-attribution {
    font-size: 0.7rem;
  }
`;
