import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { RemoteModule, RemoteSkeleton, RetryButton, type RemoteFallbackProps } from 'shared/ui';

/**
 * The host's bookings on the dashboard: booking's `booking/HostInbox`, loaded at run time through the
 * guarded loader (ARCHITECTURE "Two sides of a booking"). `?booking=<id>`, the booking emails' link,
 * names the booking to show. While the booking remote cannot be reached the dashboard says so here
 * and everything else on it keeps working.
 */
export function BookingInbox() {
  const [search] = useSearchParams();
  const focusBookingId = search.get('booking') || undefined;
  return (
    <RemoteModule
      id="booking/HostInbox"
      props={{ focusBookingId }}
      skeleton={<RemoteSkeleton minHeight="16rem" />}
      fallback={(fallback) => <InboxUnavailable {...fallback} />}
    />
  );
}

function InboxUnavailable({ retry }: RemoteFallbackProps) {
  const titleId = useId();
  return (
    <Unavailable aria-labelledby={titleId}>
      <h2 id={titleId}>Bookings</h2>
      <p role="alert">Your bookings could not load just now. Your listings and the rest of the host area still work.</p>
      <RetryButton type="button" onClick={retry}>
        Retry
      </RetryButton>
    </Unavailable>
  );
}

const Unavailable = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;
