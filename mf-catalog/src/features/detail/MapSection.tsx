import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Property } from 'contracts';
import { addressOf, placeOf } from '../../lib/properties/propertyFacts';
import { mapCentreOf, osmLink, PUBLIC_AREA_RADIUS_M } from './mapCentre';

/** Leaflet and the map: a chunk of their own, fetched when the section nears the screen. */
const AreaMap = lazy(() => import('../../lib/map/AreaMap'));

/** SPEC §2/§9: the map is centred on the property at zoom 15. */
const MAP_ZOOM = 15;

/**
 * Whether the section is near the screen (so a guest who never scrolls there never loads the map).
 * Without IntersectionObserver it simply is.
 */
function useNearScreen() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, near };
}

/**
 * SPEC §2: Where you'll be, a map of the area (lat,lng, zoom 15) and the privacy note. The public
 * pin is the exact one rounded to its area (the API's), so the map circles the area rather than
 * marking a door; the street and the exact place are the confirmed guest's. When the tiles cannot
 * load, the area in words and a link take the map's space.
 */
export function MapSection({ property }: { property: Property }) {
  const centre = mapCentreOf(property);
  const place = placeOf(property) || 'Kenya';
  const area = addressOf(property) || place;
  const { ref, near } = useNearScreen();
  const [failed, setFailed] = useState(false);
  const label = `Map of ${place}`;
  return (
    <section aria-labelledby="map-heading">
      <h2 id="map-heading">Where you&apos;ll be</h2>
      <Place>{area}</Place>
      <MapFrame ref={ref}>
        {failed ? (
          // The map service cannot be reached: the area in words and a link, in the map's own space.
          <Fallback role="note" aria-label={label}>
            <strong>{area}</strong>
            <span>The map could not be loaded just now.</span>
            <a href={osmLink(centre)} target="_blank" rel="noreferrer">
              Open {place} on OpenStreetMap
            </a>
          </Fallback>
        ) : (
          near && (
            <Suspense fallback={null}>
              <AreaMap
                centre={centre}
                zoom={MAP_ZOOM}
                // A circle only around the stay's own (public) pin; a town's centre circles nothing.
                radius={property.coordinates ? PUBLIC_AREA_RADIUS_M : undefined}
                label={label}
                onTilesFailed={() => setFailed(true)}
              />
            </Suspense>
          )
        )}
      </MapFrame>
      <Note>Exact location provided after booking confirmation</Note>
      <Detail>
        {property.coordinates
          ? 'The stay is inside the circle. Its street and exact place are shared once the host confirms your booking.'
          : 'The host has not placed this stay on the map yet: the map shows the town. Its street and exact place are shared once the host confirms your booking.'}
      </Detail>
      <a href={osmLink(centre)} target="_blank" rel="noreferrer">
        View larger map
      </a>
    </section>
  );
}

const Place = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.sm};
`;

const MapFrame = styled.div`
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.sand};
  border: 1px solid ${({ theme }) => theme.colors.line};
  isolation: isolate;
`;

const Fallback = styled.div`
  height: 100%;
  display: grid;
  align-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  a {
    font-weight: 600;
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
`;

const Detail = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;
