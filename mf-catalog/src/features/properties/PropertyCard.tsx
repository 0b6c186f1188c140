import type { KeyboardEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths, propertyTypeLabels, type Property, type PropertyType } from 'shared/contracts';
import { formatPrice } from 'shared/ui';
import { snippetOf } from './snippet';

export interface PropertyCardProps {
  property: Property;
  /** SPEC §2: the home card cuts at 80 characters and says bedrooms; the listing card 60 and beds. */
  variant: 'home' | 'listing';
  /** Rendered under the details (Book Now, the listing card's booking form); clicks there never open the card. */
  actions?: ReactNode;
}

const typeLabel = (type: string) => propertyTypeLabels[type as PropertyType] ?? type;

/** SPEC §2: clicking the card opens the detail; Enter or Space too. */
export function PropertyCard({ property, variant, actions }: PropertyCardProps) {
  const navigate = useNavigate();
  const open = () => navigate(paths.property(property.id), { state: { property } });
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };
  const guests = property.guests ?? 2;
  const beds = property.beds ?? 1;
  const baths = property.baths ?? 1;
  const place = [property.location.city, property.location.county].filter(Boolean).join(', ');
  return (
    <Card
      role="link"
      tabIndex={0}
      aria-label={`${property.title}, ${formatPrice(property.price)} per night`}
      onClick={open}
      onKeyDown={onKeyDown}
    >
      <Media>
        {property.images[0] && <img src={property.images[0]} alt="" loading="lazy" width={600} height={400} />}
        {property.type && <TypeBadge>{typeLabel(property.type)}</TypeBadge>}
      </Media>
      <Body>
        <Price>
          <strong>{formatPrice(property.price)}</strong> <span>/ night</span>
        </Price>
        <Title>{property.title}</Title>
        {place && <Place>{place}</Place>}
        <Snippet>{snippetOf(property.description, variant === 'home' ? 80 : 60)}</Snippet>
        <Facts>
          <li>{guests} guests</li>
          <li>
            {beds} {variant === 'home' ? 'bedrooms' : 'beds'}
          </li>
          <li>{baths} baths</li>
        </Facts>
        {actions && (
          <Actions onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
            {actions}
          </Actions>
        )}
      </Body>
    </Card>
  );
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.card};
  cursor: pointer;
  transition:
    transform 150ms ease,
    box-shadow 150ms ease;
  &:hover {
    transform: translateY(-2px);
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
`;

const Media = styled.div`
  position: relative;
  aspect-ratio: 3 / 2;
  background: ${({ theme }) => theme.colors.sand};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const TypeBadge = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  top: ${({ theme }) => theme.space.sm};
  padding: 2px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(255, 255, 255, 0.92);
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.md};
  flex: 1;
  align-content: start;
`;

const Price = styled.p`
  color: ${({ theme }) => theme.colors.primary};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Place = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Snippet = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
  cursor: auto;
`;
