import { ApiError, isNotFound, pageTitle } from 'shared/config';
import { useRef, type ComponentType } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths, type ExposedModules, type Property } from 'contracts';
import { moderationMessages } from 'contracts/moderation';
import { isLoadingData } from 'shared/state';
import { LoadFailed } from 'shared/ui-extras';
import { formatPrice, media, PageContainer, usePageMeta } from 'shared/ui';
import { DetailBookingSlot } from '../lib/booking/DetailBookingSlot';
import { BackToResults } from '../features/detail/BackToResults';
import { Gallery } from '../features/detail/Gallery';
import { HostCard } from '../features/detail/HostCard';
import { ReportListing } from '../features/detail/ReportListing';
import { ReviewsSection } from '../features/detail/ReviewsSection';
import { MapSection } from '../features/detail/MapSection';
import { PropertyJsonLd } from '../features/detail/PropertyJsonLd';
import { ReserveBar } from '../features/detail/ReserveBar';
import { SaveButton } from '../lib/saved/SaveButton';
import { ShareButton } from '../features/detail/ShareButton';
import { StayRules } from '../features/detail/StayRules';
import { UNKNOWN_ERROR, useProperty } from '../features/detail/useProperty';
import { useStickyFit } from '../features/detail/useStickyFit';
import { photosOf } from '../lib/properties/photos';
import {
  addressOf,
  countOf,
  detailDefaults,
  placeOf,
  ratingOf,
  reviewLabel,
  typeLabel,
  verifiedMonth,
} from '../lib/properties/propertyFacts';
import { snippetOf } from '../lib/properties/snippet';

/** The page's own error when the API gave no answer about the property (SPEC §8 has no text for it). */
const PROPERTY_LOAD_FAILED = "We couldn't load this property";

/** SPEC §2: the property detail page (/property/:id and /properties/:id). */
function PropertyDetailPage() {
  const { id = '' } = useParams();
  const query = useProperty(id);
  const { data: property, error, refetch } = query;
  // SPEC §2: Property Not Found is the API's own answer (404); no answer, a late one or a 5xx says
  // nothing about the property, so the page shows its error with Retry instead.
  const loading = isLoadingData(query);
  const notFound = !loading && !property && (!error || isNotFound(error));
  // The operations team has suspended the listing: the API says it is gone (410), not unknown.
  const unavailable = notFound && error instanceof ApiError && error.status === 410;
  usePageMeta(
    property
      ? {
          title: pageTitle(`${property.title}${placeOf(property) ? ` in ${placeOf(property)}` : ''}`),
          description: `${snippetOf(property.description, 140)} ${formatPrice(property.price)} a night. Reserve now, pay on arrival.`,
        }
      : {
          title: pageTitle(
            loading
              ? 'Loading property'
              : unavailable
                ? moderationMessages.listingUnavailable
                : notFound
                  ? 'Property Not Found'
                  : PROPERTY_LOAD_FAILED,
          ),
          description: 'Vacation rentals across Kenya: reserve now, pay on arrival.',
        },
  );
  if (loading) {
    return (
      <Status role="status" aria-busy="true">
        Loading...
      </Status>
    );
  }
  if (unavailable) {
    return (
      <Status role="alert">
        <h1>{moderationMessages.listingUnavailable}</h1>
        <p>{moderationMessages.listingUnavailableDetails}</p>
        <Link to={paths.properties}>Search other stays</Link>
      </Status>
    );
  }
  if (notFound) {
    return (
      <Status role="alert">
        <h1>Property Not Found</h1>
        <p>{error?.message || UNKNOWN_ERROR}. The stay may have been removed, or the link may be incomplete.</p>
        <BackToResults />
      </Status>
    );
  }
  if (!property) {
    return (
      <Status>
        <LoadFailed onRetry={() => void refetch()}>
          <h1>{PROPERTY_LOAD_FAILED}</h1>
          <p>Our servers could not be reached just now. Check your connection and try again.</p>
        </LoadFailed>
        <BackToResults />
      </Status>
    );
  }
  return <PropertyDetail property={property} />;
}

