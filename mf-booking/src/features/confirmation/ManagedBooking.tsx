import { useEffect, useRef, useState } from 'react';
import { useSetAtom } from 'jotai';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { canTransition } from 'contracts/booking-lifecycle';
import { formatStayDate, paths } from 'contracts';
import { site } from 'shared/config';
import { lastBookingAtom } from 'shared/state';
import { formatKsh } from 'shared/ui';
import { ModalDialog } from 'shared/ui-dialog';
import { FormAlert } from '../../lib/form/form.styles';
import {
  cancelBooking,
  formatMoment,
  answered,
  guestBookingKey,
  isHeld,
  type GuestBooking,
} from '../../lib/lifecycle/guestBookingApi';
import {
  Actions,
  ActionButton,
  ActionLink,
  PageHeader,
  PageRoot,
  Panel,
  PolicyNote,
  TotalLine,
} from './confirmation.styles';
import { BookingStatus } from '../../lib/status/BookingStatus';
import { DeclineReason } from './BookingEnded';
import { SimilarStays } from './SimilarStays';
import { StayPlace } from './StayPlace';
import { StayDetails } from './StayDetails';
import { StayReview } from './StayReview';

const manageTexts = {
  cancel: 'Cancel booking',
  dialogHeading: 'Cancel this booking?',
  confirmCancel: 'Yes, cancel booking',
  cancelling: 'Cancelling...',
  keep: 'Keep my booking',
  cancelled: 'Your booking is cancelled.',
  enterCode: 'Enter your confirmation code',
} as const;

/** What cancelling now means for this booking under its policy (SPEC §9), in one or two sentences. */
function cancelConsequence(booking: GuestBooking, now: number): string {
  if (!isHeld(booking.status)) return 'Nothing is held or paid yet, so cancelling costs nothing.';
  const terms = booking.cancellation;
  const nothingOnline = 'Nothing was paid online.';
  if (!terms) return `${nothingOnline} Any deposit agreed with your host follows their cancellation terms.`;
  if (now < Date.parse(terms.freeUntil)) {
    return `${nothingOnline} It is before ${formatMoment(terms.freeUntil)}, so cancelling costs nothing.`;
  }
  if (terms.halfUntil && now < Date.parse(terms.halfUntil)) {
    return `${nothingOnline} Free cancellation ended ${formatMoment(terms.freeUntil)}: half of the deposit agreed with your host is returned, the other half is forfeited.`;
  }
  return `${nothingOnline} Free cancellation ended ${formatMoment(terms.freeUntil)}: the deposit agreed with your host is forfeited.`;
}

/**
 * A booking as the server has it: status (`lifecycleLabels`), stay, total, the host's contact once
 * confirmed, the cancellation policy, and Cancel booking behind a dialog that says what the policy
 * means for this booking now.
 */
