import { useState, type MouseEvent } from 'react';
import type { BookingAsRead } from 'shared/bookings';
import type { Property } from 'shared/contracts';
import { formatStayDate, paths } from 'shared/contracts';
import { formatKsh } from 'shared/ui';
import {
  Actions,
  ActionButton,
  ActionLink,
  Badge,
  Columns,
  DetailList,
  Lead,
  PageHeader,
  PageRoot,
  Panel,
  StatusLine,
  StepList,
  TotalLine,
} from './confirmationStyles';
import { PropertyHeadline } from './PropertyHeadline';
import { RoomReserved } from './RoomReserved';
import { guestsText, nightsText, stayMoney } from './stayMoney';
import { useReservation } from './useReservation';

export const submittedTexts = {
  heading: 'Booking Request Received!',
  reserve: 'Reserve & Pay on Arrival',
  reserving: 'Reserving Your Room...',
  processing: 'Processing your reservation and notifying the host...',
  payNow: 'Pay Now (Coming Soon)',
  payNowMessage: 'Coming soon! Kindly reserve the property and pay on arrival.',
  continueBrowsing: 'Continue Browsing',
  viewProperty: 'View Property Details',
} as const;

export interface BookingSubmittedProps {
  booking: BookingAsRead;
  property: Property;
}

/**
 * SPEC §2/§4: the booking request as received, its summary, what happens next and the payment
 * choice; Reserve & Pay on Arrival leads to the reserved state.
 */
export function BookingSubmitted({ booking, property }: BookingSubmittedProps) {
  const { phase, reserve } = useReservation(booking._id || booking.id);
  const [payNowAsked, setPayNowAsked] = useState(false);
  if (phase === 'reserved') return <RoomReserved booking={booking} property={property} />;

  const processing = phase === 'processing';
  const { nights, pricePerNight, total } = stayMoney(booking, property);
  const firstName = booking.name.trim().split(/\s+/)[0] ?? '';
  // SPEC §4: while processing the other buttons are disabled (links cannot be, so they refuse to go).
  const whileProcessing = processing
    ? { 'aria-disabled': true as const, onClick: (event: MouseEvent) => event.preventDefault() }
    : {};

  return (
    <PageRoot>
      <PageHeader>
        <Badge aria-hidden="true">✓</Badge>
        <h1>{submittedTexts.heading}</h1>
        <Lead>
          Thank you{firstName && `, ${firstName}`}. Your request to stay at {property.title} is in. Reserve it now and
          pay when you arrive.
        </Lead>
      </PageHeader>
      <Columns>
        <Panel aria-labelledby="booking-summary-heading">
          <h2 id="booking-summary-heading">Booking Summary</h2>
          <PropertyHeadline property={property} />
          <DetailList>
            <dt>Booking reference</dt>
            <dd>{booking.bookingReference}</dd>
            <dt>Guest name</dt>
            <dd>{booking.name}</dd>
            <dt>Email</dt>
            <dd>{booking.email}</dd>
            <dt>Phone</dt>
            <dd>{booking.phone}</dd>
            <dt>Guests</dt>
            <dd>{guestsText(booking.guests)}</dd>
            <dt>Check-in</dt>
            <dd>{formatStayDate(booking.checkIn, 'medium')}</dd>
            <dt>Check-out</dt>
            <dd>{formatStayDate(booking.checkOut, 'medium')}</dd>
            <dt>Nights</dt>
            <dd>{nightsText(nights)}</dd>
            <dt>Price per night</dt>
            <dd>{formatKsh(pricePerNight)}</dd>
            <dt>Special requests</dt>
            <dd>{booking.message || 'None'}</dd>
          </DetailList>
          <TotalLine>
            <span>Total</span>
            <strong>{formatKsh(total)}</strong>
          </TotalLine>
        </Panel>
        <Panel aria-labelledby="next-steps-heading">
          <h2 id="next-steps-heading">What Happens Next</h2>
          <StepList>
            <li>Reserve your room below. Nothing is charged now: you pay {formatKsh(total)} when you arrive.</li>
            <li>We notify your host, who gets the room ready for {formatStayDate(booking.checkIn, 'long')}.</li>
            <li>
              Our team contacts you on {booking.phone || 'your phone'} or {booking.email || 'by email'} to confirm,
              usually within 2 hours.
            </li>
            <li>Check-in details reach you 24 hours before arrival.</li>
          </StepList>
          <Actions>
            <ActionButton type="button" $tone="primary" onClick={reserve} aria-busy={processing}>
              {processing ? submittedTexts.reserving : submittedTexts.reserve}
            </ActionButton>
            {/* SPEC §4: disabled, yet says why when someone tries it (aria-disabled keeps it focusable). */}
            <ActionButton type="button" aria-disabled="true" onClick={() => !processing && setPayNowAsked(true)}>
              {submittedTexts.payNow}
            </ActionButton>
            <StatusLine role="status">
              {processing ? submittedTexts.processing : payNowAsked ? submittedTexts.payNowMessage : ''}
            </StatusLine>
            <ActionLink to={paths.home} {...whileProcessing}>
              {submittedTexts.continueBrowsing}
            </ActionLink>
            <ActionLink to={paths.property(property.id)} state={{ property }} {...whileProcessing}>
              {submittedTexts.viewProperty}
            </ActionLink>
          </Actions>
        </Panel>
      </Columns>
    </PageRoot>
  );
}