function PropertyDetail({ property }: { property: Property }) {
  const guests = property.guests ?? detailDefaults.guests;
  const beds = property.beds ?? detailDefaults.beds;
  const baths = property.baths ?? detailDefaults.baths;
  const rating = ratingOf(property);
  const place = placeOf(property);
  const verified = verifiedMonth(property);
  const paragraphs = (property.description || 'Beautiful property available for booking').split(/\n{2,}/);
  const bookingPanel = useStickyFit<HTMLElement>();
  const contentEnd = useRef<HTMLDivElement>(null);
  return (
    <Page>
      <Back />
      <Header>
        <div>
          <h1>{property.title}</h1>
          <Meta>
            {rating === null ? (
              <span>{reviewLabel(property)}</span>
            ) : (
              <span>
                <Star aria-hidden="true">★</Star> <span className="visually-hidden">Rated </span>
                {rating.toFixed(1)}
                <span className="visually-hidden"> out of 5</span> {reviewLabel(property)}
              </span>
            )}
            {addressOf(property) && <span>{addressOf(property)}</span>}
            {verified && (
              <Verified>
                <span aria-hidden="true">✓</span> Verified in {verified}
                <span className="visually-hidden">: our team approved this listing and checked its host&apos;s ID</span>
              </Verified>
            )}
          </Meta>
        </div>
        <Actions>
          <ShareButton title={property.title} />
          <SaveButton property={property} variant="detail" />
        </Actions>
      </Header>
      <Gallery title={property.title} photos={photosOf(property)} />
      <Columns>
        <Overview aria-labelledby="overview-heading">
          <h2 id="overview-heading">
            {property.type ? typeLabel(property.type) : 'Stay'}
            {place ? ` in ${place}` : ''}
          </h2>
          <Facts>
            <li>{countOf(guests, 'guest', 'guests')}</li>
            <li>{countOf(beds, 'bedroom', 'bedrooms')}</li>
            <li>{countOf(baths, 'bath', 'baths')}</li>
          </Facts>
        </Overview>
        <Booking aria-labelledby="booking-heading" id="book" ref={bookingPanel}>
          <h2 id="booking-heading" className="visually-hidden">
            Book this stay
          </h2>
          <DetailBookingSlot property={property} />
        </Booking>
        <Block aria-labelledby="about-heading" $area="about">
          <h2 id="about-heading">About this place</h2>
          {paragraphs.map((text, i) => (
            <p key={i}>{text}</p>
          ))}
        </Block>
        <Block aria-labelledby="amenities-heading" $area="amenities">
          <h2 id="amenities-heading">What this place offers</h2>
          {property.amenities.length > 0 ? (
            <Amenities>
              {property.amenities.map((amenity) => (
                <li key={amenity}>
                  <span aria-hidden="true">✓</span> {amenity}
                </li>
              ))}
            </Amenities>
          ) : (
            <p>The host will confirm what is included when you book.</p>
          )}
        </Block>
        <Block aria-labelledby="rules-heading" $area="rules">
          <StayRules property={property} />
        </Block>
        <Block $area="reviews" as="div">
          <ReviewsSection propertyId={property.id} />
        </Block>
        <Block $area="host" as="div">
          <HostCard host={property.host} />
          <ReportListing propertyId={property.id} title={property.title} />
        </Block>
        <Block $area="map" as="div">
          <MapSection property={property} />
        </Block>
      </Columns>
      <div ref={contentEnd} />
      <ReserveBar price={property.price} panel={bookingPanel} end={contentEnd} />
      <PropertyJsonLd property={property} />
    </Page>
  );
}

const Status = styled(PageContainer)`
  min-height: 50vh;
  padding-block: ${({ theme }) => theme.space.xxl};
  text-align: center;
  display: grid;
  align-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Page = styled(PageContainer).attrs({ as: 'article' })`
  padding-block: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.section};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Back = styled(BackToResults)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.md};
  font-weight: 600;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const Verified = styled.span`
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 600;
`;

const Star = styled.span`
  color: ${({ theme }) => theme.colors.star};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

// On a desktop the side column is wide enough for check-in and check-out side by side, so the booking
// panel fits a laptop screen. (Comments stay out of the CSS: a template's text ships as it is.)
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  margin-top: ${({ theme }) => theme.space.xl};
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'overview' 'booking' 'about' 'amenities' 'rules' 'reviews' 'host' 'map';
  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) 26rem;
    grid-template-areas:
      'overview booking'
      'about booking'
      'amenities booking'
      'rules booking'
      'reviews booking'
      'host booking'
      'map booking';
    column-gap: ${({ theme }) => theme.space.xxl};
  }
`;

const Overview = styled.section`
  grid-area: overview;
  padding-bottom: ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  color: ${({ theme }) => theme.colors.muted};
  li + li::before {
    content: '·';
    margin-right: ${({ theme }) => theme.space.sm};
  }
`;

const Booking = styled.aside`
  grid-area: booking;
  align-self: start;
  scroll-margin-top: calc(${({ theme }) => theme.layout.topBarHeight} + ${({ theme }) => theme.space.md});
  ${media.desktop} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.topBarHeight} + ${({ theme }) => theme.space.md});
  }
`;

const Block = styled.section<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-content: start;
`;

const Amenities = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  span {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

export default PropertyDetailPage satisfies ComponentType<ExposedModules['catalog/PropertyDetailPage']>;
