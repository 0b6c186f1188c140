import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatKsh, paths, type Property } from 'contracts';
import type { MapArea } from 'contracts/map-area';
import { placeOf } from '../../lib/properties/propertyFacts';
import { photosOf } from '../../lib/properties/photos';

/** Leaflet and the map: a chunk of their own, fetched when the guest chooses the map view. */
const ResultsMap = lazy(() => import('../../lib/map/ResultsMap'));

export interface MapViewProps {
  /** The results loaded so far, in the API's order: each with a public pin is a price pin. */
  properties: Property[];
  area?: MapArea;
  /** The guest's new area: the page searches it (URL `bbox`). */
  onSearchArea: (area: MapArea) => void;
  /** Back to the cards alone (the stand-in's way out when the map cannot load). */
  onShowList: () => void;
}

/**
 * The results' map view: price pins for the loaded results, "Search as I move the map" (on by
 * default: the results follow the map; off, a "Search this area" button asks first), the chosen
 * pin's card, and a stand-in with the way back to the list when the tiles cannot load.
 */
export function MapView({ properties, area, onSearchArea, onShowList }: MapViewProps) {
  const [searchAsMove, setSearchAsMove] = useState(true);
  const [moved, setMoved] = useState<MapArea | null>(null);
  const [selectedId, setSelectedId] = useState<string | undefined>();
  const [tilesFailed, setTilesFailed] = useState(false);
  const selected = properties.find((property) => property.id === selectedId);
  const unpinned = properties.filter((property) => !property.coordinates).length;

  const onMove = (next: MapArea) => {
    if (searchAsMove) {
      setMoved(null);
      onSearchArea(next);
    } else setMoved(next);
  };

  return (
    <MapBlock>
      {/* Searching as the map moves means nothing without a map. */}
      <Controls hidden={tilesFailed}>
        <label>
          <input
            type="checkbox"
            checked={searchAsMove}
            onChange={(event) => {
              setSearchAsMove(event.target.checked);
              if (event.target.checked && moved) {
                onSearchArea(moved);
                setMoved(null);
              }
            }}
          />
          Search as I move the map
        </label>
        {!searchAsMove && moved && (
          <SearchHere
            type="button"
            onClick={() => {
              onSearchArea(moved);
              setMoved(null);
            }}
          >
            Search this area
          </SearchHere>
        )}
      </Controls>
      <Frame $failed={tilesFailed}>
        {tilesFailed ? (
          <Fallback role="note" aria-label="Map of the results">
            <strong>The map could not be loaded just now.</strong>
            <span>The stays are listed below.</span>
            <button type="button" onClick={onShowList}>
              Show the list only
            </button>
          </Fallback>
        ) : (
          <Suspense fallback={<Loading role="status">Loading the map…</Loading>}>
            <ResultsMap
              properties={properties}
              area={area}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onMove={onMove}
              onTilesFailed={() => setTilesFailed(true)}
            />
          </Suspense>
        )}
        {selected && !tilesFailed && <PinCard property={selected} onClose={() => setSelectedId(undefined)} />}
      </Frame>
      <Note>
        Pins show each stay&apos;s area, not its door: the exact place is shared once the host confirms.
        {unpinned > 0 && ` ${unpinned === 1 ? '1 stay here has' : `${unpinned} stays here have`} no pin yet.`}
      </Note>
    </MapBlock>
  );
}

/** The chosen pin's stay: its photo, name, place and price, a link to its page. */
function PinCard({ property, onClose }: { property: Property; onClose: () => void }) {
  const photo = photosOf(property)[0];
  return (
    <Card aria-label={`Selected stay: ${property.title}`}>
      {photo && <img src={photo.src} alt="" width={96} height={72} loading="lazy" />}
      <div>
        <Link to={paths.property(property.id)} state={{ property }}>
          {property.title}
        </Link>
        <p>{placeOf(property)}</p>
        <p>
          <strong>{property.price === null ? 'N/A' : formatKsh(property.price)}</strong> / night
        </p>
      </div>
      <Close type="button" aria-label="Close the selected stay" onClick={onClose}>
        ×
      </Close>
    </Card>
  );
}

const MapBlock = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const Controls = styled.div`
  &[hidden] {
    display: none;
  }
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 2.75rem;
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const SearchHere = styled.button`
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: 999px;
  border: 0;
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.surface};
  font-weight: 700;
  cursor: pointer;
`;

/** A phone's map leaves room for the first card below it; a desktop's is a wide band. */
const Frame = styled.div<{ $failed: boolean }>`
  position: relative;
  /* Without tiles the stand-in's few lines take only their own space. */
  height: ${({ $failed }) => ($failed ? 'auto' : 'min(55vh, 28rem)')};
  min-height: ${({ $failed }) => ($failed ? '0' : '16rem')};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.sand};
  isolation: isolate;
`;

const Loading = styled.p`
  height: 100%;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.muted};
`;

const Fallback = styled.div`
  display: grid;
  align-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  button {
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    cursor: pointer;
  }
`;

const Card = styled.aside`
  position: absolute;
  z-index: 1000;
  left: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  bottom: ${({ theme }) => theme.space.lg};
  max-width: 26rem;
  margin-inline: auto;
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 4px 16px rgb(0 0 0 / 0.2);
  img {
    width: 96px;
    height: 72px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.ink};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Close = styled.button`
  align-self: start;
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: 999px;
  background: transparent;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.ink};
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;
