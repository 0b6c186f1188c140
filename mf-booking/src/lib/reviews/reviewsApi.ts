import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MANAGE_TOKEN_HEADER } from 'contracts/booking-lifecycle';
import {
  reviewApi,
  reviewMessages,
  type GuestReviewRequest,
  type HostReviewRequest,
  type Review,
  type ReviewState,
} from 'contracts/reviews';
import { hostRequest } from 'shared/hosts';
import { hostErrorText } from '../hosting/hostQuery';
import { send, type Sent } from '../lifecycle/guestBookingApi';

/**
 * The review calls of both sides of a stay (api/src/routes/reviews): the guest's with the manage
 * token of their emailed link, the host's signed in. The API's refusals come back in its own words.
 */

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An answer's review, if it is one (the API's schema already shaped it; a broken answer is null). */
const readReview = (value: unknown): Review | null =>
  isRecord(value) && typeof value.id === 'string' && typeof value.rating === 'number'
    ? (value as unknown as Review)
    : null;

const readState = (value: unknown): ReviewState | null =>
  isRecord(value) && typeof value.canReview === 'boolean'
    ? {
        canReview: value.canReview,
        windowEnds: typeof value.windowEnds === 'string' ? value.windowEnds : null,
        mine: readReview(value.mine),
        theirs: readReview(value.theirs),
      }
    : null;

/** A call's refusal as something react-query can hold: the API's words, and its status. */
class ReviewCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** What a refused review call says: the API's words, or ours when no answer came (`hostErrorText`). */
export const reviewFailureText = (error: unknown) =>
  error instanceof ReviewCallError ? error.message : hostErrorText(error);

const settled = <T>(sent: Sent<T>): T => {
  if (!sent.ok) throw new ReviewCallError(sent.error, sent.status);
  return sent.data;
};

const tokenHeaders = (token: string) => ({ [MANAGE_TOKEN_HEADER]: token });
const json = { 'Content-Type': 'application/json' };

/** The query key of one side's view of a booking's reviews. */
const reviewKeys = {
  guest: (reference: string) => ['reviews', 'guest', reference] as const,
  host: (bookingId: string) => ['reviews', 'host', bookingId] as const,
};

/** The guest's view of their stay's reviews, read when the stay has completed. */
export function useGuestReviews(reference: string, token: string, enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.guest(reference),
    queryFn: async ({ signal }) =>
      settled(await send(reviewApi.guest(reference), { headers: tokenHeaders(token), signal }, readState)),
    enabled,
    retry: 1,
  });
}

/** The guest writes their review; the view is read again whatever the answer. */
export function useWriteGuestReview(reference: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (review: GuestReviewRequest) =>
      settled(
        await send(
          reviewApi.guest(reference),
          { method: 'POST', headers: { ...json, ...tokenHeaders(token) }, body: JSON.stringify(review) },
          readReview,
        ),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.guest(reference) }),
  });
}

/** The host's view of one stay's reviews. */
export function useHostReviews(bookingId: string) {
  return useQuery({
    queryKey: reviewKeys.host(bookingId),
    queryFn: ({ signal }) => hostRequest<ReviewState>(reviewApi.host(bookingId), { signal }),
    retry: 1,
  });
}

/**
 * The host's review, reply and report. After each, the host's view of the stay and their lists of
 * bookings (whose `review` says where each stay stands) are read again.
 */
export function useHostReviewActions(bookingId: string) {
  const queryClient = useQueryClient();
  const reread = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewKeys.host(bookingId) }),
      queryClient.invalidateQueries({ queryKey: ['hosting', 'bookings'] }),
    ]);
  const write = useMutation({
    mutationFn: (review: HostReviewRequest) =>
      hostRequest<Review>(reviewApi.host(bookingId), { method: 'POST', body: review }),
    onSettled: reread,
  });
  const reply = useMutation({
    mutationFn: ({ reviewId, text }: { reviewId: string; text: string }) =>
      hostRequest<Review>(reviewApi.reply(reviewId), { method: 'POST', body: { reply: text } }),
    onSettled: reread,
  });
  return { write, reply };
}

/** Who reports: the guest with their manage token, or the signed-in host. */
export type Reporter = { side: 'guest'; token: string } | { side: 'host' };

/** Reports a published review to the operators; resolves with the API's thanks. */
export async function reportReview(reviewId: string, reason: string, reporter: Reporter): Promise<string> {
  const body = { reason: reason.trim() };
  if (reporter.side === 'host') {
    const answer = await hostRequest<{ message?: string }>(reviewApi.report(reviewId), { method: 'POST', body });
    return answer?.message ?? reviewMessages.reported;
  }
  return settled(
    await send(
      reviewApi.report(reviewId),
      { method: 'POST', headers: { ...json, ...tokenHeaders(reporter.token) }, body: JSON.stringify(body) },
      (data) => (isRecord(data) && typeof data.message === 'string' ? data.message : reviewMessages.reported),
    ),
  );
}
