import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { paths, type Property } from 'contracts';
import { formatKsh, formatPrice } from 'shared/ui';
import { BookButton, BookNowButton } from '../booking/BookNowButton';
import { ListingBookingSlot } from '../booking/ListingBookingSlot';
import { cardDefaults, cardPlaceOf, countOf, isNewListing, typeLabel, verifiedMonth } from './propertyFacts';
import { photosOf, type Photo } from './photos';
import { snippetOf } from './snippet';
import { searchedNights, stayTotal, type SearchedStay } from './stay';
import { resultsBackState, type ResultsHistoryState } from './resultsPlace';
import { SaveButton } from '../saved/SaveButton';

export interface PropertyCardProps {
  property: Property;
  /** SPEC §2: the home card cuts at 80 characters and says bedrooms; the listing card 60 and beds. */
  variant: 'home' | 'listing';
  /** Cards above the fold load their picture at once; the rest lazily. */
  eager?: boolean;
  /** The dates the guest searched for: the card shows the stay's total beside the nightly price. */
  stay?: SearchedStay;
}

/** SPEC §9: snippet lengths of the two cards. */
const SNIPPET_LENGTH = { home: 80, listing: 60 } as const;

/** Lines a snippet may take: the cards of a row keep one height (their grids align them to the top). */
const SNIPPET_LINES = { home: 3, listing: 2 } as const;

/** A card is the full width on a phone, then a half, then a third of the page (the grids' columns). */
const cardImageSizes = '(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 400px';

/**
 * SPEC §2: the card opens the property's detail (click, Enter, or Space). The link holds the picture
 * and details; Book Now and the booking form sit beside it, so using them never opens the card.
 */
export function PropertyCard({ property, variant, eager = false, stay }: PropertyCardProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const titleId = useId();
  const to = paths.property(property.id);
  // A listing card tells the detail page which results it came from (address, scroll, Show All), so
  // its back link returns there; it is read at the moment of opening, when the scroll is known. The
  // results' own history entry keeps the scroll too, for the browser's back button: the browser
  // restores it while the detail page (often shorter) is still showing, which cuts it short.
  const open = () => {
    if (variant !== 'listing') {
      navigate(to, { state: { property } });
      return;
    }
    const back = resultsBackState(location);
    navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: { showAll: back.showAll, scrollY: back.scrollY } satisfies ResultsHistoryState },
    );
    navigate(to, { state: { property, back } });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    // Links open on Enter natively; SPEC §2 asks for Space too.
    if (event.key === ' ') {
      event.preventDefault();
      open();
    }
  };
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A click that opens a new tab or window is the browser's; a plain one opens the detail here.
    if (variant !== 'listing' || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    open();
  };
  const guests = property.guests ?? cardDefaults.guests;
  const beds = property.beds ?? cardDefaults.beds;
  const baths = property.baths ?? cardDefaults.baths;
  const place = cardPlaceOf(property);
  const price = formatPrice(property.price);
  const cover = photosOf(property)[0] as Photo;
  const nights = stay ? searchedNights(stay) : 0;
  const total = nights > 0 && property.price !== null ? formatKsh(stayTotal(property.price, nights)) : '';
  const forNights = `for ${countOf(nights, 'night', 'nights')}`;
  const verified = verifiedMonth(property);
  return (
    <Card aria-labelledby={titleId}>
      <CardLink
        to={to}
        state={{ property }}
        onKeyDown={onKeyDown}
        onClick={onClick}
        aria-label={`${property.title}${verified ? ', verified' : ''}, ${price === 'N/A' ? 'price on request' : `${price} per night`}${total ? `, ${total} ${forNights}` : ''}`}
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
            {/* Drawings, not photographs of the place, say so (docs/decisions.md "Seed pictures"). */}
            {cover.stock && <TypeBadge>Illustration</TypeBadge>}
            {verified && (
              <VerifiedBadge title={`Checked by our team in ${verified}: the listing and its host's ID`}>
                <span aria-hidden="true">✓</span> Verified
              </VerifiedBadge>
            )}
          </Badges>
        </Media>
        <Body>
          <Price>
            <strong>{price}</strong>
            {property.price !== null && <span> / night</span>}
          </Price>
          {/* The line is kept on every card of a dated search, so the cards of a row stay one size. */}
          {stay && <Total>{total && `${total} ${forNights}`}</Total>}
          <Title id={titleId}>{property.title}</Title>
          <Place>{place}</Place>
          <Snippet $lines={SNIPPET_LINES[variant]}>{snippetOf(property.description, SNIPPET_LENGTH[variant])}</Snippet>
          <Facts>
            <li>{countOf(guests, 'guest', 'guests')}</li>
            <li>{variant === 'home' ? countOf(beds, 'bedroom', 'bedrooms') : countOf(beds, 'bed', 'beds')}</li>
            <li>{countOf(baths, 'bath', 'baths')}</li>
          </Facts>
        </Body>
      </CardLink>
      {/* Beside the link, over its picture: saving a stay never opens it. */}
      <SaveButton property={property} variant="card" />
      <Actions>
        {variant === 'home' ? <BookNowButton property={property} /> : <ListingBookingSlot property={property} />}
      </Actions>
    </Card>
  );
}

