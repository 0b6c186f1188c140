import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Property } from 'contracts';
import { addressOf, placeOf } from '../../lib/properties/propertyFacts';
import { mapCentreOf, osmEmbedUrl, osmLink } from './mapCentre';

/** How long the map service has to answer before the section shows its stand-in instead. */
export const MAP_PROBE_MS = 8000;

/**
 * Whether the map service answers, asked once the map nears the screen (so a guest who never scrolls
 * there costs it nothing). A frame cannot tell its page that it failed (a browser's error page "loads"
 * too), so the page asks the embed's own address: an opaque answer of any status means the service is
 * there; a network error or no answer in MAP_PROBE_MS means it is not. Without IntersectionObserver
 * the frame is simply shown.
 */
function useMapReachable(url: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [reachable, setReachable] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const controller = new AbortController();
    let timer: number | undefined;
    let gone = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        timer = window.setTimeout(() => controller.abort(), MAP_PROBE_MS);
        fetch(url, { mode: 'no-cors', credentials: 'omit', referrerPolicy: 'no-referrer', signal: controller.signal })
          .then(
            () => undefined,
            () => {
              if (!gone) setReachable(false);
            },
          )
          .finally(() => window.clearTimeout(timer));
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => {
      gone = true;
      observer.disconnect();
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [url]);
  return { ref, reachable };
}

/** SPEC §2: Where you'll be, an embedded map (lat,lng, zoom 15) and the privacy note. */
export function MapSection({ property }: { property: Property }) {
  const centre = mapCentreOf(property);
  const place = placeOf(property) || 'Kenya';
  const area = addressOf(property) || place;
  const embed = osmEmbedUrl(centre);
  const { ref, reachable } = useMapReachable(embed);
  return (
    <section aria-labelledby="map-heading">
      <h2 id="map-heading">Where you&apos;ll be</h2>
      <Place>{area}</Place>
      <MapFrame ref={ref}>
        {reachable ? (
          <iframe
            title={`Map of ${place}`}
            src={embed}
            loading="lazy"
            width={640}
            height={360}
            referrerPolicy="no-referrer-when-downgrade"
          />
        ) : (
          // The map service cannot be reached: the area in words and a link, in the map's own space.
          <Fallback role="note" aria-label={`Map of ${place}`}>
            <strong>{area}</strong>
            <span>The map could not be loaded just now.</span>
            <a href={osmLink(centre)} target="_blank" rel="noreferrer">
              Open {place} on OpenStreetMap
            </a>
          </Fallback>
        )}
      </MapFrame>
      <Note>Exact location provided after booking confirmation</Note>
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
  iframe {
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
  }
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
`;
