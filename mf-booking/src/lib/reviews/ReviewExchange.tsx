import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Review, ReviewState } from 'contracts/reviews';
import { LoadFailed, StatusBox } from 'shared/ui-extras';
import { Notice } from 'shared/ui-form';
import { ReviewView, dayOf } from './ReviewView';

export interface ReviewExchangeProps {
  /** One side's view of the stay's reviews (`GET …/review`). */
  state: UseQueryResult<ReviewState>;
  /** The words for a failed read. */
  errorText: (error: unknown) => string;
  /** The other side, as this side calls them ("Otieno Odhiambo", "Achieng"). */
  other: string;
  /** What this side writes while the window is open: an introduction and the form. */
  form: (closes: string | null) => ReactNode;
  titles: { mine: string; theirs: string };
  /** Who a reply under a review is from, as this side calls them. */
  replyFrom: string;
  /** What this side may do with the other's published review (reply, report). */
  theirsActions: (review: Review) => ReactNode;
}

/**
 * One side's part in a completed stay's reviews, for the guest's page and the host's dialog alike:
 * the form while the window is open, then their review (unpublished until the other side's is in or
 * the window closes: double-blind), the other side's once published, or that reviews closed.
 */
export function ReviewExchange({
  state,
  errorText,
  other,
  form,
  titles,
  replyFrom,
  theirsActions,
}: ReviewExchangeProps) {
  if (state.isPending)
    return (
      <StatusBox role="status" aria-busy="true" $minHeight="6rem">
        <p>Loading the reviews...</p>
      </StatusBox>
    );
  if (state.isError)
    return (
      <LoadFailed onRetry={() => void state.refetch()} minHeight="6rem">
        <p>{errorText(state.error)}</p>
      </LoadFailed>
    );
  const { canReview, windowEnds, mine, theirs } = state.data;
  const closes = windowEnds ? dayOf(windowEnds) : null;
  return (
    <>
      {canReview && form(closes)}
      {mine && !mine.publishedAt && (
        <Notice $tone="success" role="status">
          Thank you, your review is in. It is published when {other} has reviewed the stay too
          {closes ? `, or when reviews close on ${closes}` : ''}.
        </Notice>
      )}
      {theirs && (
        <ReviewView review={theirs} title={titles.theirs} replyFrom={replyFrom}>
          {theirsActions(theirs)}
        </ReviewView>
      )}
      {mine && <ReviewView review={mine} title={titles.mine} replyFrom={replyFrom} />}
      {!canReview && !mine && <p>Reviews of this stay closed{closes ? ` on ${closes}` : ''}.</p>}
    </>
  );
}
