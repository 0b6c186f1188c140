import styled from 'styled-components';
import { pageTitle } from 'shared/config';
import { usePageMeta } from 'shared/ui';
import { BookingNotFound } from './BookingNotFound';
import { BookingSubmitted } from './BookingSubmitted';
import { useSubmittedBooking } from './useSubmittedBooking';

/** /booking-submitted (SPEC §2): navigation state, the session's last booking or a manage link. */
export function ConfirmationPage() {
  const result = useSubmittedBooking();
  usePageMeta({
    title: pageTitle(result.status === 'missing' ? 'Booking Data Not Found' : 'Booking Request Received'),
  });
  if (result.status === 'loading') {
    return (
      <Loading aria-busy="true" role="status">
        Loading your booking...
      </Loading>
    );
  }
  if (result.status === 'missing') return <BookingNotFound />;
  // A new booking starts a new reservation flow.
  return <BookingSubmitted key={result.booking.id} booking={result.booking} property={result.property} />;
}

const Loading = styled.p`
  min-height: 60vh;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.muted};
`;
