import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { paths, readPropertyList, type Property } from 'contracts';
import { apiUrl, requestApiJson, requestProperty } from 'shared/config';
import { formatKsh } from 'shared/ui';
import type { GuestBooking } from '../../lib/lifecycle/guestBookingApi';

/** How many other stays a declined request suggests. */
const SUGGESTED = 3;

/** Other published stays free for the same dates and guests in the same city, this one left out. */
async function similarStays(booking: GuestBooking, property: Property, signal: AbortSignal): Promise<Property[]> {
  const query = new URLSearchParams({
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    guests: String(booking.guests),
    limit: String(SUGGESTED + 1),
  });
  const place = property.location.city || property.city;
  if (place) query.set('location', place);
  const list = readPropertyList(await requestApiJson(apiUrl(`/api/properties?${query.toString()}`), { signal }));
  // The same kind of place first, then the rest.
  const others = list.filter((other) => other.id !== property.id);
  return [...others.filter((o) => o.type === property.type), ...others.filter((o) => o.type !== property.type)].slice(
    0,
    SUGGESTED,
  );
}

/**
 * After a decline: a few stays free for the guest's own dates, near the one declined, each leading
 * to its page with the dates kept in the address (the forms open with them).
 */
export function SimilarStays({ booking, property: given }: { booking: GuestBooking; property?: Property }) {
  // My Booking has the booking alone: its property is read first (the same query as the page's).
  const read = useQuery({
    queryKey: ['booking', 'property', booking.propertyId],
    queryFn: ({ signal }) => requestProperty(booking.propertyId, signal),
    enabled: !given,
  });
  const property = given ?? read.data;
  const found = useQuery({
    queryKey: ['booking', 'similar', booking.propertyId, booking.checkIn, booking.checkOut, booking.guests],
    queryFn: ({ signal }) => similarStays(booking, property as Property, signal),
    enabled: property !== undefined,
  });
  const dates = `checkIn=${booking.checkIn}&checkOut=${booking.checkOut}&guests=${booking.guests}`;
  const place = property ? property.location.city || property.city : '';
  return (
    <Root aria-labelledby="similar-stays-heading">
      <h2 id="similar-stays-heading">Similar stays free for your dates</h2>
      {read.isError && !given ? (
        <p>
          <Link to={paths.properties}>Browse stays free on other dates</Link>
        </p>
      ) : found.isPending ? (
        <p role="status">Looking for stays free on your dates...</p>
      ) : found.isError ? (
        <p>
          We could not load other stays just now.{' '}
          <button type="button" onClick={() => void found.refetch()}>
            Try again
          </button>
        </p>
      ) : found.data.length === 0 ? (
        <p>
          No other stays{place ? ` in ${place}` : ''} are free on these dates.{' '}
          <Link to={paths.properties}>Browse all stays</Link>
        </p>
      ) : (
        <List>
          {found.data.map((stay) => (
            <li key={stay.id}>
              <Card to={`${paths.property(stay.id)}?${dates}`}>
                {stay.images[0] && <img src={stay.images[0]} alt="" loading="lazy" width="96" height="72" />}
                <span>
                  <strong>{stay.title}</strong>
                  <span>{[stay.location.area, stay.location.city || stay.city].filter(Boolean).join(', ')}</span>
                  <span>{stay.price === null ? 'N/A' : `${formatKsh(stay.price)} a night`}</span>
                </span>
              </Card>
            </li>
          ))}
        </List>
      )}
    </Root>
  );
}

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  button {
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.primaryDark};
    font: inherit;
    font-weight: 600;
    text-decoration: underline;
    cursor: pointer;
  }
`;

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Card = styled(Link)`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;
  img {
    flex: none;
    width: 96px;
    height: 72px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.sand};
  }
  > span {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    min-width: 0;
  }
  strong {
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;
