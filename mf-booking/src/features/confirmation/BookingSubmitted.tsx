import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { cancellationTerms } from 'contracts/booking-lifecycle';
import type { Property } from 'contracts';
import { formatStayDate, paths } from 'contracts';
import styled from 'styled-components';
import { formatKsh, media } from 'shared/ui';
import { FieldLabel } from 'shared/ui-form';
import { FormAlert, TextInput } from '../../lib/form/form.styles';
import { formatMoment, isHeld, type GuestBooking } from '../../lib/lifecycle/guestBookingApi';
import { BookingStatus } from '../../lib/status/BookingStatus';
import {
  Actions,
  ActionButton,
  ActionLink,
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
import { BookingEnded } from './BookingEnded';
import { PropertyHeadline } from './PropertyHeadline';
import { RoomReserved } from './RoomReserved';
import { guestsText, nightsText } from '../../lib/stay/stayText';
import { stayMoney } from './stayMoney';
import { useReservation } from './useReservation';

const submittedTexts = {
  codeHeading: 'Confirm your booking request',
  receivedHeading: 'Booking Request Received!',
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
  bookAgain: 'Make a new booking',
  myBooking: 'View or cancel my booking',
} as const;

export interface BookingSubmittedProps {
  booking: GuestBooking;
  property: Property;
}

/**
 * /booking-submitted, by where the booking stands on the server (never by the page's history): the
 * headline says no more than its status. SPEC §2/§4, ordered so each text is true:
 *
 * - unconfirmed: the emailed code is asked for first, on the page the guest lands on, with Resend
 *   code; "Reserve & Pay on Arrival" sends it (SPEC §4's processing, then the next state 1.5 s after
 *   the notification call);
 * - requested: "Booking Request Received!" (the host has it and the nights are held);
 * - confirmed or completed: "Your Room Has Been Reserved!" with the place, directions and contact;
 * - declined, expired, cancelled: what happened, and a way on.
 */
export function BookingSubmitted({ booking, property }: BookingSubmittedProps) {
  const reservation = useReservation(booking, property);
  // The server's answer to the code stands in until the page's own read of the booking has it.
  const known = booking.status !== null && booking.status !== 'unconfirmed';
  const shown = !known && reservation.confirmed ? reservation.confirmed : booking;
  const { status } = shown;
  // While the code is being confirmed (and SPEC §4's 1.5 s after), the code step stays on screen.
  if (reservation.phase !== 'processing') {
    if (status === 'confirmed' || status === 'completed') return <RoomReserved booking={shown} property={property} />;
    if (status === 'requested') return <RequestReceived booking={shown} property={property} />;
    if (status !== null && status !== 'unconfirmed' && !isHeld(status)) {
      const summary = <BookingSummary booking={shown} property={property} />;
      return <BookingEnded booking={shown} property={property} summary={summary} />;
    }
  }
  return <CodeRequest booking={booking} property={property} reservation={reservation} />;
}

/** Focus moves to a page's heading when it replaces another, so the change is heard. */
function useHeadingFocus() {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/** SPEC §2's summary of the request, beside (desktop) or under (phone) the next step. */
function BookingSummary({ booking, property }: BookingSubmittedProps) {
  const { nights, pricePerNight, total } = stayMoney(booking, property);
  return (
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
  );
}

/**
 * The page's two columns: the next step first (a phone's first screenful), the summary after.
 * `first` stands above the panel's heading (the code step, so a phone shows its button at once).
 */
function TwoColumns({
  first,
  next,
  booking,
  property,
}: BookingSubmittedProps & { first?: ReactNode; next: ReactNode }) {
  return (
    <Columns>
      <NextStep aria-labelledby="next-steps-heading">
        {first}
        <h2 id="next-steps-heading">What Happens Next</h2>
        {next}
      </NextStep>
      <BookingSummary booking={booking} property={property} />
    </Columns>
  );
}

/** An unconfirmed request: the emailed code first, then what follows it. */
function CodeRequest({
  booking,
  property,
  reservation,
}: BookingSubmittedProps & { reservation: ReturnType<typeof useReservation> }) {
  const processing = reservation.phase === 'processing';
  const [payNowAsked, setPayNowAsked] = useState(false);
  const { total } = stayMoney(booking, property);
  // SPEC §4: while processing the other buttons are disabled (links cannot be, so they refuse to go).
  const whileProcessing = processing
    ? { 'aria-disabled': true as const, onClick: (event: MouseEvent) => event.preventDefault() }
    : {};
  return (
    <PageRoot>
      <PageHeader>
        <BookingStatus status="unconfirmed" />
        <h1>{submittedTexts.codeHeading}</h1>
        <Lead>Enter the code we emailed you: nothing is held and your host is not asked until you do.</Lead>
      </PageHeader>
      <TwoColumns
        booking={booking}
        property={property}
        first={
          <Actions>
            <CodeStep booking={booking} property={property} total={total} reservation={reservation} />
            {/* SPEC §4: disabled, yet says why when someone tries it (aria-disabled keeps it focusable). */}
            <ActionButton type="button" aria-disabled="true" onClick={() => !processing && setPayNowAsked(true)}>
              {submittedTexts.payNow}
            </ActionButton>
            <StatusLine role="status">
              {processing ? submittedTexts.processing : payNowAsked ? submittedTexts.payNowMessage : ''}
            </StatusLine>
          </Actions>
        }
        next={
          <>
            <StepList>
              <li>Enter the code: your dates are held and your host gets your request to stay at {property.title}.</li>
              <li>Your host accepts or declines within 24 hours; we email you either way.</li>
              <li>Once your host confirms, the address, directions and their phone number are yours.</li>
              <li>Nothing is charged now: you pay {formatKsh(total)} when you arrive.</li>
            </StepList>
            <Actions>
              <ActionLink to={paths.home} {...whileProcessing}>
                {submittedTexts.continueBrowsing}
              </ActionLink>
              <ActionLink to={paths.property(property.id)} state={{ property }} {...whileProcessing}>
                {submittedTexts.viewProperty}
              </ActionLink>
            </Actions>
          </>
        }
      />
    </PageRoot>
  );
}

/** A request the host has (its nights held): SPEC's "Booking Request Received!", now true. */
function RequestReceived({ booking, property }: BookingSubmittedProps) {
  const headingRef = useHeadingFocus();
  const { total } = stayMoney(booking, property);
  const firstName = booking.name.trim().split(/\s+/)[0] ?? '';
  return (
    <PageRoot>
      <PageHeader>
        <BookingStatus status="requested" />
        <h1 ref={headingRef} tabIndex={-1}>
          {submittedTexts.receivedHeading}
        </h1>
        <Lead>
          Thank you{firstName && `, ${firstName}`}. Your host has your request to stay at {property.title}, and the
          nights are held for you.{' '}
          {booking.respondBy
            ? `Your host answers by ${formatMoment(booking.respondBy)}; we email you either way.`
            : 'We email you when your host answers.'}
        </Lead>
      </PageHeader>
      <TwoColumns
        booking={booking}
        property={property}
        next={
          <>
            <StepList>
              <li>Your host accepts or declines; we email you at {booking.email} either way.</li>
              <li>
                Once your host confirms, the address, directions and their phone number are yours, here and in My
                Booking.
              </li>
              <li>Check-in details reach you 24 hours before arrival.</li>
              <li>Nothing is charged now: you pay {formatKsh(total)} when you arrive.</li>
            </StepList>
            <Actions>
              <ActionLink to={paths.bookingConfirmation} $tone="primary">
                {submittedTexts.myBooking}
              </ActionLink>
              <ActionLink to={paths.home}>{submittedTexts.continueBrowsing}</ActionLink>
              <ActionLink to={paths.property(property.id)} state={{ property }}>
                {submittedTexts.viewProperty}
              </ActionLink>
            </Actions>
          </>
        }
      />
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
 * The confirm step: the emailed code (Resend code beside it), the booking's cancellation policy
 * (SPEC §9) and Reserve & Pay on Arrival. While confirming the button says Reserving Your Room...
 * (SPEC §4); the server's refusal shows by the field.
 */
function CodeStep({ booking, property, total, reservation }: CodeStepProps) {
  const { phase, refusal, confirm, clearRefusal, resend, resendCode } = reservation;
  const processing = phase === 'processing';
  const [code, setCode] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const policy =
    booking.cancellation?.summary ?? cancellationTerms(property.type, booking.checkIn, property.checkInTime).summary;

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
        {processing ? submittedTexts.reserving : submittedTexts.reserve}
      </ActionButton>
    </CodeForm>
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
