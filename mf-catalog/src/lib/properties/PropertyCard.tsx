import { useId, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths, type Property } from 'shared/contracts';
import { formatPrice } from 'shared/ui';
import { BookNowButton } from '../booking/BookNowButton';
import { ListingBookingSlot } from '../booking/ListingBookingSlot';
import { cardDefaults, countOf, isNewListing, placeOf, typeLabel } from './propertyFacts';
import { photosOf, type Photo } from './photos';
import { snippetOf } from './snippet';

export interface PropertyCardProps {
  property: Property;
  /** SPEC §2: the home card cuts at 80 characters and says bedrooms; the listing card 60 and beds. */
  variant: 'home' | 'listing';
  /** Cards above the fold load their picture at once; the rest lazily. */
  eager?: boolean;
}

/** SPEC §9: snippet lengths of the two cards. */
export const SNIPPET_LENGTH = { home: 80, listing: 60 } as const;

/** A card is the full width on a phone, then a half, then a third of the page (the grids' columns). */
const cardImageSizes = '(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 400px';

/**
 * SPEC §2: the card opens the property's detail (click, Enter, or Space). The link holds the picture
 * and details; Book Now and the booking form sit beside it, so using them never opens the card.
 */
export function PropertyCard({ property, variant, eager = false }: PropertyCardProps) {
  const navigate = useNavigate();
  const titleId = useId();
  const to = paths.property(property.id);
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    // Links open on Enter natively; SPEC §2 asks for Space too.
    if (event.key === ' ') {
      event.preventDefault();
      navigate(to, { state: { property } });
    }
  };
  const guests = property.guests ?? cardDefaults.guests;
  const beds = property.beds ?? cardDefaults.beds;
  const baths = property.baths ?? cardDefaults.baths;
  const place = placeOf(property);
  const price = formatPrice(property.price);
  const cover = photosOf(property)[0] as Photo;
  return (
    <Card aria-labelledby={titleId}>
      <CardLink
        to={to}
        state={{ property }}
        onKeyDown={onKeyDown}
        aria-label={`${property.title}, ${price === 'N/A' ? 'price on request' : `${price} per night`}`}
      >
        <Media>
          <img
            src={cover.src}
            srcSet={cover.srcSet}
            sizes={cover.srcSet && cardImageSizes}
            alt=""
            width={600}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
          <Badges>
            {isNewListing(property) && <NewBadge>New</NewBadge>}
            {property.type && <TypeBadge>{typeLabel(property.type)}</TypeBadge>}
          </Badges>
        </Media>
        <Body>
          <Price>
            <strong>{price}</strong>
            {property.price !== null && <span> / night</span>}
          </Price>
          <Title id={titleId}>{property.title}</Title>
          {place && <Place>{place}</Place>}
          <Snippet>{snippetOf(property.description, SNIPPET_LENGTH[variant])}</Snippet>
          <Facts>
            <li>{countOf(guests, 'guest', 'guests')}</li>
            <li>{variant === 'home' ? countOf(beds, 'bedroom', 'bedrooms') : countOf(beds, 'bed', 'beds')}</li>
            <li>{countOf(baths, 'bath', 'baths')}</li>
          </Facts>
        </Body>
      </CardLink>
      <Actions>
        {variant === 'home' ? <BookNowButton property={property} /> : <ListingBookingSlot property={property} />}
      </Actions>
    </Card>
  );
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition:
    transform 150ms ease,
    box-shadow 150ms ease;
  &:hover {
    transform: translateY(-2px);
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
`;

const CardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  flex: 1;
  color: inherit;
  text-decoration: none;
  &:focus-visible {
    outline-offset: -3px;
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

const Badges = styled.div`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  top: ${({ theme }) => theme.space.sm};
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
`;

const TypeBadge = styled.span`
  padding: 2px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const NewBadge = styled(TypeBadge)`
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.xs}`};
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
  li + li::before {
    content: '·';
    margin-right: ${({ theme }) => theme.space.sm};
  }
`;

const Actions = styled.div`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md} ${theme.space.md}`};
`;
