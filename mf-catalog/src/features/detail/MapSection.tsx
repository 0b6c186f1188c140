import styled from 'styled-components';
import type { Property } from 'shared/contracts';
import { addressOf, placeOf } from '../../lib/properties/propertyFacts';
import { mapCentreOf, osmEmbedUrl, osmLink } from './mapCentre';

/** SPEC §2: Where you'll be, an embedded map (lat,lng, zoom 15) and the privacy note. */
export function MapSection({ property }: { property: Property }) {
  const centre = mapCentreOf(property);
  const place = placeOf(property) || 'Kenya';
  return (
    <section aria-labelledby="map-heading">
      <h2 id="map-heading">Where you&apos;ll be</h2>
      <Place>{addressOf(property) || place}</Place>
      <MapFrame>
        <iframe
          title={`Map of ${place}`}
          src={osmEmbedUrl(centre)}
          loading="lazy"
          width={640}
          height={360}
          referrerPolicy="no-referrer-when-downgrade"
        />
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

const Note = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;
