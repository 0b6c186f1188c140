import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { paths, type Property } from 'contracts';
import type { LifecycleStatus } from 'contracts/booking-lifecycle';
import type { GuestBooking } from '../../lib/lifecycle/guestBookingApi';
import { BookingStatus } from '../../lib/status/BookingStatus';
import { Actions, ActionLink, Columns, Lead, PageHeader, PageRoot, Panel } from './confirmation.styles';
import { SimilarStays } from './SimilarStays';

type EndedStatus = Extract<LifecycleStatus, 'declined' | 'expired' | 'cancelled'>;

const endedTexts: Record<EndedStatus, { heading: string; lead: string }> = {
  declined: {
    heading: 'Your host declined this request',
    lead: 'Nothing is held and nothing is owed. Other stays may be free for the same dates.',
  },
  expired: {
    heading: 'This request has expired',
    lead: 'It was not confirmed in time, so nothing is held and nothing is owed.',
  },
  cancelled: {
    heading: 'This booking is cancelled',
    lead: 'Nothing is held for it any more, and nothing is owed.',
  },
};

/** The host's own words when they gave a reason, said as theirs. */
export function DeclineReason({ booking }: { booking: GuestBooking }) {
  return booking.declineReason ? (
    <Reason>
      <span>Your host&apos;s reason:</span> <q>{booking.declineReason}</q>
    </Reason>
  ) : (
    <Reason>Your host gave no reason.</Reason>
  );
}

/**
 * A booking that can no longer go ahead (declined, expired, cancelled), on /booking-submitted: what
 * happened, the host's reason for a decline, stays free for the same dates (declined or expired),
 * and the request's summary. No word of the host's phone: it is never the guest's now.
 */
export function BookingEnded({
  booking,
  property,
  summary,
}: {
  booking: GuestBooking;
  property: Property;
  summary: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const status = booking.status as EndedStatus;
  const texts = endedTexts[status];
  return (
    <PageRoot>
      <PageHeader>
        <BookingStatus status={status} />
        <h1 ref={headingRef} tabIndex={-1}>
          {texts.heading}
        </h1>
        <Lead>{texts.lead}</Lead>
        {status === 'declined' && <DeclineReason booking={booking} />}
      </PageHeader>
      <Columns>
        <Panel aria-labelledby="ended-next-heading">
          <h2 id="ended-next-heading">What now</h2>
          <Actions>
            <ActionLink to={paths.property(property.id)} state={{ property }} $tone="primary">
              Make a new booking
            </ActionLink>
            <ActionLink to={paths.bookingConfirmation}>View My Booking</ActionLink>
          </Actions>
          {status !== 'cancelled' && <SimilarStays booking={booking} property={property} />}
        </Panel>
        {summary}
      </Columns>
    </PageRoot>
  );
}

const Reason = styled.p`
  max-width: 40rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.sand};
  text-align: start;
  span {
    font-weight: 700;
  }
`;
