import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { REVIEW_ANCHOR, REVIEW_WINDOW_DAYS } from 'contracts/reviews';
import { ReviewExchange } from '../../lib/reviews/ReviewExchange';
import { GuestReviewForm } from '../../lib/reviews/ReviewForms';
import { ReportReview } from '../../lib/reviews/ReviewView';
import { reviewFailureText, useGuestReviews, useWriteGuestReview } from '../../lib/reviews/reviewsApi';
import type { GuestBooking } from '../../lib/lifecycle/guestBookingApi';
import { Panel } from './confirmation.styles';

/**
 * The guest's side of a completed stay's reviews, on My Booking: the form while the window is open,
 * then their review, and the host's review of them once both are published (double-blind).
 */
export function StayReview({ booking }: { booking: GuestBooking }) {
  const { hash } = useLocation();
  const state = useGuestReviews(booking.bookingReference, booking.manageToken, true);
  const write = useWriteGuestReview(booking.bookingReference, booking.manageToken);
  const root = useRef<HTMLElement>(null);
  const hostName = booking.host?.name ?? 'Your host';

  // The invitation's link opens the page at this section.
  const loaded = state.isSuccess;
  useEffect(() => {
    if (loaded && hash === `#${REVIEW_ANCHOR}`) root.current?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  return (
    <ReviewPanel ref={root} id={REVIEW_ANCHOR} aria-labelledby="stay-review-heading" tabIndex={-1}>
      <h2 id="stay-review-heading">Review your stay</h2>
      <ReviewExchange
        state={state}
        errorText={reviewFailureText}
        other={hostName}
        form={(closes) => (
          <>
            <p>
              How was your stay? Rate it and write a few lines for the next guests{closes ? ` by ${closes}` : ''}.{' '}
              {hostName} reviews you too: neither of you sees the other&apos;s review until both are written or reviews
              close, {REVIEW_WINDOW_DAYS} days after check-out.
            </p>
            <GuestReviewForm onSubmit={(review) => write.mutateAsync(review)} />
          </>
        )}
        titles={{ mine: 'Your review', theirs: `${hostName}'s review of you` }}
        replyFrom={hostName}
        theirsActions={(review) => (
          <ReportReview reviewId={review.id} reporter={{ side: 'guest', token: booking.manageToken }} />
        )}
      />
    </ReviewPanel>
  );
}

/** Opened at from the invitation's link: clear of the site's fixed top bar. */
const ReviewPanel = styled(Panel)`
  scroll-margin-top: calc(${({ theme }) => theme.layout.topBarHeight} + ${({ theme }) => theme.space.md});
  &:focus {
    outline: none;
  }
`;
