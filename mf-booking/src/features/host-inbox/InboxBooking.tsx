import { useId, type Ref } from 'react';
import { formatKsh, formatStayDate, type Booking } from 'contracts';
import { Notice } from 'shared/ui-form';
import { Actions, Button, Card, CardHead, Deadline, Fact, Facts, GuestMessage, Subtitle } from './hostInbox.styles';
import { tabOf } from './hostInboxApi';
import { BookingStatus } from '../../lib/status/BookingStatus';
import { ReviewLine } from './StayReviews';
import { guestsText, nightsText } from '../../lib/stay/stayText';
import { answerByText, bookingName, statusLabel, telHref } from './inboxText';

export interface InboxBookingProps {
  booking: Booking;
  ref?: Ref<HTMLElement>;
  /** The booking the host came to see (the email's link): highlighted, and `aria-current`. */
  highlighted: boolean;
  /** The server's refusal of the host's last answer about this booking. */
  error: string | null;
  /** An answer about this booking is on its way. */
  pending: boolean;
  /** Another answer is on its way: one at a time. */
  busy: boolean;
  onAccept: () => void;
  onDecline: () => void;
  onCancel: () => void;
  /** Opens the reviews of a completed stay. */
  onReviews: () => void;
}

/** One booking: the guest, the stay, the contact the API gives, and the host's answers for its status. */
export function InboxBooking({
  booking,
  ref,
  highlighted,
  error,
  pending,
  busy,
  onAccept,
  onDecline,
  onCancel,
  onReviews,
}: InboxBookingProps) {
  const headingId = useId();
  const { status, name } = booking;
  return (
    <Card
      ref={ref}
      aria-labelledby={headingId}
      aria-current={highlighted ? 'true' : undefined}
      tabIndex={-1}
      $highlighted={highlighted}
    >
      <CardHead>
        <h3 id={headingId}>{name}</h3>
        <BookingStatus status={status} label={statusLabel(status)} />
      </CardHead>
      <Subtitle>
        {booking.propertyTitle} · {booking.bookingReference}
      </Subtitle>
      {status === 'requested' && booking.respondBy && <Deadline>{answerByText(booking.respondBy)}</Deadline>}
      <Facts>
        <Fact>
          <dt>Check-in</dt>
          <dd>{formatStayDate(booking.checkIn, 'medium')}</dd>
        </Fact>
        <Fact>
          <dt>Check-out</dt>
          <dd>{formatStayDate(booking.checkOut, 'medium')}</dd>
        </Fact>
        <Fact>
          <dt>Stay</dt>
          <dd>
            {nightsText(booking.numberOfNights)}, {guestsText(booking.guests)}
          </dd>
        </Fact>
        <Fact>
          <dt>Total</dt>
          <dd>{formatKsh(booking.totalAmount)}</dd>
        </Fact>
        <Fact $contact="email">
          <dt>Email</dt>
          <dd>{booking.email ? <a href={`mailto:${booking.email}`}>{booking.email}</a> : 'Not given'}</dd>
        </Fact>
        <Fact $contact="phone">
          <dt>Phone</dt>
          <dd>{booking.phone ? <a href={telHref(booking.phone)}>{booking.phone}</a> : 'Not given'}</dd>
        </Fact>
      </Facts>
      {booking.message && (
        <GuestMessage>
          <figcaption>Message from {name}</figcaption>
          <blockquote>{booking.message}</blockquote>
        </GuestMessage>
      )}
      {error && (
        <Notice $tone="error" role="alert">
          {error}
        </Notice>
      )}
      {status === 'requested' && (
        <Actions>
          <Button
            type="button"
            disabled={busy}
            aria-label={`Accept request: ${bookingName(booking)}`}
            onClick={onAccept}
          >
            {pending ? 'Accepting...' : 'Accept'}
          </Button>
          <Button
            type="button"
            $variant="light"
            disabled={busy}
            aria-label={`Decline request: ${bookingName(booking)}`}
            onClick={onDecline}
          >
            Decline
          </Button>
        </Actions>
      )}
      {booking.review && <ReviewLine booking={booking} review={booking.review} onOpen={onReviews} />}
      {status === 'confirmed' && tabOf(booking) === 'upcoming' && (
        <Actions>
          <Button
            type="button"
            $variant="light"
            disabled={busy}
            aria-label={`Cancel stay: ${bookingName(booking)}`}
            onClick={onCancel}
          >
            Cancel stay
          </Button>
        </Actions>
      )}
    </Card>
  );
}
