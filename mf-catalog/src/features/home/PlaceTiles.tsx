import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from 'contracts';
import { media } from 'shared/ui';
import { sceneImage, type SceneName } from '../../lib/art/sceneArt';
import { Band, RevealSection, SectionHeader, SectionLead } from '../../lib/layout/Section';
import { destinations, propertyTypeTiles } from './homeContent';

interface Tile {
  to: string;
  name: string;
  blurb: string;
  scene: SceneName;
}

/** SPEC §2: popular destination tiles, each opening the listing filtered to that place. */
export function Destinations() {
  const tiles = destinations.map((d) => ({ ...d, to: `${paths.properties}?location=${d.value}` }));
  return (
    <RevealSection aria-labelledby="destinations-heading">
      <SectionHeader>
        <div>
          <h2 id="destinations-heading">Popular destinations</h2>
          <SectionLead>From the capital to the coast, the lakes and the Mara.</SectionLead>
        </div>
      </SectionHeader>
      <TileGrid tiles={tiles} $columns={4} />
    </RevealSection>
  );
}

/** SPEC §2: property-type tiles, each opening its category route. */
export function PropertyTypes() {
  return (
    <Band>
      <RevealSection aria-labelledby="types-heading">
        <SectionHeader>
          <div>
            <h2 id="types-heading">Stay your way</h2>
            <SectionLead>Short city breaks, long work trips, family holidays and safaris.</SectionLead>
          </div>
        </SectionHeader>
        <TileGrid tiles={propertyTypeTiles} $columns={5} />
      </RevealSection>
    </Band>
  );
}

function TileGrid({ tiles, $columns }: { tiles: readonly Tile[]; $columns: number }) {
  return (
    <Grid $columns={$columns}>
      {tiles.map((tile) => (
        <li key={tile.to}>
          <TileLink to={tile.to}>
            <img src={sceneImage(tile.scene)} alt="" width={600} height={400} loading="lazy" decoding="async" />
            <TileText>
              <strong>{tile.name}</strong>
              <span>{tile.blurb}</span>
            </TileText>
          </TileLink>
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul<{ $columns: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(2, 1fr);
  ${media.desktop} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, 1fr);
  }
`;

const TileLink = styled(Link)`
  position: relative;
  display: block;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  color: ${({ theme }) => theme.colors.onPrimary};
  text-decoration: none;
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.sand};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform 300ms ease;
  }
  &:hover img {
    transform: scale(1.04);
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(
      180deg,
      transparent 30%,
      ${({ theme }) => theme.colors.overlay} 65%,
      ${({ theme }) => theme.colors.ink} 100%
    );
  }
`;

const TileText = styled.span`
  position: absolute;
  z-index: 1;
  inset: auto 0 0 0;
  display: grid;
  padding: ${({ theme }) => theme.space.sm};
  text-shadow: 0 1px 4px rgba(0, 0, 0, 0.45);
  strong {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    line-height: 1.35;
  }
  ${media.phoneOnly} {
    span {
      display: none;
    }
  }
`;
