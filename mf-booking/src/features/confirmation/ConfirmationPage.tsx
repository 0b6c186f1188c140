import styled from 'styled-components';
import { pageTitle } from 'shared/config';
import { usePageMeta } from 'shared/ui';
import { BookingNotFound } from './BookingNotFound';
import { BookingSubmitted } from './BookingSubmitted';
import { useSubmittedBooking } from './useSubmittedBooking';
import { ActionButton } from './confirmation.styles';
import type { LifecycleStatus } from 'contracts/booking-lifecycle';

/** The tab's title says no more than the page's headline. */
function titleOf(status: LifecycleStatus | null): string {
  if (status === 'requested') return 'Booking Request Received';
  if (status === 'confirmed' || status === 'completed') return 'Your Room Has Been Reserved';
  if (status === 'declined' || status === 'expired' || status === 'cancelled') return 'Your booking';
  return 'Confirm your booking request';
}

/** /booking-submitted (SPEC §2): navigation state, the session's last booking or a manage link. */
export function ConfirmationPage() {
  const result = useSubmittedBooking();
  usePageMeta({
    title: pageTitle(
      result.status === 'missing'
        ? 'Booking Data Not Found'
        : result.status === 'found'
          ? titleOf(result.booking.status)
          : 'Your booking',
    ),
  });
  if (result.status === 'loading') {
    return (
      <Loading aria-busy="true" role="status">
        Loading your booking...
      </Loading>
    );
  }
  if (result.status === 'missing') return <BookingNotFound />;
  if (result.status === 'unread') {
    return (
      <Unread role="alert">
        <h1>We could not load your booking</h1>
        <p>{result.error}</p>
        <ActionButton type="button" $tone="primary" onClick={result.retry}>
          Try again
        </ActionButton>
      </Unread>
    );
  }
  // A new booking starts a new reservation flow.
  return <BookingSubmitted key={result.booking.id} booking={result.booking} property={result.property} />;
}

const Loading = styled.p`
  min-height: 60vh;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.muted};
`;

const Unread = styled.section`
  min-height: 60vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;
