import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { cancellationTerms, lifecycleLabels } from 'contracts/booking-lifecycle';
import type { Property } from 'contracts';
import { formatStayDate, paths } from 'contracts';
import styled from 'styled-components';
import { formatKsh, media } from 'shared/ui';
import { FieldLabel } from 'shared/ui-form';
import { FormAlert, TextInput } from '../../lib/form/form.styles';
import { isHeld, type GuestBooking } from '../../lib/lifecycle/guestBookingApi';
import {
  Actions,
  ActionButton,
  ActionLink,
  Badge,
  CodeForm,
  Columns,
  DetailList,
  Lead,
  PageHeader,
  PageRoot,
  Panel,
  PolicyNote,
  ResendLine,
  ResendNote,
  StatusLine,
  StepList,
  TotalLine,
} from './confirmation.styles';
import { PropertyHeadline } from './PropertyHeadline';
import { RoomReserved } from './RoomReserved';
import { guestsText, nightsText } from '../../lib/stay/stayText';
import { stayMoney } from './stayMoney';
import { useReservation } from './useReservation';

const submittedTexts = {
  heading: 'Booking Request Received!',
  reserve: 'Reserve & Pay on Arrival',
  reserving: 'Reserving Your Room...',
  processing: 'Processing your reservation and notifying the host...',
  payNow: 'Pay Now (Coming Soon)',
  payNowMessage: 'Coming soon! Kindly reserve the property and pay on arrival.',
  continueBrowsing: 'Continue Browsing',
  viewProperty: 'View Property Details',
  codeLabel: (email: string) => `Enter the 6-digit code we emailed to ${email}`,
  noEmail: 'No email?',
  resendCode: 'Resend code',
  resending: 'Sending a new code…',
  confirm: 'Confirm Reservation',
  bookAgain: 'Make a new booking',
  myBooking: 'View My Booking',
} as const;

export interface BookingSubmittedProps {
  booking: GuestBooking;
  property: Property;
}

/**
 * SPEC §2/§4: the booking request as received, its summary, what happens next and the payment
 * choice; Reserve & Pay on Arrival opens the step where the guest enters the emailed code, and the
 * confirmed booking leads to the reserved state. A booking the server already holds shows as
 * reserved; one that can no longer be confirmed says so and offers to book again.
 */
export function BookingSubmitted({ booking, property }: BookingSubmittedProps) {
  const reservation = useReservation(booking, property);
  const { phase } = reservation;
  const [payNowAsked, setPayNowAsked] = useState(false);
  if (phase === 'reserved') return <RoomReserved booking={reservation.confirmed ?? booking} property={property} />;
  // The server holds it already (a reload, another tab): never a live Reserve button.
  if (phase === 'received' && isHeld(booking.status)) return <RoomReserved booking={booking} property={property} />;

  const processing = phase === 'processing';
  const ended = booking.status !== null && booking.status !== 'unconfirmed' && !isHeld(booking.status);
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
        {/* The next step comes first (on a phone, in the first screenful); beside the summary on a desktop. */}
        <NextStep aria-labelledby="next-steps-heading">
          <h2 id="next-steps-heading">What Happens Next</h2>
          <Actions>
            {ended && phase === 'received' ? (
              <BookingEnded booking={booking} property={property} />
            ) : phase === 'received' ? (
              <ActionButton type="button" $tone="primary" onClick={reservation.openCode}>
                {submittedTexts.reserve}
              </ActionButton>
            ) : (
              <CodeStep booking={booking} property={property} total={total} reservation={reservation} />
            )}
            {/* SPEC §4: disabled, yet says why when someone tries it (aria-disabled keeps it focusable). */}
            <ActionButton type="button" aria-disabled="true" onClick={() => !processing && setPayNowAsked(true)}>
              {submittedTexts.payNow}
            </ActionButton>
            <StatusLine role="status">
              {processing ? submittedTexts.processing : payNowAsked ? submittedTexts.payNowMessage : ''}
            </StatusLine>
          </Actions>
          <StepList>
            <li>Reserve your room. Nothing is charged now: you pay {formatKsh(total)} when you arrive.</li>
            <li>We notify your host, who gets the room ready for {formatStayDate(booking.checkIn, 'long')}.</li>
            <li>
              Our team contacts you on {booking.phone || 'your phone'} or {booking.email || 'by email'} to confirm,
              usually within 2 hours.
            </li>
            <li>Check-in details reach you 24 hours before arrival.</li>
          </StepList>
          <Actions>
            <ActionLink to={paths.home} {...whileProcessing}>
              {submittedTexts.continueBrowsing}
            </ActionLink>
            <ActionLink to={paths.property(property.id)} state={{ property }} {...whileProcessing}>
              {submittedTexts.viewProperty}
            </ActionLink>
          </Actions>
        </NextStep>
        <Summary aria-labelledby="booking-summary-heading">
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
        </Summary>
      </Columns>
    </PageRoot>
  );
}