/**
 * A listing card's stand-in while the list loads: the same boxes and line heights as a real card, so
 * nothing moves when the cards arrive. Decorative; the page's status line says it is loading.
 */
export function PropertyCardPlaceholder({ variant, stay = false }: { variant: 'home' | 'listing'; stay?: boolean }) {
  return (
    <Card as="div" aria-hidden="true" $placeholder>
      <Media />
      <Body>
        <Price>
          <strong>
            <Bar $width="40%" />
          </strong>
        </Price>
        {stay && (
          <Total>
            <Bar $width="55%" />
          </Total>
        )}
        <Title>
          <Bar $width="80%" />
        </Title>
        <Place>
          <Bar $width="35%" />
        </Place>
        <Snippet $lines={SNIPPET_LINES[variant]}>
          <Bar $width="95%" />
        </Snippet>
        <Facts>
          <li>
            <Bar $width="12rem" />
          </li>
        </Facts>
      </Body>
      <Actions>
        <BookButton type="button" tabIndex={-1} disabled style={{ visibility: 'hidden' }}>
          Book Now <span>▾</span>
        </BookButton>
      </Actions>
    </Card>
  );
}

const Bar = styled.span<{ $width: string }>`
  display: inline-block;
  width: ${({ $width }) => $width};
  height: 0.8em;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.line};
  vertical-align: middle;
`;

const Card = styled.article<{ $placeholder?: boolean }>`
  position: relative;
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
    transform: ${({ $placeholder }) => ($placeholder ? 'none' : 'translateY(-2px)')};
    box-shadow: ${({ theme, $placeholder }) => ($placeholder ? theme.shadows.card : theme.shadows.raised)};
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
  right: calc(${({ theme }) => theme.space.sm} + 44px);
  top: ${({ theme }) => theme.space.sm};
  display: flex;
  flex-wrap: wrap;
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

const VerifiedBadge = styled(TypeBadge)`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.xs}`};
  flex: 1;
  align-content: start;
`;

/** One line of text, cut with an ellipsis: its height is the same on every card. */
const oneLine = css`
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  min-height: 1lh;
`;

/** `lines` lines at most, and always that much height. */
const lines = (count: number) => css`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${count};
  overflow: hidden;
  min-height: ${count}lh;
`;

const Price = styled.p`
  ${oneLine}
  color: ${({ theme }) => theme.colors.primary};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Total = styled.p`
  ${oneLine}
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
`;

const Title = styled.h3`
  ${lines(2)}
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Place = styled.p`
  ${oneLine}
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Snippet = styled.p<{ $lines: number }>`
  ${({ $lines }) => lines($lines)}
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: nowrap;
  overflow: hidden;
  white-space: nowrap;
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
