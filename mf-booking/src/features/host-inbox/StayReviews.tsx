import { useId } from 'react';
import styled from 'styled-components';
import type { Booking } from 'contracts';
import { REVIEW_WINDOW_DAYS, type ReviewProgress } from 'contracts/reviews';
import { ModalDialog } from 'shared/ui-dialog';
import { HostReviewForm } from '../../lib/reviews/ReviewForms';
import { ReviewExchange } from '../../lib/reviews/ReviewExchange';
import { ReplyForm, ReportReview, dayOf } from '../../lib/reviews/ReviewView';
import { useHostReviewActions, useHostReviews } from '../../lib/reviews/reviewsApi';
import { inboxErrorText } from './hostInboxApi';
import { Button } from './hostInbox.styles';
import { stayDates } from '../../lib/stay/stayText';
import { bookingName } from './inboxText';

/** What a completed stay's card says about its reviews, and the button that opens them. */
export function ReviewLine({
  booking,
  review,
  onOpen,
}: {
  booking: Booking;
  review: ReviewProgress;
  onOpen: () => void;
}) {
  const closes = dayOf(review.windowEnds);
  const text = review.canReview
    ? `Review ${booking.name} by ${closes}.`
    : review.published
      ? 'Both reviews are published.'
      : review.written
        ? `You reviewed ${booking.name}. Both reviews are published when they have reviewed the stay too, or on ${closes}.`
        : `Reviews of this stay closed on ${closes}.`;
  const action = review.canReview
    ? 'Review guest'
    : review.published
      ? 'Read reviews'
      : review.written
        ? 'Your review'
        : null;
  return (
    <Line $due={review.canReview}>
      <p>{text}</p>
      {action && (
        <Button
          type="button"
          $variant={review.canReview ? 'primary' : 'light'}
          aria-label={`${action}: ${bookingName(booking)}`}
          onClick={onOpen}
        >
          {action}
        </Button>
      )}
    </Line>
  );
}

/**
 * A completed stay's reviews as its host sees them, in a dialog: the form while the window is open,
 * their own review, and the guest's once published, with the one public reply and a report.
 */
export function ReviewDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const titleId = useId();
  const state = useHostReviews(booking.id);
  const { write, reply } = useHostReviewActions(booking.id);
  const guest = booking.name.split(/\s+/)[0] || booking.name;
  return (
    <ModalDialog labelledBy={titleId} onClose={onClose}>
      <Body>
        <h2 id={titleId}>Reviews: {booking.name}</h2>
        <p>
          {booking.propertyTitle}, {stayDates(booking)}.
        </p>
        <ReviewExchange
          state={state}
          errorText={inboxErrorText}
          other={guest}
          form={(closes) => (
            <>
              <p>
                How was {guest} as a guest? {guest} reviews the stay too: neither of you sees the other&apos;s review
                until both are written or reviews close{closes ? ` on ${closes}` : ''}, {REVIEW_WINDOW_DAYS} days after
                check-out.
              </p>
              <HostReviewForm guestName={guest} onSubmit={(review) => write.mutateAsync(review)} onCancel={onClose} />
            </>
          )}
          titles={{ mine: `Your review of ${guest}`, theirs: `${guest}'s review of your stay` }}
          replyFrom="you"
          theirsActions={(review) => (
            <>
              {!review.reply && (
                <ReplyForm
                  onReply={async (text) => {
                    await reply.mutateAsync({ reviewId: review.id, text });
                  }}
                />
              )}
              <ReportReview reviewId={review.id} reporter={{ side: 'host' }} />
            </>
          )}
        />
        {!state.data?.canReview && (
          <Button type="button" $variant="light" onClick={onClose}>
            Close
          </Button>
        )}
      </Body>
    </ModalDialog>
  );
}

/** Above the inbox: how many completed stays wait for the host's review, and the way to them. */
export function ReviewPrompt({ due, onShow }: { due: number; onShow: () => void }) {
  if (due === 0) return null;
  return (
    <Prompt role="status">
      <p>
        <strong>{due === 1 ? '1 guest to review.' : `${due} guests to review.`}</strong> Reviews close{' '}
        {REVIEW_WINDOW_DAYS} days after check-out.
      </p>
      <Button type="button" onClick={onShow}>
        Review now
      </Button>
    </Prompt>
  );
}

const Line = styled.div<{ $due: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $due, theme }) => ($due ? theme.colors.accentSoft : theme.colors.sand)};
  p {
    font-weight: 600;
    flex: 1 1 14rem;
  }
`;

const Prompt = styled(Line).attrs({ $due: true })`
  border: 1px solid ${({ theme }) => theme.colors.accent};
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;
