import styled from 'styled-components';
import { pageTitle } from 'shared/config';
import { usePageMeta } from 'shared/ui';
import { BookingNotFound } from './BookingNotFound';
import { BookingSubmitted } from './BookingSubmitted';
import { useSubmittedBooking } from './useSubmittedBooking';

/**
 * Both confirmation routes: /booking-submitted reads navigation state first (SPEC §2), then the
 * session's last booking; /booking-confirmation (not shown in the spec) reads only the session's.
 */
export function ConfirmationPage({ readNavigation }: { readNavigation: boolean }) {
  const result = useSubmittedBooking({ readNavigation });
  usePageMeta({
    title: pageTitle(
      result.status === 'missing'
        ? 'Booking Data Not Found'
        : readNavigation
          ? 'Booking Request Received'
          : 'My Booking',
    ),
  });
  if (result.status === 'loading') {
    return (
      <Loading aria-busy="true" role="status">
        Loading your booking...
      </Loading>
    );
  }
  if (result.status === 'missing') return <BookingNotFound debug={result.debug} />;
  // A new booking starts a new reservation flow.
  return <BookingSubmitted key={result.booking.id} booking={result.booking} property={result.property} />;
}

const Loading = styled.p`
  min-height: 60vh;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.muted};
`;