interface CodeStepProps {
  booking: GuestBooking;
  property: Property;
  total: number;
  reservation: ReturnType<typeof useReservation>;
}

/**
 * The confirm step: the emailed code, the booking's cancellation policy (SPEC §9) and Confirm. While
 * confirming the button says Reserving Your Room... (SPEC §4); the server's refusal shows by the field.
 */
function CodeStep({ booking, property, total, reservation }: CodeStepProps) {
  const { phase, refusal, confirm, clearRefusal, resend, resendCode } = reservation;
  const processing = phase === 'processing';
  const [code, setCode] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const policy = booking.cancellation?.summary ?? cancellationTerms(property.type, booking.checkIn).summary;

  useEffect(() => inputRef.current?.focus(), []);
  useEffect(() => {
    if (refusal && !refusal.final) inputRef.current?.focus();
  }, [refusal]);

  if (refusal?.final) {
    return (
      <>
        <FormAlert role="alert">{refusal.message}</FormAlert>
        <ActionLink to={paths.property(property.id)} state={{ property }} $tone="primary">
          {submittedTexts.bookAgain}
        </ActionLink>
      </>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    confirm(code);
  };

  return (
    <CodeForm onSubmit={onSubmit} noValidate aria-label="Confirm your reservation">
      <FieldLabel htmlFor={`${id}-code`}>{submittedTexts.codeLabel(booking.email)}</FieldLabel>
      <TextInput
        ref={inputRef}
        id={`${id}-code`}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={6}
        value={code}
        readOnly={processing}
        aria-invalid={refusal ? true : undefined}
        aria-describedby={refusal ? errorId : undefined}
        onChange={(event) => {
          setCode(event.target.value.replace(/[^0-9]/g, '').slice(0, 6));
          clearRefusal();
        }}
      />
      {refusal && (
        <FormAlert id={errorId} role="alert">
          {refusal.message}
        </FormAlert>
      )}
      <ResendLine>
        {submittedTexts.noEmail}
        <button type="button" onClick={resendCode} disabled={resend.sending || processing}>
          {resend.sending ? submittedTexts.resending : submittedTexts.resendCode}
        </button>
      </ResendLine>
      <ResendNote aria-live="polite" $tone={resend.note?.tone ?? 'success'}>
        {resend.note?.text ?? ''}
      </ResendNote>
      <PolicyNote>
        <strong>Cancellation policy:</strong> {policy} Nothing is paid online: you pay {formatKsh(total)} on arrival,
        and a deposit, if your host asks for one, is agreed with them.
      </PolicyNote>
      <ActionButton type="submit" $tone="primary" aria-busy={processing}>
        {processing ? submittedTexts.reserving : submittedTexts.confirm}
      </ActionButton>
    </CodeForm>
  );
}

/** A booking that can no longer be confirmed (expired, declined, cancelled): what it is, and a way on. */
function BookingEnded({ booking, property }: { booking: GuestBooking; property: Property }) {
  return (
    <>
      <StatusLine>Status: {booking.status ? lifecycleLabels[booking.status] : ''}</StatusLine>
      <ActionLink to={paths.property(property.id)} state={{ property }} $tone="primary">
        {submittedTexts.bookAgain}
      </ActionLink>
      <ActionLink to={paths.bookingConfirmation}>{submittedTexts.myBooking}</ActionLink>
    </>
  );
}

/** The next step leads the page's order (first on a phone); on a desktop it stands right of the summary. */
const NextStep = styled(Panel)`
  ${media.desktop} {
    grid-column: 2;
    grid-row: 1;
  }
`;

const Summary = styled(Panel)`
  ${media.desktop} {
    grid-column: 1;
    grid-row: 1;
  }
`;