export function ManagedBooking({ booking, onFindAnother }: { booking: GuestBooking; onFindAnother: () => void }) {
  const queryClient = useQueryClient();
  const setLastBooking = useSetAtom(lastBookingAtom);
  const [asking, setAsking] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [justCancelled, setJustCancelled] = useState<{ held: boolean } | null>(null);
  const busy = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (justCancelled) headingRef.current?.focus();
  }, [justCancelled]);

  const status = booking.status;
  const canCancel = status !== null && canTransition(status, 'cancelled', 'guest');
  const confirmed = status === 'confirmed' || status === 'completed';
  const waiting = status === 'unconfirmed' || status === 'requested';

  const cancel = async () => {
    if (busy.current) return;
    busy.current = true;
    setCancelling(true);
    setError(null);
    const outcome = await cancelBooking(booking.bookingReference, booking.manageToken);
    busy.current = false;
    setCancelling(false);
    if (!outcome.ok) {
      setError(outcome.error);
      return;
    }
    const cancelled = { ...outcome.booking, manageToken: booking.manageToken };
    queryClient.setQueryData(guestBookingKey(cancelled.bookingReference), answered(cancelled));
    // This session's copy follows, so /booking-submitted shows the same.
    setLastBooking((kept) => (kept && kept.booking.id === cancelled.id ? { ...kept, booking: cancelled } : kept));
    setAsking(false);
    setJustCancelled({ held: isHeld(status) });
  };

  return (
    <PageRoot>
      <PageHeader>
        <h1 ref={headingRef} tabIndex={-1}>
          My Booking
        </h1>
        {status && <BookingStatus status={status} />}
        {status === 'requested' && booking.respondBy && (
          <p>Your host answers by {formatMoment(booking.respondBy)}; we email you either way.</p>
        )}
        {status === 'declined' && <DeclineReason booking={booking} />}
        {justCancelled && (
          <p role="status">
            {manageTexts.cancelled} {justCancelled.held ? 'The nights are free again and your host has been told.' : ''}
          </p>
        )}
      </PageHeader>
      <Panel aria-labelledby="managed-stay-heading">
        <h2 id="managed-stay-heading">{booking.propertyTitle || 'Your stay'}</h2>
        <StayDetails booking={booking} nights={booking.numberOfNights}>
          <dt>Host</dt>
          <dd>
            {confirmed && booking.host?.phone ? (
              <>
                {booking.host.name}, <a href={`tel:${booking.host.phone.replace(/\s/g, '')}`}>{booking.host.phone}</a>
              </>
            ) : booking.host?.name ? (
              // Only a booking that may still be confirmed promises the phone.
              waiting ? (
                `${booking.host.name} (their phone number is yours once they confirm)`
              ) : (
                booking.host.name
              )
            ) : (
              <>
                Makao, <a href={`tel:${site.phone.replace(/\s/g, '')}`}>{site.phone}</a>
              </>
            )}
          </dd>
        </StayDetails>
        {confirmed && booking.manageToken && <StayPlace booking={booking} />}
        <TotalLine>
          <span>Total, paid on arrival</span>
          <strong>{formatKsh(booking.totalAmount)}</strong>
        </TotalLine>
        {canCancel && booking.cancellation && (
          <PolicyNote>
            <strong>Cancellation policy:</strong> {booking.cancellation.summary} Nothing is paid online.
          </PolicyNote>
        )}
        <Actions>
          {status === 'unconfirmed' && (
            <ActionLink
              to={`${paths.bookingSubmitted}?ref=${encodeURIComponent(booking.bookingReference)}&token=${encodeURIComponent(booking.manageToken)}`}
              $tone="primary"
            >
              {manageTexts.enterCode}
            </ActionLink>
          )}
          {canCancel && (
            <ActionButton type="button" onClick={() => setAsking(true)}>
              {manageTexts.cancel}
            </ActionButton>
          )}
          <ActionLink to={paths.property(booking.propertyId)}>
            {canCancel ? 'View the property' : 'Book this property again'}
          </ActionLink>
          <ActionButton type="button" onClick={onFindAnother}>
            Find another booking
          </ActionButton>
        </Actions>
        <p>
          <Link to={paths.home}>Back to Home</Link>
        </p>
      </Panel>
      {status === 'completed' && booking.manageToken && <StayReview booking={booking} />}
      {(status === 'declined' || status === 'expired') && (
        <Panel as="div">
          <SimilarStays booking={booking} />
        </Panel>
      )}
      {asking && (
        <ModalDialog
          labelledBy="cancel-booking-heading"
          initialFocus={keepRef}
          onClose={() => !busy.current && setAsking(false)}
        >
          <DialogBody>
            <h2 id="cancel-booking-heading">{manageTexts.dialogHeading}</h2>
            <p>
              {booking.bookingReference}: {formatStayDate(booking.checkIn, 'medium')} to{' '}
              {formatStayDate(booking.checkOut, 'medium')}.
            </p>
            <p>{cancelConsequence(booking, Date.now())}</p>
            {error && <FormAlert role="alert">{error}</FormAlert>}
            <Actions>
              <ActionButton type="button" $tone="primary" aria-busy={cancelling} onClick={() => void cancel()}>
                {cancelling ? manageTexts.cancelling : manageTexts.confirmCancel}
              </ActionButton>
              <ActionButton ref={keepRef} type="button" onClick={() => setAsking(false)} disabled={cancelling}>
                {manageTexts.keep}
              </ActionButton>
            </Actions>
          </DialogBody>
        </ModalDialog>
      )}
    </PageRoot>
  );
}

const DialogBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;
