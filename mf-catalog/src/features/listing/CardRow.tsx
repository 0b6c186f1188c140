import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Property } from 'contracts';
import { media } from 'shared/ui';
import { PropertyCard } from '../../lib/properties/PropertyCard';
import { Section, SectionHeader } from '../../lib/layout/Section';

export interface CardRowProps {
  id: string;
  heading: string;
  properties: Property[];
  /** A link to the whole of this row's place (e.g. "See all in Nairobi"). */
  seeAll?: { to: string; label: string };
}

/** A headed row of listing cards that scrolls sideways on small screens (Recently Added, counties). */
export function CardRow({ id, heading, properties, seeAll }: CardRowProps) {
  return (
    <Section aria-labelledby={id}>
      <SectionHeader>
        <h2 id={id}>{heading}</h2>
        {seeAll && (
          <Link to={seeAll.to}>
            {seeAll.label} <span aria-hidden="true">→</span>
          </Link>
        )}
      </SectionHeader>
      <Row>
        {properties.map((property) => (
          <li key={property.id}>
            <PropertyCard property={property} variant="listing" />
          </li>
        ))}
      </Row>
    </Section>
  );
}

const Row = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xxs} ${theme.space.md}`};
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: min(82vw, 19rem);
  gap: ${({ theme }) => theme.space.md};
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  /* Cards keep one height by themselves; an open booking form grows its own card only. */
  align-items: start;
  li {
    scroll-snap-align: start;
  }
  ${media.desktop} {
    /* A little of the fifth card shows, so the row reads as one that scrolls. */
    grid-auto-columns: calc((100% - 4 * ${({ theme }) => theme.space.md}) / 4.3);
  }
`;
